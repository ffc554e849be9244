import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The way back to 'Platform Governance' from a proposal or an area's history. */
export function BackToGovernance() {
  return (
    <Link
      to={paths.app.governance}
      className="focus-ring inline-flex items-center gap-1.5 self-start rounded-lg text-sm font-medium text-primary"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      <Trans>Platform Governance</Trans>
    </Link>
  );
}
