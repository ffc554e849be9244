import { Trans } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card';
import { CircleFeed } from './circle-feed';

/** The posts area of a circle page: the circle's feed (docs/product.md §Screens 'circle feeds'). */
export function CirclePosts({ circleId }: { circleId: string }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-lg font-semibold tracking-tight">
        <Trans>Posts</Trans>
      </h2>
      <CircleFeed circleId={circleId} />
    </section>
  );
}

export function EmptyState({ title, text, icon }: { title: string; text: string; icon: ReactNode }) {
  return (
    <Card className="flex flex-col items-center gap-2 px-6 py-12 text-center shadow-none">
      <span className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        {icon}
      </span>
      <p className="font-semibold">{title}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{text}</p>
    </Card>
  );
}
