import { notificationMessages } from '@circles/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useContractText } from '../../../lib/contract-messages';
import { toast } from '../../../lib/toast';
import { notificationListTexts } from '../lib/notification-texts';
import { markAllReadInCache } from '../lib/notifications-cache';
import { notificationsKeys } from './keys';

/** POST /api/notifications/read-all → every notification of the viewer read. */
export const markAllNotificationsRead = (): Promise<{ success: boolean }> =>
  api.post('/notifications/read-all');

export const markAllNotificationsReadMutationOptions = () =>
  mutationOptions({
    mutationKey: [...notificationsKeys.all, 'mark-all-read'],
    mutationFn: markAllNotificationsRead,
  });

/**
 * docs/product.md §Behaviour mark all: all read and the count 0 at once; a failure puts them back and says so
 * (§Messages).
 */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  const contractText = useContractText(notificationListTexts);
  return useMutation({
    ...markAllNotificationsReadMutationOptions(),
    onMutate: () => ({ undo: markAllReadInCache(queryClient) }),
    onError: (_error, _variables, context) => {
      context?.undo();
      toast.error(contractText(notificationMessages.markAllFailed));
    },
    // The Unread list drops what is now read.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKeys.list('unread') }),
  });
}
