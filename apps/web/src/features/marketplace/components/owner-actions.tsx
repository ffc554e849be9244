import type { Listing } from '@circles/contracts';
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

/** The seller's own controls: Edit, Mark sold, and Delete after a confirm dialog. */
export function OwnerActions({ listing }: { listing: Listing }) {
  const navigate = useNavigate();
  const markSold = useMarkListingSold();
  const remove = useDeleteListing();
  const [confirming, setConfirming] = useState(false);

  const onMarkSold = () =>
    markSold.mutate(listing.id, {
      onSuccess: () => toast.success('Marked as sold'),
      onError: (error) => toast.error(getErrorMessage(error, 'Could not mark the listing sold')),
    });
  const onDelete = () =>
    remove.mutate(listing.id, {
      onSuccess: (result) => {
        toast.success(result.message);
        setConfirming(false);
        navigate(marketplacePaths.home);
      },
      onError: (error) => toast.error(getErrorMessage(error, 'Could not delete the listing')),
    });

  return (
    <fieldset aria-label="Your listing" className="flex flex-wrap gap-2">
      <Link
        to={marketplacePaths.edit(listing.id)}
        className={buttonStyles({ variant: 'outline', size: 'sm' })}
      >
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Link>
      {listing.soldAt ? null : (
        <Button variant="outline" size="sm" onClick={onMarkSold} isLoading={markSold.isPending}>
          <CircleCheck aria-hidden="true" className="size-4" />
          Mark sold
        </Button>
      )}
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Delete this listing?</DialogTitle>
            <DialogDescription>
              “{listing.title}” and its photos are removed for good, also from the Shopping circles that saved
              it.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="destructive" onClick={onDelete} isLoading={remove.isPending}>
              Delete listing
            </Button>
            <Button variant="ghost" onClick={() => setConfirming(false)}>
              Keep it
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </fieldset>
  );
}
