import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { ListingForm } from '../components/listing-form';
import { marketplacePaths } from '../lib/category-icons';

/** /marketplace/sell: 'Sell something', a new listing with photos. */
export function SellPage() {
  const { t } = useLingui();
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-6">
      <PageTitle title={t`Sell something`} />
      <Link
        to={marketplacePaths.home}
        className="focus-ring inline-flex items-center gap-1.5 self-start rounded text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Marketplace</Trans>
      </Link>
      <div className="rounded-2xl border bg-card p-5 shadow-soft sm:p-6">
        <ListingForm />
      </div>
    </section>
  );
}
