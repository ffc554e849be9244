import type { DismissReportsInput, ModerationResult } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { moderationKeys } from '../../../api/moderation/keys';
import { api } from '../../../lib/api-client';

/** POST /api/moderation/dismiss → every open report about the item is closed. */
export const dismissReports = (input: DismissReportsInput): Promise<ModerationResult> =>
  api.post<ModerationResult>('/moderation/dismiss', input);

export function useDismissReports() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissReports,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
