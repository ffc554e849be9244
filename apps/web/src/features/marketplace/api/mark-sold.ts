import type { Listing } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { marketplaceKeys } from './keys';

/** POST /api/marketplace/listings/:id/sold → the seller's listing, sold (it leaves the browse lists). */
export const markListingSold = (listingId: string) =>
  api.post<Listing>(`/marketplace/listings/${encodeURIComponent(listingId)}/sold`, {});

export const useMarkListingSold = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markListingSold,
    onSuccess: (listing) => {
      queryClient.setQueryData(marketplaceKeys.listing(listing.id), listing);
      void queryClient.invalidateQueries({ queryKey: marketplaceKeys.all });
    },
  });
};
