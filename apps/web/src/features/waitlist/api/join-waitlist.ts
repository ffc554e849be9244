import type { WaitlistRequest, WaitlistResponse } from '@circles/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/waitlist → 201 { message }; 409 duplicate (code 23505); 400 with fieldErrors.email. */
export const joinWaitlist = (body: WaitlistRequest): Promise<WaitlistResponse> =>
  api.post<WaitlistResponse>('/waitlist', body);

export const joinWaitlistMutationOptions = () =>
  mutationOptions({ mutationKey: ['waitlist', 'join'], mutationFn: joinWaitlist });

export const useJoinWaitlist = () => useMutation(joinWaitlistMutationOptions());
