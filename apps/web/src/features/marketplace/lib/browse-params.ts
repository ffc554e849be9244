import { type ListingSort, listingSorts, parsePriceInput } from '@circles/contracts';
import { useSearchParams } from 'react-router';

/** Browse state in the URL (shareable, back-button friendly): words, sort and a price range in whole units. */
export function useBrowseParams() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q')?.trim() ?? '';
  const sortParam = params.get('sort') as ListingSort | null;
  const sort = sortParam && listingSorts.includes(sortParam) ? sortParam : undefined;
  const min = params.get('min') ?? '';
  const max = params.get('max') ?? '';
  const minPrice = min ? (parsePriceInput(min) ?? undefined) : undefined;
  const maxPrice = max ? (parsePriceInput(max) ?? undefined) : undefined;

  /** Replaces some of the values; an empty one is dropped from the URL. */
  const update = (changes: Partial<Record<'q' | 'sort' | 'min' | 'max', string>>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };

  return { q, sort, min, max, filter: { q, sort, minPrice, maxPrice }, update };
}
