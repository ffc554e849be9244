import type { DigestTestResult } from '@circles/contracts';
import { mutationOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/notifications/test-digest → { sentTo, unread }: the member's email digest now (issue #54). */
export const sendTestDigest = (): Promise<DigestTestResult> => api.post('/notifications/test-digest', {});

export const sendTestDigestMutationOptions = () =>
  mutationOptions({ mutationKey: ['notifications', 'test-digest'], mutationFn: sendTestDigest });

export const useSendTestDigest = () => useMutation(sendTestDigestMutationOptions());
