import { listingLimits, listingMessages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImagePlus, X } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { checkMediaFile } from '../../../lib/check-media-file';
import { cn } from '../../../lib/cn';
import { uploadListingPhoto } from '../api/upload-photo';
import { useMarketplaceText } from '../lib/marketplace-texts';

/** A photo of the form: a stored one (url), or one being uploaded (a local preview), or one that failed. */
export type PickedPhoto = { key: string; preview: string; url?: string; error?: string };

let nextKey = 0;
const keyOf = () => `photo-${++nextKey}`;
export const storedPhotos = (urls: string[]): PickedPhoto[] =>
  urls.map((url) => ({ key: keyOf(), preview: url, url }));

/**
 * Up to six photos: picked files are checked (type, size), uploaded at once through the posts' pipeline and shown
 * as previews with a remove button each; the first is the cover.
 */
export function PhotoPicker({
  photos,
  onChange,
  error,
}: {
  photos: PickedPhoto[];
  onChange: (update: (photos: PickedPhoto[]) => PickedPhoto[]) => void;
  error?: string;
}) {
  const { t } = useLingui();
  const text = useMarketplaceText();
  const photosMax = listingLimits.photosMax;
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const previews = useRef(new Set<string>());
  useEffect(() => {
    const made = previews.current;
    return () => {
      for (const url of made) URL.revokeObjectURL(url);
    };
  }, []);
  const room = listingLimits.photosMax - photos.length;

  const pick = (files: FileList | null) => {
    for (const file of Array.from(files ?? []).slice(0, Math.max(room, 0))) {
      const key = keyOf();
      const problem = checkMediaFile(file, 'image');
      const preview = URL.createObjectURL(file);
      previews.current.add(preview);
      onChange((current) => [...current, { key, preview, error: problem ?? undefined }]);
      if (problem) continue;
      uploadListingPhoto(file).then(
        (stored) =>
          onChange((current) =>
            current.map((photo) => (photo.key === key ? { ...photo, url: stored.url } : photo)),
          ),
        (failure) =>
          onChange((current) =>
            current.map((photo) =>
              photo.key === key
                ? { ...photo, error: getErrorMessage(failure, listingMessages.photoUploadFailed) }
                : photo,
            ),
          ),
      );
    }
    if (input.current) input.current.value = '';
  };

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={`${id}-hint ${id}-error`}>
      <legend className="mb-1.5 text-sm font-medium">
        <Trans>Photos</Trans>
      </legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        <Trans>
          Up to {photosMax}. The first one is the cover. Location data is removed from every photo.
        </Trans>
      </p>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
        {photos.map((photo, index) => {
          const number = index + 1;
          return (
            <li key={photo.key} className="relative aspect-square overflow-hidden rounded-xl border bg-muted">
              <img
                src={photo.preview}
                alt={photo.error ? t`Listing shot ${number}, not uploaded` : t`Listing shot ${number}`}
                className={cn('size-full object-cover', (photo.error || !photo.url) && 'opacity-50')}
              />
              {!photo.url && !photo.error ? (
                <span className="absolute inset-0 flex items-center justify-center">
                  <Spinner className="size-5" label={t`Uploading photo ${number}`} />
                </span>
              ) : null}
              {photo.error ? (
                <span className="absolute inset-x-0 bottom-0 bg-danger px-1 py-0.5 text-center text-[11px] leading-tight text-white">
                  {text(photo.error)}
                </span>
              ) : null}
              <button
                type="button"
                onClick={() => onChange((current) => current.filter((other) => other.key !== photo.key))}
                aria-label={t`Remove photo ${number}`}
                className="focus-ring absolute top-1 right-1 inline-flex size-7 items-center justify-center rounded-full bg-card/90 text-foreground shadow-soft"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          );
        })}
        {room > 0 ? (
          <li className="aspect-square">
            <label
              htmlFor={`${id}-input`}
              className="focus-within:ring-3 flex size-full cursor-pointer flex-col items-center justify-center gap-1 rounded-xl border border-dashed text-xs font-medium text-muted-foreground hover:bg-muted focus-within:ring-ring/30"
            >
              <ImagePlus aria-hidden="true" className="size-6" />
              <Trans>Add photos</Trans>
              <input
                ref={input}
                id={`${id}-input`}
                type="file"
                accept="image/*"
                multiple
                className="sr-only"
                onChange={(event) => pick(event.target.files)}
              />
            </label>
          </li>
        ) : null}
      </ul>
      <p id={`${id}-error`} aria-live="polite" className="min-h-5 text-sm text-danger">
        {text(error)}
      </p>
    </fieldset>
  );
}
