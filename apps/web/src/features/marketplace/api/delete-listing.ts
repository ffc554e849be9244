import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { marketplaceKeys } from './keys';

/** DELETE /api/marketplace/listings/:id → the seller's listing and its photos are gone. */
export const deleteListing = (listingId: string) =>
  api.delete<{ message: string }>(`/marketplace/listings/${encodeURIComponent(listingId)}`);

export const useDeleteListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteListing,
    onSuccess: (_result, listingId) => {
      queryClient.removeQueries({ queryKey: marketplaceKeys.listing(listingId) });
      void queryClient.invalidateQueries({ queryKey: marketplaceKeys.all });
    },
  });
};
