import { messages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { Button } from '../../components/ui/button';
import { Logo } from '../../components/ui/logo';
import { useContractText } from '../../lib/contract-messages';
import { NotFoundPage } from './not-found-page';

/** Last line of defence: a render or loader error anywhere in the tree lands here instead of a blank page. */
export function RouteErrorPage() {
  const error = useRouteError();
  const { t } = useLingui();
  const contractText = useContractText();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="flex min-h-dvh flex-col">
        <NotFoundPage />
      </div>
    );
  }
  console.error(error);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-6 px-4 text-center">
      <PageTitle title={t`Something went wrong`} />
      <Logo />
      <h1 className="text-2xl font-semibold tracking-tight">
        <Trans>Something went wrong</Trans>
      </h1>
      <p className="max-w-md text-muted-foreground">{contractText(messages.backend.unexpected)}</p>
      <Button size="lg" onClick={() => window.location.reload()}>
        <Trans>Reload the page</Trans>
      </Button>
    </div>
  );
}
