import { marketplaceMessages, offersShoppingCircle } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { buttonStyles } from '../../../components/ui/button';
import { useSearchListings } from '../api/search-listings';
import { BrowseControls } from '../components/browse-controls';
import { CategoryGrid } from '../components/category-grid';
import { ExampleListings } from '../components/example-listings';
import { ListingsSection } from '../components/listings-section';
import { MyListings } from '../components/my-listings';
import { SaveToShoppingDialog } from '../components/save-to-shopping-dialog';
import { SearchBox } from '../components/search-box';
import { useBrowseParams } from '../lib/browse-params';
import { marketplacePaths } from '../lib/category-icons';
import { useMarketplaceText } from '../lib/marketplace-texts';

/**
 * docs/product.md §Screens /marketplace: the search box, Browse Categories, and listings (search results for the
 * words in the URL, else the newest), sorted and filtered by price; 'Sell something' and the member's own listings.
 * Submitting a search for a Ford truck offers to save it to the Shopping circle and shows the sample listings, apart
 * and labelled as examples.
 */
export function MarketplacePage() {
  const { t } = useLingui();
  const text = useMarketplaceText();
  const browse = useBrowseParams();
  const query = browse.q;
  const listings = useSearchListings(browse.filter);
  const [isPromptOpen, setIsPromptOpen] = useState(false);
  const topResult = listings.isPlaceholderData ? undefined : listings.data?.[0];
  // The samples come only with a Ford truck search (docs/product.md §Screens), after members' listings: shown apart
  // (issue #54).
  const examples = listings.data?.filter((listing) => listing.isExample) ?? [];

  const onSearch = (words: string) => {
    browse.update({ q: words, sort: '' });
    setIsPromptOpen(offersShoppingCircle(words));
  };
  const controls = (
    <BrowseControls
      sort={browse.sort}
      min={browse.min}
      max={browse.max}
      hasWords={Boolean(query)}
      onChange={browse.update}
    />
  );

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageTitle title={t`Marketplace`} />
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="text-3xl font-bold tracking-tight">
            <Trans>Marketplace</Trans>
          </h1>
          <Link to={marketplacePaths.sell} className={buttonStyles({})}>
            <Plus aria-hidden="true" className="size-4" />
            <Trans>Sell something</Trans>
          </Link>
        </div>
        <SearchBox initial={query} onSearch={onSearch} />
      </div>
      {query ? (
        <>
          {controls}
          <ListingsSection
            title={t`Results for “${query}”`}
            query={{ ...listings, data: listings.data?.filter((listing) => !listing.isExample) }}
            emptyText={text(marketplaceMessages.noResults)}
            aside={
              <button
                type="button"
                onClick={() => onSearch('')}
                className="focus-ring rounded text-sm font-medium text-primary hover:underline"
              >
                <Trans>Clear search</Trans>
              </button>
            }
          />
          {examples.length > 0 ? <ExampleListings listings={examples} /> : null}
        </>
      ) : null}
      <CategoryGrid />
      {query ? null : (
        <>
          {controls}
          <ListingsSection title={t`Fresh listings`} query={listings} emptyText={t`No listings yet`} />
          <MyListings />
        </>
      )}
      <SaveToShoppingDialog listing={topResult} open={isPromptOpen} onOpenChange={setIsPromptOpen} />
    </section>
  );
}
