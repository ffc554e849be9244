import { postMessages } from '@circles/contracts';
import { Trans } from '@lingui/react/macro';
import { Newspaper } from 'lucide-react';
import { useContractText } from '../../lib/contract-messages';
import { useCreatePostStore } from '../../lib/create-post-store';
import { memberContractMessages } from '../member-contract-messages';
import { Button } from '../ui/button';

/** 'No posts yet' (docs/product.md §Screens), with a way to write the first one. */
export function FeedEmptyState({ text, circleId }: { text: string; circleId?: string }) {
  const open = useCreatePostStore((state) => state.open);
  const contractText = useContractText(memberContractMessages);
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border bg-card px-6 py-14 text-center shadow-soft">
      <span className="inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Newspaper aria-hidden="true" className="size-6" />
      </span>
      <h2 className="text-lg font-semibold">{contractText(postMessages.noPosts)}</h2>
      <p className="max-w-sm text-sm text-muted-foreground">{text}</p>
      <Button variant="secondary" size="sm" onClick={() => open(circleId ? { circleId } : undefined)}>
        <Trans>Write a post</Trans>
      </Button>
    </div>
  );
}
