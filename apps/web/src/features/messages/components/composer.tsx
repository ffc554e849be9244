import { directMessageLimits, directMessageTexts, mediaRules } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ImagePlus, SendHorizontal, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { getErrorMessage } from '../../../lib/api-client';
import { checkMediaFile } from '../../../lib/check-media-file';
import { useSendMessage } from '../api/send-message';
import { uploadMessagePhoto } from '../api/upload-photo';
import { useMessageText } from './message-texts';

/**
 * Text (up to 2,000 characters) and/or one photo; Enter sends, Shift+Enter starts a new line. initialBody starts
 * the text (a listing's 'Message seller' draft).
 */
export function Composer({
  conversationId,
  initialBody,
  disabled,
}: {
  conversationId: string;
  initialBody?: string;
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const messageText = useMessageText();
  const [body, setBody] = useState(initialBody ?? '');
  const [photo, setPhoto] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isUploading, setIsUploading] = useState(false);
  const send = useSendMessage();
  const fileInput = useRef<HTMLInputElement>(null);
  const textId = useId();
  const errorId = useId();

  useEffect(() => {
    if (!photo) return setPreview(null);
    const url = URL.createObjectURL(photo);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [photo]);

  const maxMegabytes = Math.round(mediaRules.image.maxBytes / 1024 / 1024);
  const tooLong = body.trim().length > directMessageLimits.bodyMax;
  const isBusy = isUploading || send.isPending;
  const canSend = !disabled && !isBusy && !tooLong && (body.trim() !== '' || photo !== null);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!canSend) return;
    setError(null);
    try {
      let imageUrl: string | undefined;
      if (photo) {
        setIsUploading(true);
        imageUrl = (await uploadMessagePhoto(photo)).url;
      }
      await send.mutateAsync({ conversationId, body, imageUrl });
      setBody('');
      setPhoto(null);
    } catch (caught) {
      setError(getErrorMessage(caught, directMessageTexts.sendFailed));
    } finally {
      setIsUploading(false);
    }
  }

  return (
    <form
      onSubmit={(event) => void submit(event)}
      className="flex flex-col gap-2 border-t bg-background/95 p-3"
    >
      {preview ? (
        <div className="relative w-fit">
          <img src={preview} alt={t`Chosen to send`} className="max-h-32 rounded-xl border object-contain" />
          <button
            type="button"
            aria-label={t`Remove the photo`}
            onClick={() => setPhoto(null)}
            className="focus-ring absolute -top-2 -right-2 inline-flex size-7 items-center justify-center rounded-full border bg-background shadow-soft"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        </div>
      ) : null}
      {error || tooLong ? (
        <p id={errorId} role="alert" className="text-sm text-danger">
          {messageText(tooLong ? directMessageTexts.tooLong : (error ?? undefined))}
        </p>
      ) : null}
      <div className="flex items-end gap-2">
        <input
          ref={fileInput}
          type="file"
          accept="image/*"
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (!file) return;
            const problem = checkMediaFile(file, 'image');
            setError(problem);
            if (!problem) setPhoto(file);
          }}
        />
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t`Add a photo`}
          title={t`Add a photo (up to ${maxMegabytes} MB)`}
          disabled={disabled || isBusy}
          onClick={() => fileInput.current?.click()}
        >
          <ImagePlus aria-hidden="true" className="size-5" />
        </Button>
        <label htmlFor={textId} className="sr-only">
          <Trans>Message</Trans>
        </label>
        <textarea
          id={textId}
          value={body}
          rows={1}
          placeholder={t`Write a message…`}
          disabled={disabled}
          aria-invalid={tooLong || undefined}
          aria-describedby={error || tooLong ? errorId : undefined}
          onChange={(event) => setBody(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              void submit();
            }
          }}
          className="focus-ring max-h-40 min-h-10 flex-1 resize-none rounded-2xl border bg-card px-3.5 py-2 text-base [field-sizing:content] sm:text-[15px] placeholder:text-muted-foreground disabled:opacity-60"
        />
        <Button type="submit" size="icon" aria-label={t`Send`} disabled={!canSend} isLoading={isBusy}>
          <SendHorizontal aria-hidden="true" className="size-5" />
        </Button>
      </div>
    </form>
  );
}
