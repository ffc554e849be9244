import { commentMessages, messages, type Reply } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { MessageCircleOff } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';
import {
  AuthorAvatar,
  AuthorAvatarLink,
  AuthorIcons,
  AuthorNameLink,
} from '../../../components/author-identity';
import { LikeButton } from '../../../components/like-button';
import { RelativeTime } from '../../../components/relative-time';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { cn } from '../../../lib/cn';
import { screenErrorMessage } from '../../../lib/translate-error';
import { useEditComment } from '../api/edit-comment';
import { useCommentText } from '../lib/comment-messages';
import { setCommentLikeInCache } from '../lib/comments-cache';
import { replyParentId } from '../lib/replies';
import { CommentComposer } from './comment-composer';
import { DeleteCommentDialog } from './delete-comment-dialog';
import { ReplyComposer } from './reply-composer';

// Reporting (issue #17) loads only when someone opens it.
const ReportDialog = lazy(() =>
  import('../../../components/report-dialog').then((module) => ({ default: module.ReportDialog })),
);

const actionStyles =
  'focus-ring inline-flex h-8 items-center rounded-full px-2.5 text-xs font-semibold text-muted-foreground transition-colors hover:bg-accent hover:text-foreground';

type CommentItemProps = {
  postId: string;
  item: Reply;
  viewerId: string | undefined;
  isReply?: boolean;
  /**
   * docs/product.md §Behaviour: one reply box open at a time in the section; the section says whether it is this
   * item's.
   */
  isReplyBoxOpen: boolean;
  onOpenReply: () => void;
  onCloseReply: () => void;
  /** After a reply was posted (the thread then shows its replies). */
  onReplied: () => void;
};

