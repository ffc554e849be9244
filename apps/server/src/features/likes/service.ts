import type { LikeableType, LikeState } from '@circles/contracts';
import type { CommentsService } from '../comments/service';
import type { createPostsService } from '../posts/service';
import type { LikesRepository } from './repository';

/** Likes follow the item's visibility: no like on, or like count from, a post the member may not see. */
export const createLikesService = (deps: {
  repository: LikesRepository;
  posts: ReturnType<typeof createPostsService>;
  comments: CommentsService;
}) => {
  const ensureVisible = (type: LikeableType, id: string, viewerId: string) =>
    type === 'post' ? deps.posts.visiblePost(id, viewerId) : deps.comments.visibleComment(id, viewerId);

  return {
    async toggle(type: LikeableType, id: string, viewerId: string): Promise<LikeState> {
      await ensureVisible(type, id, viewerId);
      return deps.repository.toggle(type, id, viewerId);
    },

    async state(type: LikeableType, id: string, viewerId: string): Promise<LikeState> {
      await ensureVisible(type, id, viewerId);
      return deps.repository.state(type, id, viewerId);
    },
  };
};
