import type { GovernanceComment as Comment } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { Heart } from 'lucide-react';
import { AuthorAvatar } from '../../../components/author-identity';
import { VerifiedBadge } from '../../../components/ui/verified-badge';
import { cn } from '../../../lib/cn';
import { useRelativeTime } from '../../../lib/relative-time';
import { useToggleCommentLike } from '../api/toggle-comment-like';

/** One comment on a proposal: author first name, verified badge, text and a like button with its count. */
export function GovernanceComment({ comment, label }: { comment: Comment; label?: string }) {
  const { t } = useLingui();
  const relativeTime = useRelativeTime();
  const { firstName } = comment.author;
  const likes = comment.likes;
  const like = useToggleCommentLike();
  return (
    <article
      aria-label={label ?? t`Comment by ${firstName}`}
      className="flex gap-3 rounded-xl bg-muted/60 p-3"
    >
      <AuthorAvatar author={{ ...comment.author, profileCompleted: false }} size="sm" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-x-1.5 text-sm">
          <span className="font-semibold">{comment.author.firstName}</span>
          {comment.author.isVerified ? <VerifiedBadge /> : null}
          <time dateTime={comment.createdAt} className="text-xs text-muted-foreground">
            {relativeTime(comment.createdAt)}
          </time>
        </p>
        <p className="mt-0.5 text-sm break-words whitespace-pre-line">{comment.content}</p>
      </div>
      <button
        type="button"
        aria-pressed={comment.isLiked}
        aria-label={t`Like comment, ${likes}`}
        disabled={like.isPending}
        onClick={() => like.mutate(comment.id)}
        className={cn(
          'focus-ring inline-flex h-8 shrink-0 items-center gap-1 self-start rounded-full px-2.5 text-xs font-medium',
          comment.isLiked
            ? 'text-rose-600 hover:bg-rose-500/10 dark:text-rose-400'
            : 'text-muted-foreground hover:bg-accent',
        )}
      >
        <Heart aria-hidden="true" className={cn('size-4', comment.isLiked && 'fill-current')} />
        {comment.likes}
      </button>
    </article>
  );
}
