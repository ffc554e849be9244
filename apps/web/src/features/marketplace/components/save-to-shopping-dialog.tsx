import { type Listing, marketplaceMessages } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { ShoppingBag } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { getErrorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useSaveListing } from '../api/save-listing';
import { useMarketplaceText } from '../lib/marketplace-texts';

/**
 * docs/product.md §Screens: after searching for a Ford truck, 'Save to Shopping Circle?' with 'Yes, create circle'
 * and 'No, thanks'. Yes creates or joins the member's personal Shopping circle and saves the listing in it.
 */
export function SaveToShoppingDialog({
  listing,
  open,
  onOpenChange,
}: {
  listing: Listing | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const text = useMarketplaceText();
  const title = listing?.title;
  const save = useSaveListing();
  const onYes = () => {
    if (!listing) return;
    save.mutate(
      { listingId: listing.id, saved: true },
      {
        onSuccess: () => {
          toast.success(t`Saved to your Shopping circle`);
          onOpenChange(false);
        },
        onError: (error) => toast.error(text(getErrorMessage(error, t`Could not save the listing`))),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <span className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
            <ShoppingBag aria-hidden="true" className="size-6" />
          </span>
          <DialogTitle>{text(marketplaceMessages.saveToShoppingTitle)}</DialogTitle>
          <DialogDescription>
            {listing
              ? t`Keep “${title}” in Shopping, your personal circle for saved marketplace items.`
              : t`Keep what you find in Shopping, your personal circle for saved marketplace items.`}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button onClick={onYes} isLoading={save.isPending} disabled={!listing}>
            {text(marketplaceMessages.saveToShoppingYes)}
          </Button>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {text(marketplaceMessages.saveToShoppingNo)}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
