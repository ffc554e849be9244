import { CommentsSection } from '../../features/comments/components/comments-section';
import { PostDetailPage, type RenderComments } from '../../features/posts/pages/post-detail-page';

const renderComments: RenderComments = ({ postId, post, firstComments }) => (
  <CommentsSection
    postId={postId}
    fallbackTotal={post.engagement.comments}
    circleType={post.circle.type}
    firstPage={firstComments}
  />
);

/** /circles/:circleId/posts/:postId: the posts feature's page with the comments feature's thread under it. */
export function PostPageWithComments() {
  return <PostDetailPage renderComments={renderComments} />;
}
