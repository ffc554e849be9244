import { type CreatePostInput, type MediaKind, type Post, postSchema } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { postsKeys } from './keys';
import { deletePostMedia, uploadPostMedia } from './upload-media';

/** POST /api/posts → 201 the new post. */
export const createPost = (input: CreatePostInput): Promise<Post> =>
  api.post('/posts', input, { schema: postSchema });

export type CreatePostDraft = {
  content: string;
  circleId: string;
  media: { file: File; kind: MediaKind } | null;
};

/** Uploads the draft's media (if any), then creates the post; a failed create deletes the upload again. */
export async function publishPost({ content, circleId, media }: CreatePostDraft): Promise<Post> {
  const upload = media ? await uploadPostMedia(media.file, media.kind) : null;
  const source = (url: string) => ({ original: 'english', english: url });
  try {
    return await createPost({
      content,
      circleId,
      imageUrl: upload?.kind === 'image' ? upload.url : undefined,
      videoSource: upload?.kind === 'video' ? source(upload.url) : undefined,
      audioSource: upload?.kind === 'audio' ? source(upload.url) : undefined,
    });
  } catch (error) {
    if (upload) await deletePostMedia(upload.path);
    throw error;
  }
}

/** Publish, then refetch the home feed and the circle's feed. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...postsKeys.all, 'create'],
    mutationFn: publishPost,
    onSuccess: async (_post, draft) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: postsKeys.homeFeed() }),
        queryClient.invalidateQueries({ queryKey: postsKeys.circleFeed(draft.circleId) }),
      ]);
    },
  });
}
