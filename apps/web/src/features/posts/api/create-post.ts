import {
  type CreatePostInput,
  type CreatePostResult,
  isPendingResult,
  type LanguageName,
  type MediaKind,
  type MediaSource,
  type UploadResult,
} from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rememberPendingPost } from '../../../api/posts/get-pending-posts';
import { postsKeys } from '../../../api/posts/keys';
import { api } from '../../../lib/api-client';
import { deletePostMedia, uploadPostMedia } from './upload-media';

/**
 * POST /api/posts → 201 the new post, or 202 a pending post when its video or audio is still being processed
 * (issue #52): it appears once ready, and its author sees its progress meanwhile.
 */
export const createPost = (input: CreatePostInput): Promise<CreatePostResult> =>
  api.post<CreatePostResult>('/posts', input);

/**
 * A photo is one file; a video or audio is one file per language, one of them the original (docs/product.md §Data).
 */
export type DraftMedia = {
  kind: MediaKind;
  files: { language: LanguageName; file: File }[];
  original: LanguageName;
};

export type CreatePostDraft = {
  content: string;
  circleId: string;
  media: DraftMedia | null;
  /** The photo's or video's description (issue #18). */
  mediaAlt?: string;
};

/**
 * Uploads the draft's files one by one, then creates the post. A failed upload or create deletes what was
 * uploaded, so nothing is left behind.
 */
export async function publishPost({
  content,
  circleId,
  media,
  mediaAlt,
}: CreatePostDraft): Promise<CreatePostResult> {
  const uploads: { language: LanguageName; upload: UploadResult }[] = [];
  try {
    for (const { language, file } of media?.files ?? [])
      uploads.push({ language, upload: await uploadPostMedia(file, media?.kind ?? 'image') });
    const source: MediaSource | undefined = media
      ? Object.assign(
          { original: media.original },
          ...uploads.map(({ language, upload }) => ({ [language]: upload.url })),
        )
      : undefined;
    return await createPost({
      content,
      circleId,
      imageUrl: media?.kind === 'image' ? uploads[0]?.upload.url : undefined,
      videoSource: media?.kind === 'video' ? source : undefined,
      audioSource: media?.kind === 'audio' ? source : undefined,
      mediaAlt: media && media.kind !== 'audio' && mediaAlt?.trim() ? mediaAlt.trim() : undefined,
    });
  } catch (error) {
    await Promise.all(uploads.map(({ upload }) => deletePostMedia(upload.path)));
    throw error;
  }
}

/** Publish, then refetch the home feed and the circle's feed. */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...postsKeys.all, 'create'],
    mutationFn: publishPost,
    onSuccess: async (result, draft) => {
      if (isPendingResult(result)) {
        rememberPendingPost(result.pending.id);
        await queryClient.invalidateQueries({ queryKey: postsKeys.pending() });
        return;
      }
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: postsKeys.homeFeed() }),
        queryClient.invalidateQueries({ queryKey: postsKeys.circleFeed(draft.circleId) }),
      ]);
    },
  });
}
