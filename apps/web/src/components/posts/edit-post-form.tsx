import { editPostSchema, limits, type Post, postMessages } from '@circles/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type KeyboardEvent, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useEditPost } from '../../api/posts/edit-post';
import { getErrorMessage } from '../../lib/api-client';
import { useContractText } from '../../lib/contract-messages';
import { toast } from '../../lib/toast';
import { memberContractMessages } from '../member-contract-messages';
import { Button } from '../ui/button';
import { PostTextCounter } from './post-text-counter';

/**
 * The author edits a post's text in place, under the post rules of docs/product.md §Validation (280 characters, not
 * empty). Ctrl or Cmd + Enter saves, Escape cancels; a failed save keeps the text.
 */
export function EditPostForm({ post, onDone }: { post: Post; onDone: () => void }) {
  const { t } = useLingui();
  const contractText = useContractText(memberContractMessages);
  const id = useId();
  // Checked as the member types: emptying the text says so at once (the product's message) and disables Save.
  const form = useForm({
    resolver: zodResolver(editPostSchema),
    defaultValues: { content: post.content },
    mode: 'onChange',
  });
  const content = form.watch('content') ?? '';
  const contentError = contractText(form.formState.errors.content?.message);
  const edit = useEditPost();
  const canSave = content.trim().length > 0 && !edit.isPending;

  const send = form.handleSubmit(({ content: text }) => {
    if (text === post.content) {
      onDone();
      return;
    }
    edit.mutate(
      { postId: post.id, content: text },
      {
        onSuccess: () => {
          toast.success(contractText(postMessages.postUpdated));
          onDone();
        },
      },
    );
  });
  const save = (event?: FormEvent) => {
    event?.preventDefault();
    if (canSave) void send();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    } else if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    }
  };

  return (
    <form onSubmit={save} className="flex flex-col gap-2" noValidate>
      <label htmlFor={`${id}-text`} className="sr-only">
        <Trans>Edit post text</Trans>
      </label>
      <Controller
        control={form.control}
        name="content"
        render={({ field }) => (
          <textarea
            {...field}
            id={`${id}-text`}
            // biome-ignore lint/a11y/noAutofocus: the member just chose Edit; the text is what they came for
            autoFocus
            onFocus={(event) => event.currentTarget.setSelectionRange(content.length, content.length)}
            onChange={(event) => field.onChange(event.target.value.slice(0, limits.postMax))}
            onKeyDown={onKeyDown}
            rows={3}
            aria-describedby={`${id}-counter`}
            aria-invalid={contentError ? true : undefined}
            className="w-full resize-y rounded-xl border border-input bg-card px-3.5 py-2.5 text-base text-foreground shadow-xs outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/30 sm:text-sm"
          />
        )}
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <PostTextCounter id={`${id}-counter`} remaining={limits.postMax - content.length} />
        <div className="flex items-center gap-2">
          <span className="hidden text-xs text-muted-foreground sm:inline">
            <Trans>Ctrl+Enter to save · Esc to cancel</Trans>
          </span>
          <Button type="button" variant="ghost" size="sm" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" size="sm" disabled={!canSave} isLoading={edit.isPending}>
            {edit.isPending ? t`Saving…` : t`Save`}
          </Button>
        </div>
      </div>
      {contentError ? <p className="text-sm text-danger">{contentError}</p> : null}
      {edit.isError ? (
        <p role="alert" className="text-sm text-danger">
          {contractText(getErrorMessage(edit.error, postMessages.updateFailed))}
        </p>
      ) : null}
    </form>
  );
}
