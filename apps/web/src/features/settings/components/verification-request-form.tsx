import { verificationLimits, verificationMessages, verificationNoteSchema } from '@circles/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { ImageUp, LockKeyhole } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { getErrorMessage } from '../../../lib/api-client';
import { checkMediaFile } from '../../../lib/check-media-file';
import { toast } from '../../../lib/toast';
import { useRequestVerification } from '../api/request-verification';

/** The note by the contracts rule; the photo must be there (its type and size are checked as it is picked). */
const requestFormSchema = verificationNoteSchema.extend({
  photo: z.instanceof(File, { error: verificationMessages.photoRequired }),
});

/** The request: a photo of an identity document (checked here for type and size, again on the server) and a note. */
export function VerificationRequestForm() {
  const id = useId();
  const send = useRequestVerification();
  const form = useForm<z.input<typeof requestFormSchema>, unknown, z.output<typeof requestFormSchema>>({
    resolver: zodResolver(requestFormSchema),
    defaultValues: { photo: undefined, note: '' },
  });
  const photoError = form.formState.errors.photo?.message;
  const preview = usePreviewUrl(form.watch('photo') ?? null);

  const onSubmit = form.handleSubmit(({ photo, note }) => {
    send.mutate({ photo, note: note ?? '' }, { onSuccess: () => toast.success(verificationMessages.sent) });
  });

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 rounded-xl border p-4">
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-photo`}>Identity photo</Label>
        <p id={`${id}-photo-hint`} className="text-muted-foreground">
          A clear photo of your passport, identity card or driving licence (JPEG, PNG or WebP).
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {preview ? (
            <img
              src={preview}
              alt="The identity document you chose"
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
                form.setValue('photo', file);
                form.clearErrors('photo');
                return;
              }
              form.resetField('photo');
              if (problem) {
                form.setError('photo', { message: problem });
                event.target.value = '';
              }
            }}
          />
        </div>
        <p id={`${id}-photo-error`} aria-live="polite" className="min-h-5 text-danger">
          {photoError}
        </p>
      </div>

      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-note`}>Note for the reviewer (optional)</Label>
        <Controller
          control={form.control}
          name="note"
          render={({ field }) => (
            <textarea
              {...field}
              id={`${id}-note`}
              value={field.value ?? ''}
              rows={2}
              maxLength={verificationLimits.noteMax}
              onChange={(event) => field.onChange(event.target.value.slice(0, verificationLimits.noteMax))}
              className="min-h-16 w-full resize-y rounded-xl border border-input bg-card px-3.5 py-2.5 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 sm:text-sm"
            />
          )}
        />
      </div>

      <p className="flex items-start gap-2 text-muted-foreground">
        <LockKeyhole aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {verificationMessages.photoPrivacy}
      </p>

      {send.error ? <Alert>{getErrorMessage(send.error, verificationMessages.requestFailed)}</Alert> : null}

      <Button type="submit" isLoading={send.isPending} className="self-start">
        {send.isPending ? 'Sending…' : 'Request verification'}
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
