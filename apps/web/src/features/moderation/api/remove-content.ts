import type { ModerationResult, RemoveContentInput } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationKeys } from '../../../api/moderation/keys';
import { api } from '../../../lib/api-client';

/** POST /api/moderation/remove → the post or comment is gone and its author is told why. */
export const removeContent = (input: RemoveContentInput): Promise<ModerationResult> =>
  api.post<ModerationResult>('/moderation/remove', input);

export function useRemoveContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeContent,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: moderationKeys.all });
      // Feeds and threads belong to the posts and comments features; their keys start so.
      void queryClient.invalidateQueries({ queryKey: ['posts'] });
      void queryClient.invalidateQueries({ queryKey: ['comments'] });
    },
  });
}
