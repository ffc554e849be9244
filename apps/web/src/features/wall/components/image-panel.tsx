import { limits, mediaMessages } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { ImagePlus } from 'lucide-react';
import { useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { uploadWallImage } from '../api/upload-wall-image';
import type { WallEditor } from '../hooks/use-wall-editor';
import { createImage, placementPoint } from '../lib/elements';
import type { Point } from '../lib/geometry';
import { useWallText } from './wall-messages';

/**
 * Upload a photo (docs/product.md §Validation image rules, checked again by the server) and place it in the middle
 * of the view.
 */
export function ImagePanel({ editor, viewCenter }: { editor: WallEditor; viewCenter: () => Point }) {
  const inputId = useId();
  const { t } = useLingui();
  const wallText = useWallText();
  const [isUploading, setIsUploading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (!file.type.startsWith('image/')) return setError(wallText(mediaMessages.notImage));
    if (file.size >= limits.imageBytes) return setError(wallText(mediaMessages.imageTooLarge));
    setIsUploading(true);
    try {
      const upload = await uploadWallImage(file);
      const natural = { width: upload.width ?? 320, height: upload.height ?? 240 };
      const image = createImage(
        editor.elements,
        upload.url,
        natural,
        placementPoint(viewCenter(), editor.elements.length),
      );
      editor.changeElements((elements) => [...elements, image]);
      editor.select(image.id);
    } catch (uploadError) {
      setError(wallText(getErrorMessage(uploadError, mediaMessages.uploadFailed)));
    } finally {
      setIsUploading(false);
    }
  };

  return (
    <section
      aria-label={t`Image`}
      className="pointer-events-auto flex w-full max-w-md flex-col gap-2 rounded-2xl border bg-card/95 p-3 shadow-soft"
    >
      <label
        htmlFor={inputId}
        className="focus-within:ring-ring inline-flex h-10 cursor-pointer items-center justify-center gap-2 rounded-xl bg-secondary px-4 text-sm font-semibold text-secondary-foreground focus-within:ring-2 hover:bg-secondary-hover"
      >
        {isUploading ? <Spinner /> : <ImagePlus aria-hidden="true" className="size-4" />}
        {isUploading ? t`Uploading…` : t`Choose an image`}
      </label>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        aria-label={t`Upload wall image`}
        className="sr-only"
        disabled={isUploading}
        onChange={(event) => {
          void onFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {error ? (
        <p role="alert" className="text-sm text-danger-text">
          {error}
        </p>
      ) : null}
    </section>
  );
}
