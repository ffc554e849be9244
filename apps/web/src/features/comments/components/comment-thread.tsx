import type { Comment, Reply } from '@circles/contracts';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { cn } from '../../../lib/cn';
import { CommentItem } from './comment-item';

const toggleStyles =
  'focus-ring inline-flex h-8 w-fit items-center rounded-full px-2.5 text-xs font-semibold text-primary transition-colors hover:bg-accent';

type CommentThreadProps = {
  postId: string;
  comment: Comment;
  viewerId: string | undefined;
  /**
   * The id of the comment or reply whose reply box is open in the section (docs/product.md §Behaviour: one at a
   * time), if any.
   */
  openReplyId: string | null;
  onOpenReply: (itemId: string) => void;
  onCloseReply: () => void;
};

/** A top-level comment and its replies (oldest first), which can be hidden ('See N Replies') and shown again. */
export function CommentThread({
  postId,
  comment,
  viewerId,
  openReplyId,
  onOpenReply,
  onCloseReply,
}: CommentThreadProps) {
  const { t } = useLingui();
  const [areRepliesHidden, setAreRepliesHidden] = useState(false);
  const repliesId = useId();
  const { replies } = comment;
  // docs/product.md §Behaviour: 'See N Replies' word for word in English, one reply too (e2e/comments.spec.ts).
  const count = replies.length;
  const seeReplies = t`${plural(count, { one: 'See # Replies', other: 'See # Replies' })}`;
  const itemProps = (item: Reply) => ({
    postId,
    item,
    viewerId,
    isReplyBoxOpen: openReplyId === item.id,
    onOpenReply: () => onOpenReply(item.id),
    onCloseReply,
    onReplied: () => setAreRepliesHidden(false),
  });

  return (
    <li className="flex flex-col gap-2">
      <CommentItem {...itemProps(comment)} />
      {replies.length > 0 ? (
        <div className="ml-5 flex flex-col gap-1.5 sm:ml-13">
          {areRepliesHidden ? null : (
            <ul id={repliesId} aria-label={t`Replies`} className="flex flex-col gap-3 border-l-2 pt-1 pl-3">
              {replies.map((reply) => (
                <li key={reply.id}>
                  <CommentItem {...itemProps(reply)} isReply />
                </li>
              ))}
            </ul>
          )}
          <button
            type="button"
            className={cn(toggleStyles, !areRepliesHidden && '-ml-1')}
            aria-expanded={!areRepliesHidden}
            aria-controls={areRepliesHidden ? undefined : repliesId}
            onClick={() => {
              // A reply box inside the replies would vanish with them.
              if (!areRepliesHidden && replies.some((reply) => reply.id === openReplyId)) {
                onCloseReply();
              }
              setAreRepliesHidden(!areRepliesHidden);
            }}
          >
            {areRepliesHidden ? seeReplies : t`Hide replies`}
          </button>
        </div>
      ) : null}
    </li>
  );
}
