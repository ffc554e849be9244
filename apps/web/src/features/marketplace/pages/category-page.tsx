import { categoryIds, type MarketplaceCategoryId, marketplaceMessages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useSearchListings } from '../api/search-listings';
import { BrowseControls } from '../components/browse-controls';
import { ListingsSection } from '../components/listings-section';
import { useBrowseParams } from '../lib/browse-params';
import { categoryLooks, marketplacePaths } from '../lib/category-icons';
import { useMarketplaceText, useMarketplaceWords } from '../lib/marketplace-texts';

const isCategory = (id: string | undefined): id is MarketplaceCategoryId =>
  categoryIds.includes(id as MarketplaceCategoryId);

/** /marketplace/category/:categoryId: every listing of one category, newest first or by price, in a price range. */
export function CategoryPage() {
  const { t } = useLingui();
  const text = useMarketplaceText();
  const words = useMarketplaceWords();
  const { categoryId } = useParams();
  const known = isCategory(categoryId) ? categoryId : undefined;
  const browse = useBrowseParams();
  const listings = useSearchListings({ ...browse.filter, q: undefined, category: known });
  const label = known ? words.category(known) : text(marketplaceMessages.categoryNotFound);
  const Look = known ? categoryLooks[known] : undefined;

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageTitle title={label} />
      <Link
        to={marketplacePaths.home}
        className="focus-ring inline-flex items-center gap-1.5 self-start rounded text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        <Trans>Marketplace</Trans>
      </Link>
      <h1 className="flex items-center gap-3 text-3xl font-bold tracking-tight">
        {Look ? <Look.Icon aria-hidden="true" className="size-7 text-muted-foreground" /> : null}
        {label}
      </h1>
      {known ? (
        <>
          <BrowseControls
            sort={browse.sort}
            min={browse.min}
            max={browse.max}
            hasWords={false}
            onChange={browse.update}
          />
          <ListingsSection
            title={t`Listings in ${label}`}
            query={listings}
            emptyText={t`No listings here yet`}
          />
        </>
      ) : (
        <p className="text-muted-foreground">
          <Trans>Pick a category from the marketplace.</Trans>
        </p>
      )}
    </section>
  );
}
