import type { Listing, ListingInput } from '@circles/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { marketplaceKeys } from './keys';

/** POST /api/marketplace/listings (a new listing) or PUT /api/marketplace/listings/:id (the seller's edit). */
export const saveOwnListing = ({ listingId, input }: { listingId?: string; input: ListingInput }) =>
  listingId
    ? api.put<Listing>(`/marketplace/listings/${encodeURIComponent(listingId)}`, input)
    : api.post<Listing>('/marketplace/listings', input);

export const useSaveOwnListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveOwnListing,
    onSuccess: (listing) => {
      queryClient.setQueryData(marketplaceKeys.listing(listing.id), listing);
      void queryClient.invalidateQueries({ queryKey: marketplaceKeys.all });
    },
  });
};
