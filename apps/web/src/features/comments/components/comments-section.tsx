import type { CommentsPage } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNeedsVerification } from '../../../api/verification/get-verification-status';
import { Button } from '../../../components/ui/button';
import { VerificationRequired } from '../../../components/verification-required';
import { useMe } from '../../../lib/session';
import { useCreateComment } from '../api/create-comment';
import { useComments } from '../api/get-comments';
import { CommentGateContext } from '../lib/comment-gate';
import { flattenComments } from '../lib/comments-cache';
import { CommentComposer } from './comment-composer';
import { CommentThread } from './comment-thread';

type CommentsSectionProps = {
  postId: string;
  /** The post's own comment count, shown while the list cannot be loaded (docs/product.md §Messages). */
  fallbackTotal?: number;
  /** The post's circle type: with REQUIRE_VERIFICATION on, only verified members comment in public circles. */
  circleType?: string;
  /** The first page of comments when the post's page brought it (one request for both). */
  firstPage?: CommentsPage;
};

/**
 * The comments under a post (docs/product.md §Data, §Behaviour): the count of top-level comments, the form, pages of
 * 3 newest first with 'Load more comments', and one reply box open at a time. A failed load is logged only and shows
 * an empty list with the total; a failed add is logged only and keeps its text (docs/product.md §Messages).
 */
export function CommentsSection({ postId, fallbackTotal = 0, circleType, firstPage }: CommentsSectionProps) {
  const { t } = useLingui();
  const comments = useComments(postId, firstPage);
  const create = useCreateComment();
  const me = useMe();
  // Issue #17: a Basic member reads why and how to verify instead of a form the server would refuse.
  const isGated = useNeedsVerification() && circleType === 'public';
  // docs/product.md §Behaviour: one reply box at a time, on the comment or reply with this id.
  const [openReplyId, setOpenReplyId] = useState<string | null>(null);
  const { error, data, hasNextPage, isFetchingNextPage, fetchNextPage } = comments;

  useEffect(() => {
    if (error) console.error('Failed to load comments', error);
  }, [error]);

  const list = flattenComments(data);
  const total = data?.pages.at(-1)?.total ?? fallbackTotal;
  const viewerId = me.data?.userId;

  return (
    <CommentGateContext value={isGated}>
      <section
        aria-label={t`Comments`}
        className="flex flex-col gap-5 rounded-2xl border bg-card p-4 shadow-soft sm:p-5"
      >
        <h2 className="text-lg font-semibold tracking-tight">
          <Trans>
            Comments <span className="font-normal text-muted-foreground">({total})</span>
          </Trans>
        </h2>

        {isGated ? (
          <VerificationRequired action="comment" />
        ) : (
          <CommentComposer
            label={t`Write a comment`}
            placeholder={t`Write a comment…`}
            submitLabel={t`Post comment`}
            pendingLabel={t`Posting…`}
            isPending={create.isPending}
            onSubmit={(content) => create.mutateAsync({ postId, content })}
          />
        )}

        {/* docs/product.md §Messages: after a failed load the list stays empty (the total still shows), without
            the invitation. */}
        {comments.isPending ? (
          <CommentsSkeleton />
        ) : list.length > 0 ? (
          <ul aria-label={t`Comment list`} className="flex flex-col gap-5">
            {list.map((comment) => (
              <CommentThread
                key={comment.id}
                postId={postId}
                comment={comment}
                viewerId={viewerId}
                openReplyId={openReplyId}
                onOpenReply={setOpenReplyId}
                onCloseReply={() => setOpenReplyId(null)}
              />
            ))}
          </ul>
        ) : error ? null : (
          <EmptyComments />
        )}

        {hasNextPage ? (
          <Button
            variant="outline"
            size="sm"
            className="self-center"
            isLoading={isFetchingNextPage}
            onClick={() => void fetchNextPage()}
          >
            {isFetchingNextPage ? t`Loading…` : t`Load more comments`}
          </Button>
        ) : null}
      </section>
    </CommentGateContext>
  );
}

function EmptyComments() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed px-4 py-8 text-center">
      <span className="inline-flex size-11 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <MessageCircle aria-hidden="true" className="size-5" />
      </span>
      <p className="font-medium">
        <Trans>No comments yet</Trans>
      </p>
      <p className="text-sm text-muted-foreground">
        <Trans>Be the first to share what you think.</Trans>
      </p>
    </div>
  );
}

function CommentsSkeleton() {
  const { t } = useLingui();
  return (
    <div role="status" aria-label={t`Loading comments`} className="flex flex-col gap-5">
      {[0, 1].map((row) => (
        <div key={row} aria-hidden="true" className="flex animate-pulse gap-3">
          <div className="size-10 shrink-0 rounded-full bg-muted" />
          <div className="flex flex-1 flex-col gap-2 rounded-2xl bg-muted/50 p-3">
            <div className="h-3 w-32 rounded bg-muted" />
            <div className="h-3 w-full rounded bg-muted" />
            <div className="h-3 w-2/3 rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}
