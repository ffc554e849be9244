import { marketplaceMessages, offersShoppingCircle } from '@circles/contracts';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../../components/page-title';
import { useSearchListings } from '../api/search-listings';
import { CategoryGrid } from '../components/category-grid';
import { ListingsSection } from '../components/listings-section';
import { SaveToShoppingDialog } from '../components/save-to-shopping-dialog';
import { SearchBox } from '../components/search-box';

/**
 * SPEC §2 /marketplace: the search box, Browse Categories, and listings (search results for the words in the
 * URL, else the newest). Submitting a search for a Ford truck offers to save it to the Shopping circle.
 */
export function MarketplacePage() {
  const [params, setParams] = useSearchParams();
  const query = params.get('q')?.trim() ?? '';
  const listings = useSearchListings({ q: query });
  const [isPromptOpen, setIsPromptOpen] = useState(false);
  const topResult = listings.isPlaceholderData ? undefined : listings.data?.[0];

  const onSearch = (words: string) => {
    setParams(words ? { q: words } : {});
    setIsPromptOpen(offersShoppingCircle(words));
  };

  return (
    <section className="mx-auto flex w-full max-w-4xl flex-col gap-6">
      <PageTitle title="Marketplace" />
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold tracking-tight">Marketplace</h1>
        <SearchBox initial={query} onSearch={onSearch} />
      </div>
      {query ? (
        <ListingsSection
          title={`Results for “${query}”`}
          query={listings}
          emptyText={marketplaceMessages.noResults}
          aside={
            <button
              type="button"
              onClick={() => onSearch('')}
              className="focus-ring rounded text-sm font-medium text-primary hover:underline"
            >
              Clear search
            </button>
          }
        />
      ) : null}
      <CategoryGrid />
      {query ? null : <ListingsSection title="Fresh listings" query={listings} emptyText="No listings yet" />}
      <SaveToShoppingDialog listing={topResult} open={isPromptOpen} onOpenChange={setIsPromptOpen} />
    </section>
  );
}
