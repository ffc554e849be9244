import type { Listing } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleCheck, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonStyles } from '../../../components/ui/button';
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
import { useDeleteListing } from '../api/delete-listing';
import { useMarkListingSold } from '../api/mark-sold';
import { marketplacePaths } from '../lib/category-icons';
import { useMarketplaceText } from '../lib/marketplace-texts';

/** The seller's own controls: Edit, Mark sold, and Delete after a confirm dialog. */
export function OwnerActions({ listing }: { listing: Listing }) {
  const { t } = useLingui();
  const text = useMarketplaceText();
  const title = listing.title;
  const navigate = useNavigate();
  const markSold = useMarkListingSold();
  const remove = useDeleteListing();
  const [confirming, setConfirming] = useState(false);

  const onMarkSold = () =>
    markSold.mutate(listing.id, {
      onSuccess: () => toast.success(t`Marked as sold`),
      onError: (error) => toast.error(text(getErrorMessage(error, t`Could not mark the listing sold`))),
    });
  const onDelete = () =>
    remove.mutate(listing.id, {
      onSuccess: (result) => {
        toast.success(text(result.message));
        setConfirming(false);
        navigate(marketplacePaths.home);
      },
      onError: (error) => toast.error(text(getErrorMessage(error, t`Could not delete the listing`))),
    });

  return (
    <fieldset aria-label={t`Your listing`} className="flex flex-wrap gap-2">
      <Link
        to={marketplacePaths.edit(listing.id)}
        className={buttonStyles({ variant: 'outline', size: 'sm' })}
      >
        <Pencil aria-hidden="true" className="size-4" />
        <Trans>Edit</Trans>
      </Link>
      {listing.soldAt ? null : (
        <Button variant="outline" size="sm" onClick={onMarkSold} isLoading={markSold.isPending}>
          <CircleCheck aria-hidden="true" className="size-4" />
          <Trans>Mark sold</Trans>
        </Button>
      )}
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        <Trans>Delete</Trans>
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              <Trans>Delete this listing?</Trans>
            </DialogTitle>
            <DialogDescription>
              <Trans>
                “{title}” and its photos are removed for good, also from the Shopping circles that saved it.
              </Trans>
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="destructive" onClick={onDelete} isLoading={remove.isPending}>
              <Trans>Delete listing</Trans>
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              <Trans>Keep it</Trans>
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </fieldset>
  );
}
