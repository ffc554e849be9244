import type { Listing } from '@circles/contracts';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { circlesKeys } from '../../../api/circles/keys';
import { api } from '../../../lib/api-client';
import { marketplaceKeys } from './keys';

/**
 * POST /api/marketplace/listings/:id/save → creates or joins the member's Shopping circle and saves the listing
 * in it (docs/product.md §Screens). DELETE takes the listing out again.
 */
export const saveListing = (listingId: string) =>
  api.post<{ circleId: string; listing: Listing }>(
    `/marketplace/listings/${encodeURIComponent(listingId)}/save`,
    {},
    {},
  );

export const unsaveListing = (listingId: string): Promise<Listing> =>
  api.delete<Listing>(`/marketplace/listings/${encodeURIComponent(listingId)}/save`);

export const saveListingMutationOptions = () =>
  mutationOptions({
    mutationKey: ['marketplace', 'save'],
    mutationFn: ({ listingId, saved }: { listingId: string; saved: boolean }) =>
      saved ? saveListing(listingId).then((result) => result.listing) : unsaveListing(listingId),
  });

/** The Shopping circle may be new: the member's circle list (the sidebar) is refetched too. */
export const useSaveListing = () => {
  const queryClient = useQueryClient();
  return useMutation({
    ...saveListingMutationOptions(),
    onSuccess: (listing) => {
      queryClient.setQueryData(marketplaceKeys.listing(listing.id), listing);
      void queryClient.invalidateQueries({ queryKey: marketplaceKeys.all });
      void queryClient.invalidateQueries({ queryKey: circlesKeys.all });
    },
  });
};
