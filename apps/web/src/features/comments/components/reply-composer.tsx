import { useLingui } from '@lingui/react/macro';
import { VerificationRequired } from '../../../components/verification-required';
import { useCreateComment } from '../api/create-comment';
import { useIsCommentGated } from '../lib/comment-gate';
import { CommentComposer } from './comment-composer';

type ReplyComposerProps = {
  postId: string;
  /** The top-level comment the reply goes under (replies are one level deep). */
  parentId: string;
  authorName: string;
  onClose: () => void;
  onReplied: () => void;
};

/**
 * The reply box: Enter sends (docs/product.md §Validation), Escape closes. A failed reply is logged only
 * (docs/product.md §Messages); its text stays.
 */
export function ReplyComposer({ postId, parentId, authorName, onClose, onReplied }: ReplyComposerProps) {
  const { t } = useLingui();
  const create = useCreateComment();
  // Issue #17: why and how to verify, instead of a reply the server would refuse.
  if (useIsCommentGated()) return <VerificationRequired action="comment" className="mt-1" />;
  return (
    <CommentComposer
      className="mt-1"
      label={t`Write a reply to ${authorName}`}
      placeholder={t`Reply to ${authorName}…`}
      submitLabel={t`Post reply`}
      hint={t`Enter to send · Esc to close`}
      pendingLabel={t`Posting…`}
      size="sm"
      autoFocus
      isPending={create.isPending}
      onSubmit={async (content) => {
        await create.mutateAsync({ postId, content, parentId });
        onReplied();
      }}
      onCancel={onClose}
    />
  );
}
