import type { WaitlistRequest, WaitlistResponse } from '@circles/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/waitlist → 201 { message }; 409 duplicate (code 23505); 400 with fieldErrors.email. */
export const joinWaitlist = async (body: WaitlistRequest): Promise<WaitlistResponse> => {
  // The answer's schema loads with the request, not with / (zod stays out of its first download).
  const { waitlistResponseSchema } = await import('../../../lib/forms/public-form-schemas');
  return api.post('/waitlist', body, { schema: waitlistResponseSchema });
};

export const joinWaitlistMutationOptions = () =>
  mutationOptions({ mutationKey: ['waitlist', 'join'], mutationFn: joinWaitlist });

export const useJoinWaitlist = () => useMutation(joinWaitlistMutationOptions());
