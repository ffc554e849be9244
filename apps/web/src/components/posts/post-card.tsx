import type { Post } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { MessageCircle } from 'lucide-react';
import { lazy, memo, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { cn } from '../../lib/cn';
import { useMe } from '../../lib/session';
import { AuthorAvatar, AuthorAvatarLink, AuthorIcons, AuthorNameLink } from '../author-identity';
import { LikeButton } from '../like-button';
import { RelativeTime } from '../relative-time';
import { VerifiedBadge } from '../ui/verified-badge';
import { FavoriteButton } from './favorite-button';
import { PostContent } from './post-content';
import { PostMedia } from './post-media';
import { PostMuteOptions } from './post-mute-options';
import { PostOptionsMenu } from './post-options-menu';
import { postHref } from './post-paths';
import { SharePostButton } from './share-post-button';

// A card's menu (edit and delete for its author, mute for everyone else) comes with the card: a card drawn on the
// server is hydrated whole, so a tap on its menu button opens the menu (a lazy menu left the button dead until
// its code arrived, and React does not replay a tap on a part it could not hydrate). The editor and the delete
// dialog load when picked: the editor's form library (react-hook-form) stays out of every feed (issue #16).
const cardEditors = () => import('./post-card-editors');
const EditPostForm = lazy(() => cardEditors().then((module) => ({ default: module.EditPostForm })));
const DeletePostDialog = lazy(() => cardEditors().then((module) => ({ default: module.DeletePostDialog })));

/** One post in a feed or on its own page (docs/product.md §Data Post). */
/**
 * `isDetail`: on the post's own page, without the link to itself. `onDeleted`: where to go when the author deletes
 * the post (its own page leaves; a feed simply drops the card).
 */
export const PostCard = memo(function PostCard({
  post,
  isDetail = false,
  className,
  onDeleted,
}: {
  post: Post;
  isDetail?: boolean;
  className?: string;
  onDeleted?: () => void;
}) {
  const { t, i18n } = useLingui();
  const { author, circle } = post;
  const authorName = author.fullName;
  const comments = post.engagement.comments;
  const editedAt = post.editedAt ? new Date(post.editedAt).toLocaleString(i18n.locale) : null;
  const href = postHref(circle.id, post.id);
  const viewerId = useMe().data?.userId;
  const isAuthor = viewerId === author.id;
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  return (
    <article
      aria-label={t`Post by ${authorName}`}
      className={cn('flex flex-col gap-3 rounded-2xl border bg-card p-4 shadow-soft sm:p-5', className)}
    >
      <header className="flex items-start gap-3">
        <AuthorAvatarLink handle={author.screenName}>
          <AuthorAvatar author={author} />
        </AuthorAvatarLink>
        <div className="min-w-0 flex-1">
          {/* The header's links are at least 24 px tall, as a finger needs (WCAG 2.5.8); their text is 16-20 px. */}
          <p className="flex flex-wrap items-center gap-x-1.5 text-sm">
            <AuthorNameLink
              handle={author.screenName}
              className="inline-flex min-h-6 items-center font-semibold"
            >
              {author.fullName}
            </AuthorNameLink>
            {author.isVerified ? <VerifiedBadge className="size-4" /> : null}
            <span className="text-muted-foreground">@{author.screenName}</span>
            <AuthorIcons iconCodes={author.iconCodes} />
          </p>
          <p className="flex flex-wrap items-center gap-x-1.5 text-xs text-muted-foreground">
            <Link
              to={`/circles/${encodeURIComponent(circle.id)}`}
              className="focus-ring inline-flex min-h-6 items-center rounded font-medium text-primary hover:underline"
            >
              {circle.name}
            </Link>
            <span aria-hidden="true">·</span>
            <Link to={href} className="focus-ring inline-flex min-h-6 items-center rounded hover:underline">
              <RelativeTime iso={post.timestamp} />
            </Link>
            {editedAt ? (
              <span className="italic" title={t`Edited ${editedAt}`}>
                <Trans>(edited)</Trans>
              </span>
            ) : null}
          </p>
        </div>
        {viewerId && !isEditing ? (
          isAuthor ? (
            <PostOptionsMenu
              isAuthor
              onEdit={() => setIsEditing(true)}
              onDelete={() => setIsConfirmingDelete(true)}
            />
          ) : (
            <PostMuteOptions post={post} />
          )
        ) : null}
      </header>

      {isEditing ? (
        <Suspense fallback={<PostContent text={post.content} />}>
          <EditPostForm post={post} onDone={() => setIsEditing(false)} />
        </Suspense>
      ) : (
        <PostContent text={post.content} />
      )}
      <PostMedia post={post} />

      <footer className="-mx-2 -mb-1 flex flex-wrap items-center gap-1 border-t pt-2">
        <LikeButton
          likeableType="post"
          likeableId={post.id}
          liked={post.isLiked}
          count={post.engagement.likes}
        />
        <Link
          to={href}
          aria-label={t`Comments, ${comments}`}
          className="focus-ring inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium text-muted-foreground hover:bg-accent"
        >
          <MessageCircle aria-hidden="true" className="size-4.5" />
          {post.engagement.comments}
        </Link>
        <SharePostButton post={post} />
        <FavoriteButton postId={post.id} isSaved={post.isSaved} />
        {isDetail ? null : (
          <Link
            to={href}
            className="focus-ring ml-auto rounded-full px-3 py-1.5 text-xs font-semibold text-primary hover:bg-accent"
          >
            <Trans>View post</Trans>
          </Link>
        )}
      </footer>
      {isAuthor && isConfirmingDelete ? (
        <Suspense fallback={null}>
          <DeletePostDialog
            postId={post.id}
            open={isConfirmingDelete}
            onOpenChange={setIsConfirmingDelete}
            onDeleted={onDeleted}
          />
        </Suspense>
      ) : null}
    </article>
  );
});

export function PostCardSkeleton() {
  return (
    <div aria-hidden="true" className="flex animate-pulse flex-col gap-3 rounded-2xl border bg-card p-5">
      <div className="flex items-center gap-3">
        <div className="size-10 rounded-full bg-muted" />
        <div className="flex flex-1 flex-col gap-2">
          <div className="h-3 w-40 rounded bg-muted" />
          <div className="h-2.5 w-24 rounded bg-muted" />
        </div>
      </div>
      <div className="h-3 w-full rounded bg-muted" />
      <div className="h-3 w-2/3 rounded bg-muted" />
    </div>
  );
}
