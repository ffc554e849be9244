import { limits } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useSchemaOnSend } from '../../../lib/forms/use-schema-on-send';
import { useCommentText } from '../lib/comment-messages';

type CommentComposerProps = {
  /** The textarea's accessible name, e.g. 'Write a comment'. */
  label: string;
  placeholder: string;
  submitLabel: string;
  pendingLabel: string;
  initialValue?: string;
  isPending: boolean;
  /** Already in the product's words (translated, docs/product.md §Messages); shown under the field. */
  error?: string | null;
  /** Resolves when saved (the field then empties); rejects to keep the text for another try. */
  onSubmit: (content: string) => Promise<unknown>;
  /** Escape and the Cancel button; without it there is no Cancel. */
  onCancel?: () => void;
  autoFocus?: boolean;
  /** The keyboard hint beside the buttons (hidden on small screens). */
  hint?: string;
  /** Keep the text after a successful submit (edit forms close instead). */
  keepValue?: boolean;
  size?: 'md' | 'sm';
  className?: string;
};

/**
 * A comment, reply or edit form. Enter submits (docs/product.md §Validation: replies are submitted with Enter),
 * Shift+Enter starts a new line, Escape cancels; content is trimmed and must not be empty.
 */
export function CommentComposer({
  label,
  placeholder,
  submitLabel,
  pendingLabel,
  initialValue = '',
  isPending,
  error,
  onSubmit,
  onCancel,
  autoFocus = false,
  keepValue = false,
  hint,
  size = 'md',
  className,
}: CommentComposerProps) {
  const { t } = useLingui();
  const commentText = useCommentText();
  const id = useId();
  // One field: its own state, checked with the contract's schema when sent (no message while typing: an empty box
  // just cannot be sent). No form library, so a post's page does not load one for its comment box.
  const [content, setContent] = useState(initialValue);
  const [invalid, setInvalid] = useState<string | null>(null);
  const canSubmit = content.trim().length > 0 && !isPending;
  const shownError = error || commentText(invalid ?? undefined);

  const loadEditCommentSchema = useSchemaOnSend(() =>
    import('../lib/edit-comment-schema').then((module) => module.editCommentSchema),
  );
  const send = async () => {
    const editCommentSchema = await loadEditCommentSchema();
    if (!editCommentSchema) return;
    const parsed = editCommentSchema.safeParse({ content });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setInvalid(null);
    void onSubmit(parsed.data.content).then(
      () => {
        if (!keepValue) setContent('');
      },
      // Already logged by the mutation (docs/product.md §Messages); the message shows below and the text stays.
      () => undefined,
    );
  };
  const submit = () => {
    if (canSubmit) void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
    }
  };

  return (
    <form
      className={cn('flex flex-col gap-2', className)}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${id}-content`} className="sr-only">
        {label}
      </label>
      <textarea
        id={`${id}-content`}
        name="content"
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        maxLength={limits.commentMax}
        rows={size === 'md' ? 3 : 2}
        // biome-ignore lint/a11y/noAutofocus: the box opens because the member asked to reply or edit here.
        autoFocus={autoFocus}
        aria-invalid={shownError ? true : undefined}
        aria-describedby={shownError ? `${id}-error` : undefined}
        className={cn(
          'w-full resize-y rounded-xl border border-input bg-card px-3.5 py-2.5 text-base text-foreground shadow-xs outline-none sm:text-sm',
          'placeholder:text-muted-foreground/80 transition-[border-color,box-shadow] duration-150',
          'focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30',
          'aria-invalid:border-destructive',
          size === 'sm' && 'min-h-16',
        )}
      />
      {shownError ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-danger">
          {shownError}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center justify-end gap-2">
        <span className="mr-auto hidden text-xs text-muted-foreground sm:inline">
          {hint ?? t`Enter to send · Shift+Enter for a new line`}
        </span>
        {onCancel ? (
          <Button variant="ghost" size="sm" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={!canSubmit} isLoading={isPending}>
          {isPending ? pendingLabel : submitLabel}
        </Button>
      </div>
    </form>
  );
}
