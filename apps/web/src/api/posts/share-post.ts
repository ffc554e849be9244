import type { ShareResult } from '@circles/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/** POST /api/posts/:postId/shares → { shares }: the member's share is counted once per post. */
export const sharePost = (postId: string): Promise<ShareResult> =>
  api.post<ShareResult>(`/posts/${encodeURIComponent(postId)}/shares`, {});

export const sharePostMutationOptions = () =>
  mutationOptions({ mutationKey: ['posts', 'share'], mutationFn: sharePost });

export const useSharePost = () => useMutation(sharePostMutationOptions());
