import type { MediaKind } from '@circles/contracts';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { AudioLines, Image, Video, Webcam } from 'lucide-react';
import type { ChangeEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

const pickers = [
  { kind: 'image', label: msg`Photo`, accept: 'image/*', Icon: Image },
  { kind: 'video', label: msg`Video`, accept: 'video/*', Icon: Video },
  { kind: 'audio', label: msg`Audio`, accept: 'audio/*', Icon: AudioLines },
] as const;

type MediaPickersProps = {
  /** The kind of the media chosen so far (its picker is marked), if any. */
  chosenKind: MediaKind | undefined;
  isRecording: boolean;
  /** The camera can record only while no media is chosen. */
  canRecord: boolean;
  disabled: boolean;
  onPick: (kind: MediaKind) => (event: ChangeEvent<HTMLInputElement>) => void;
  onRecord: () => void;
};

/** The Create Post form's ways to add media: a photo, a video or an audio file, or a video from the camera. */
export function MediaPickers({
  chosenKind,
  isRecording,
  canRecord,
  disabled,
  onPick,
  onRecord,
}: MediaPickersProps) {
  const { i18n } = useLingui();
  return (
    <div className="flex flex-wrap gap-2">
      {pickers.map(({ kind, label, accept, Icon }) => (
        <label
          key={kind}
          className={cn(
            'focus-within:ring-3 focus-within:ring-ring/40 inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-lg border bg-card px-3 text-sm font-semibold hover:bg-accent',
            chosenKind === kind && 'border-primary text-primary',
            isRecording && 'pointer-events-none opacity-55',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          {i18n._(label)}
          <input
            type="file"
            accept={accept}
            aria-label={i18n._(label)}
            disabled={isRecording || disabled}
            onChange={onPick(kind)}
            className="sr-only"
          />
        </label>
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={isRecording || !canRecord || disabled}
        onClick={onRecord}
      >
        <Webcam aria-hidden="true" className="size-4" />
        <Trans>Record video</Trans>
      </Button>
    </div>
  );
}
