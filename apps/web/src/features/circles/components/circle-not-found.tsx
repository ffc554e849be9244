import { circleMessages } from '@circles/contracts';
import { Trans } from '@lingui/react/macro';
import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { buttonStyles } from '../../../components/ui/button';
import { useCircleText } from '../lib/circle-messages';
import { circlePaths } from '../lib/circle-paths';

/**
 * 'Circle not found' for a missing circle and for a private one the viewer may not see: the same page either
 * way, so an outsider cannot tell the two apart (docs/product.md §Messages, issue 4).
 */
export function CircleNotFound() {
  const circleText = useCircleText();
  const title = circleText(circleMessages.notFound);
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center py-16 text-center">
      <PageTitle title={title} />
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <SearchX aria-hidden="true" className="size-8" />
      </span>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight">{title}</h1>
      <p className="mt-3 text-muted-foreground">
        <Trans>This circle does not exist, or it is private and you are not a member.</Trans>
      </p>
      <Link to={circlePaths.list} className={buttonStyles({ size: 'lg', className: 'mt-8' })}>
        <Trans>Browse Circles</Trans>
      </Link>
    </section>
  );
}
