import type { PushTestResult } from '@circles/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/push/test → { subscriptions, sent }: a test push to each of the member's browsers (issue #41). */
export const sendTestPush = (): Promise<PushTestResult> => api.post('/push/test', {});

export const sendTestPushMutationOptions = () =>
  mutationOptions({ mutationKey: ['push', 'test'], mutationFn: sendTestPush });

export const useSendTestPush = () => useMutation(sendTestPushMutationOptions());
