import { governanceMessages, type Proposal } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/forms/lazy-zod-resolver';
import { useAddProposalComment } from '../api/add-proposal-comment';
import { useProposalComments } from '../api/get-proposal-comments';
import { GovernanceComment } from './governance-comment';
import { useGovernanceText } from './governance-texts';

const commentResolver = lazyZodResolver<{ content: string }>(() =>
  import('../lib/proposal-comment-schema').then((module) => module.proposalCommentSchema),
);

/** The proposal's comments and a box to add one; loaded when opened. */
export function ProposalDiscussion({ proposal }: { proposal: Proposal }) {
  const { t } = useLingui();
  const governanceText = useGovernanceText();
  const title = proposal.title;
  const comments = useProposalComments(proposal.id, true);
  const add = useAddProposalComment();
  // Checked again when sent; no message while typing (an empty box just cannot be sent).
  const form = useForm<{ content: string }>({
    resolver: commentResolver,
    defaultValues: { content: '' },
    reValidateMode: 'onSubmit',
  });
  const draft = form.watch('content') ?? '';
  const inputId = useId();
  const errorId = useId();
  const clientError = form.formState.errors.content?.message;
  const errorText = governanceText(
    clientError ?? (add.isError ? getErrorMessage(add.error, governanceMessages.commentRequired) : undefined),
  );

  const send = form.handleSubmit(({ content }) =>
    add.mutate({ proposalId: proposal.id, content }, { onSuccess: () => form.reset() }),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim()) void send(event);
  };

  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={onSubmit} className="flex flex-col gap-2">
        <label htmlFor={inputId} className="sr-only">
          <Trans>Comment on {title}</Trans>
        </label>
        <textarea
          id={inputId}
          {...form.register('content')}
          rows={2}
          maxLength={2000}
          placeholder={t`Share your view...`}
          aria-describedby={errorText ? errorId : undefined}
          className="focus-ring min-h-16 w-full resize-y rounded-xl border border-input bg-card px-3 py-2 text-sm"
        />
        {errorText ? (
          <p id={errorId} className="text-sm text-danger">
            {errorText}
          </p>
        ) : null}
        <Button
          type="submit"
          size="sm"
          className="self-end"
          disabled={!draft.trim()}
          isLoading={add.isPending}
        >
          <Trans>Comment</Trans>
        </Button>
      </form>
      {comments.isPending ? (
        <Spinner className="size-5 self-center text-muted-foreground" label={t`Loading comments`} />
      ) : comments.isError ? (
        <p className="text-sm text-danger">
          <Trans>Failed to load comments</Trans>
        </p>
      ) : comments.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          <Trans>No comments yet. Be the first to share your view.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {comments.data.map((comment) => (
            <li key={comment.id}>
              <GovernanceComment comment={comment} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
