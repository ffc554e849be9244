import { lazy, Suspense } from 'react';
import { usePendingPosts } from '../../api/posts/get-pending-posts';

// The list's look (icons, progress, Dismiss) loads only when the member has a post waiting: most pages never need it,
// and the page's first load stays within its budget (decision 0043).
const PendingPostList = lazy(() =>
  import('./pending-post-list').then((module) => ({ default: module.PendingPostList })),
);

/**
 * Issue #52: the viewer's own posts whose video or audio is still being processed ('Processing video… 40%'), or
 * that could not be published, above a feed; only their author sees them. `circleId` limits them to one circle.
 */
export function PendingPosts({ circleId }: { circleId?: string }) {
  const { data } = usePendingPosts();
  const shown = data?.pending.filter((post) => !circleId || post.circleId === circleId) ?? [];
  if (shown.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <PendingPostList posts={shown} />
    </Suspense>
  );
}
