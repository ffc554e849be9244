import type { MediaKind } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { X } from 'lucide-react';
import { useEffect, useState } from 'react';

/** An object URL for a picked file, revoked when the file changes or the preview goes away. */
function useObjectUrl(file: File) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** The chosen photo, video, audio or recording, with a way to remove it. */
export function MediaPreview({
  file,
  kind,
  onRemove,
}: {
  file: File;
  kind: MediaKind;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const url = useObjectUrl(file);
  return (
    <div className="relative overflow-hidden rounded-xl border bg-muted">
      {url && kind === 'image' ? (
        <img src={url} alt={t`Selected attachment`} className="max-h-64 w-full object-contain" />
      ) : null}
      {url && kind === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: a preview of the member's own file
        <video
          src={url}
          controls
          playsInline
          aria-label={t`Video preview`}
          className="max-h-64 w-full bg-black object-contain"
        />
      ) : null}
      {url && kind === 'audio' ? (
        <div className="px-3 pt-3 pb-3 pr-12">
          {/* biome-ignore lint/a11y/useMediaCaption: a preview of the member's own file */}
          <audio src={url} controls aria-label={t`Audio preview`} className="w-full" />
        </div>
      ) : null}
      <p className="truncate border-t bg-card px-3 py-1.5 text-xs text-muted-foreground">{file.name}</p>
      <button
        type="button"
        onClick={onRemove}
        aria-label={t`Remove media`}
        className="focus-ring absolute top-2 right-2 inline-flex size-8 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/75"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}
