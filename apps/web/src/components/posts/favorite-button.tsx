import { favoriteMessages } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { Bookmark } from 'lucide-react';
import { useRef, useState } from 'react';
import { useSetFavorite } from '../../api/favorites/set-favorite';
import { cn } from '../../lib/cn';
import { useContractText } from '../../lib/contract-messages';
import { toast } from '../../lib/toast';
import { memberContractMessages } from '../member-contract-messages';

/** Saves a post to, or removes it from, the member's Favorites; flips at once and rolls back on failure. */
export function FavoriteButton({
  postId,
  isSaved,
  className,
}: {
  postId: string;
  isSaved: boolean;
  className?: string;
}) {
  const { t } = useLingui();
  const contractText = useContractText(memberContractMessages);
  const [saved, setSaved] = useState(isSaved);
  const [seen, setSeen] = useState(isSaved);
  const inFlight = useRef(false);
  if (seen !== isSaved && !inFlight.current) {
    setSeen(isSaved);
    setSaved(isSaved);
  }
  const mutation = useSetFavorite();

  const label = saved ? t`Remove from Favorites` : t`Save to Favorites`;

  const onClick = () => {
    if (inFlight.current) return;
    inFlight.current = true;
    const next = !saved;
    setSaved(next);
    mutation.mutate(
      { postId, saved: next },
      {
        onSuccess: (state) => {
          setSaved(state.saved);
          toast.success(contractText(state.saved ? favoriteMessages.saved : favoriteMessages.removed));
        },
        onError: () => {
          setSaved(!next);
          toast.error(contractText(favoriteMessages.saveFailed));
        },
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        'focus-ring inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-medium transition-colors',
        saved ? 'text-primary hover:bg-primary/10' : 'text-muted-foreground hover:bg-accent',
        className,
      )}
    >
      <Bookmark aria-hidden="true" className={cn('size-4.5', saved && 'fill-current')} />
      <span className="sr-only sm:not-sr-only">{saved ? t`Saved` : t`Save`}</span>
    </button>
  );
}
