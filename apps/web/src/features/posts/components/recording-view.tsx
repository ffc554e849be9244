import { limits } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Square } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The live camera while recording: a timer badge counting up (dark red from 90 % of the limit) and Stop. */
export function RecordingView({
  stream,
  isStarting,
  elapsed,
  onStop,
}: {
  stream: MediaStream | null;
  isStarting: boolean;
  elapsed: number;
  onStop: () => void;
}) {
  const { t } = useLingui();
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (videoRef.current) videoRef.current.srcObject = stream;
  }, [stream]);
  const nearLimit = elapsed >= limits.recordingSeconds * 0.9;

  return (
    <div className="relative overflow-hidden rounded-xl bg-black">
      <video
        ref={videoRef}
        autoPlay
        muted
        playsInline
        aria-label={t`Camera`}
        className="aspect-video w-full object-cover"
      />
      {isStarting ? (
        <div
          className="absolute inset-0 flex items-center justify-center gap-2 text-sm text-white"
          role="status"
        >
          <Spinner className="size-5" />
          <Trans>Starting camera...</Trans>
        </div>
      ) : (
        <>
          <span
            role="timer"
            aria-label={t`Recording time`}
            className={cn(
              'absolute top-2 left-2 inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold text-white tabular-nums',
              nearLimit ? 'bg-red-900' : 'bg-red-600',
            )}
          >
            <span aria-hidden="true" className="size-2 animate-pulse rounded-full bg-white" />
            {clock(elapsed)} / {clock(limits.recordingSeconds)}
          </span>
          <Button
            type="button"
            variant="destructive"
            size="sm"
            onClick={onStop}
            className="absolute right-2 bottom-2"
          >
            <Square aria-hidden="true" className="size-3.5 fill-current" />
            <Trans>Stop recording</Trans>
          </Button>
        </>
      )}
    </div>
  );
}
