import { verificationLimits } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImageUp, LockKeyhole } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { getErrorMessage } from '../../../lib/api-client';
import { checkMediaFile } from '../../../lib/check-media-file';
import { useSchemaOnSend } from '../../../lib/forms/use-schema-on-send';
import { toast } from '../../../lib/toast';
import { useRequestVerification } from '../api/request-verification';

/**
 * The request: a photo of an identity document (checked here for type and size, again on the server) and a note.
 * Two fields in plain state: the form library would add about 20 KB to Settings' first load (first-load budget).
 */
export function VerificationRequestForm() {
  const { t } = useLingui();
  const id = useId();
  const send = useRequestVerification();
  const [photo, setPhoto] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | undefined>();
  const [note, setNote] = useState('');
  const preview = usePreviewUrl(photo);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!photo) {
      setPhotoError(t`Attach a photo of your identity document.`);
      return;
    }
    void sendRequest(photo);
  };

  const loadVerificationNoteSchema = useSchemaOnSend(() =>
    import('../lib/verification-note-schema').then((module) => module.verificationNoteSchema),
  );
  const sendRequest = async (photo: File) => {
    const verificationNoteSchema = await loadVerificationNoteSchema();
    if (!verificationNoteSchema) return;
    const checked = verificationNoteSchema.safeParse({ note });
    if (!checked.success) return;
    send.mutate(
      { photo, note: checked.data.note ?? '' },
      { onSuccess: () => toast.success(t`Verification request sent`) },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 rounded-xl border p-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-photo`}>
          <Trans>Identity photo</Trans>
        </Label>
        <p id={`${id}-photo-hint`} className="text-muted-foreground">
          <Trans>A clear photo of your passport, identity card or driving licence (JPEG, PNG or WebP).</Trans>
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {preview ? (
            <img
              src={preview}
              alt={t`The identity document you chose`}
              className="h-20 w-28 rounded-lg border object-cover"
            />
          ) : (
            <span className="inline-flex h-20 w-28 items-center justify-center rounded-lg border border-dashed text-muted-foreground">
              <ImageUp aria-hidden="true" className="size-6" />
            </span>
          )}
          <input
            id={`${id}-photo`}
            type="file"
            accept="image/*"
            aria-describedby={`${id}-photo-hint ${id}-photo-error`}
            aria-invalid={photoError ? true : undefined}
            className="min-w-0 flex-1 text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-secondary file:px-3 file:py-2 file:font-medium file:text-secondary-foreground hover:file:bg-secondary-hover"
            onChange={(event) => {
              const file = event.target.files?.[0];
              const problem = file ? checkMediaFile(file, 'image') : null;
              if (file && !problem) {
                setPhoto(file);
                setPhotoError(undefined);
                return;
              }
              setPhoto(null);
              setPhotoError(problem ?? undefined);
              if (problem) event.target.value = '';
            }}
          />
        </div>
        <p id={`${id}-photo-error`} aria-live="polite" className="min-h-5 text-danger">
          {photoError}
        </p>
      </div>

      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-note`}>
          <Trans>Note for the reviewer (optional)</Trans>
        </Label>
        <textarea
          id={`${id}-note`}
          value={note}
          rows={2}
          maxLength={verificationLimits.noteMax}
          onChange={(event) => setNote(event.target.value.slice(0, verificationLimits.noteMax))}
          className="min-h-16 w-full resize-y rounded-xl border border-input bg-card px-3.5 py-2.5 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 sm:text-sm"
        />
      </div>

      <p className="flex items-start gap-2 text-muted-foreground">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <Trans>
          Your photo is stored privately, seen only by the admins who review it, and deleted as soon as they
          decide.
        </Trans>
      </p>

      {send.error ? (
        <Alert>{getErrorMessage(send.error, t`Your request could not be sent. Please try again.`)}</Alert>
      ) : null}

      <Button type="submit" isLoading={send.isPending} className="self-start">
        {send.isPending ? t`Sending…` : t`Request verification`}
      </Button>
    </form>
  );
}

/** An object URL for the chosen file, released when it changes or the form goes. */
function usePreviewUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}
