import type { ModerationResult, SuspendMemberInput } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { moderationKeys } from './keys';

/** POST /api/moderation/suspensions → the member is suspended and signed out everywhere. */
export const suspendMember = (input: SuspendMemberInput): Promise<ModerationResult> =>
  api.post<ModerationResult>('/moderation/suspensions', input);

export function useSuspendMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: suspendMember,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
