import { governanceMessages, type Proposal } from '@circles/contracts';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { useAddProposalComment } from '../api/add-proposal-comment';
import { useProposalComments } from '../api/get-proposal-comments';
import { GovernanceComment } from './governance-comment';

/** The proposal's comments and a box to add one; loaded when opened. */
export function ProposalDiscussion({ proposal }: { proposal: Proposal }) {
  const comments = useProposalComments(proposal.id, true);
  const add = useAddProposalComment();
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const errorId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const content = draft.trim();
    if (!content) return;
    add.mutate({ proposalId: proposal.id, content }, { onSuccess: () => setDraft('') });
  };

  return (
    <div className="flex flex-col gap-3">
      <form onSubmit={onSubmit} className="flex flex-col gap-2">
        <label htmlFor={inputId} className="sr-only">
          Comment on {proposal.title}
        </label>
        <textarea
          id={inputId}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          rows={2}
          maxLength={2000}
          placeholder="Share your view..."
          aria-describedby={add.isError ? errorId : undefined}
          className="focus-ring min-h-16 w-full resize-y rounded-xl border border-input bg-card px-3 py-2 text-sm"
        />
        {add.isError ? (
          <p id={errorId} className="text-sm text-danger">
            {getErrorMessage(add.error, governanceMessages.commentRequired)}
          </p>
        ) : null}
        <Button
          type="submit"
          size="sm"
          className="self-end"
          disabled={!draft.trim()}
          isLoading={add.isPending}
        >
          Comment
        </Button>
      </form>
      {comments.isPending ? (
        <Spinner className="size-5 self-center text-muted-foreground" label="Loading comments" />
      ) : comments.isError ? (
        <p className="text-sm text-danger">Failed to load comments</p>
      ) : comments.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">No comments yet. Be the first to share your view.</p>
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
