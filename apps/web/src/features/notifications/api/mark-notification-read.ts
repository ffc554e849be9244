import { notificationMessages } from '@circles/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { useContractText } from '../../../lib/contract-messages';
import { toast } from '../../../lib/toast';
import { notificationListTexts } from '../lib/notification-texts';
import { markReadInCache } from '../lib/notifications-cache';
import { notificationsKeys } from './keys';

/** POST /api/notifications/:id/read → { success: true }; someone else's notification is a 404. */
export const markNotificationRead = (id: string): Promise<{ success: boolean }> =>
  api.post(`/notifications/${encodeURIComponent(id)}/read`);

export const markNotificationReadMutationOptions = () =>
  mutationOptions({ mutationKey: [...notificationsKeys.all, 'mark-read'], mutationFn: markNotificationRead });

/**
 * Marks one read at once in every list and the count (docs/product.md §Behaviour); a failure puts it back and says
 * so (§Messages).
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const contractText = useContractText(notificationListTexts);
  return useMutation({
    ...markNotificationReadMutationOptions(),
    onMutate: (id) => ({ undo: markReadInCache(queryClient, id) }),
    onError: (_error, _id, context) => {
      context?.undo();
      toast.error(contractText(notificationMessages.markReadFailed));
    },
  });
}