/** One comment or reply: author, time, text (or the removed line), like, Reply, and Edit/Delete for its author. */
export function CommentItem({
  postId,
  item,
  viewerId,
  isReply = false,
  isReplyBoxOpen,
  onOpenReply,
  onCloseReply,
  onReplied,
}: CommentItemProps) {
  const { t } = useLingui();
  const commentText = useCommentText();
  const queryClient = useQueryClient();
  const edit = useEditComment(postId);
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const [isReporting, setIsReporting] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const replyButton = useRef<HTMLButtonElement>(null);
  const { author } = item;
  const isAuthor = Boolean(viewerId) && author.userId === viewerId;
  const authorName = author.firstName || author.fullName;
  const { fullName } = author;

  const stopEditing = () => {
    setIsEditing(false);
    edit.reset();
    // The Edit button is back on the next frame; return focus to it.
    requestAnimationFrame(() => editButton.current?.focus());
  };

  const closeReplyBox = () => {
    onCloseReply();
    replyButton.current?.focus();
  };

  if (item.isDeleted) {
    return (
      <article aria-label={isReply ? t`Removed reply` : t`Removed comment`} className="flex gap-3">
        <span
          aria-hidden="true"
          className={cn(
            'inline-flex shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground',
            isReply ? 'size-8' : 'size-10',
          )}
        >
          <MessageCircleOff className="size-4" />
        </span>
        <div className="min-w-0 flex-1 rounded-2xl border border-dashed px-3.5 py-2.5">
          <p className="text-sm italic text-muted-foreground">{commentText(commentMessages.removed)}</p>
        </div>
      </article>
    );
  }

  return (
    <article
      aria-label={isReply ? t`Reply by ${fullName}` : t`Comment by ${fullName}`}
      className="flex gap-3"
    >
      <AuthorAvatarLink handle={author.screenName}>
        <AuthorAvatar author={author} size={isReply ? 'sm' : 'md'} />
      </AuthorAvatarLink>
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="rounded-2xl bg-muted/60 px-3.5 py-2.5 dark:bg-muted/40">
          <p className="flex flex-wrap items-center gap-x-1.5 text-sm">
            <AuthorNameLink handle={author.screenName} className="font-semibold">
              {author.fullName}
            </AuthorNameLink>
            {author.isVerified ? <VerifiedBadge className="size-4" /> : null}
            <AuthorIcons iconCodes={author.iconCodes} className="text-sm" />
            <span className="inline-flex items-center gap-1.5 whitespace-nowrap text-xs text-muted-foreground">
              <span aria-hidden="true" className="hidden sm:inline">
                ·
              </span>
              <RelativeTime iso={item.createdAt} />
              {item.isEdited ? (
                <span className="italic">
                  <Trans>(edited)</Trans>
                </span>
              ) : null}
            </span>
          </p>
          {isEditing ? (
            <CommentComposer
              className="mt-2"
              label={isReply ? t`Edit reply` : t`Edit comment`}
              placeholder={isReply ? t`Edit your reply` : t`Edit your comment`}
              submitLabel={t`Save`}
              hint={t`Enter to save · Esc to cancel`}
              pendingLabel={t`Saving…`}
              initialValue={item.content}
              keepValue
              autoFocus
              size="sm"
              isPending={edit.isPending}
              error={
                edit.isError ? commentText(screenErrorMessage(edit.error, messages.backend.unexpected)) : null
              }
              onSubmit={async (content) => {
                await edit.mutateAsync({ commentId: item.id, content });
                stopEditing();
              }}
              onCancel={stopEditing}
            />
          ) : (
            <p className="mt-0.5 text-sm break-words whitespace-pre-wrap">{item.content}</p>
          )}
        </div>

        {isEditing ? null : (
          <div className="-ml-1 flex flex-wrap items-center gap-0.5">
            <LikeButton
              likeableType="comment"
              likeableId={item.id}
              liked={item.isLiked}
              count={item.likesCount}
              size="sm"
              onSettled={(state) => setCommentLikeInCache(queryClient, postId, item.id, state)}
            />
            <button
              ref={replyButton}
              type="button"
              className={actionStyles}
              aria-expanded={isReplyBoxOpen}
              aria-label={t`Reply to ${authorName}`}
              onClick={isReplyBoxOpen ? onCloseReply : onOpenReply}
            >
              <Trans>Reply</Trans>
            </button>
            {isAuthor ? (
              <>
                <button
                  ref={editButton}
                  type="button"
                  className={actionStyles}
                  onClick={() => setIsEditing(true)}
                >
                  <Trans>Edit</Trans>
                </button>
                <button
                  type="button"
                  className={cn(actionStyles, 'hover:bg-danger-surface hover:text-danger')}
                  onClick={() => setIsConfirmingDelete(true)}
                >
                  <Trans>Delete</Trans>
                </button>
                <DeleteCommentDialog
                  postId={postId}
                  commentId={item.id}
                  isReply={isReply}
                  open={isConfirmingDelete}
                  onOpenChange={setIsConfirmingDelete}
                />
              </>
            ) : viewerId ? (
              <button
                type="button"
                className={actionStyles}
                aria-label={isReply ? t`Report reply by ${authorName}` : t`Report comment by ${authorName}`}
                onClick={() => setIsReporting(true)}
              >
                <Trans>Report</Trans>
              </button>
            ) : null}
            {isReporting ? (
              <Suspense fallback={null}>
                <ReportDialog
                  target={{ targetType: 'comment', targetId: item.id }}
                  subject={isReply ? t`this reply by ${fullName}` : t`this comment by ${fullName}`}
                  open={isReporting}
                  onOpenChange={setIsReporting}
                />
              </Suspense>
            ) : null}
          </div>
        )}
        {isReplyBoxOpen ? (
          <ReplyComposer
            postId={postId}
            parentId={replyParentId(item)}
            authorName={authorName}
            onClose={closeReplyBox}
            onReplied={() => {
              onReplied();
              closeReplyBox();
            }}
          />
        ) : null}
      </div>
    </article>
  );
}
