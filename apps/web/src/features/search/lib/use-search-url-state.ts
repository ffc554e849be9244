import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const searchTabs = ['people', 'circles', 'posts'] as const;
export type SearchTab = (typeof searchTabs)[number];
const isSearchTab = (value: string | null): value is SearchTab => searchTabs.includes(value as SearchTab);

/** The search words (?q=) and the open tab (?tab=, People by default) live in the URL, so results can be shared. */
export function useSearchUrlState() {
  const [params, setParams] = useSearchParams();
  const text = (params.get('q') ?? '').trim().slice(0, 100);
  const tabParam = params.get('tab');
  const tab: SearchTab = isSearchTab(tabParam) ? tabParam : 'people';
  const update = useCallback(
    (next: { q?: string; tab?: SearchTab }, options: { replace?: boolean } = {}) =>
      setParams(
        () => {
          // The address bar's own query, not the hook's: the updater gets the params of the render that made
          // it, so a typing pause that ends while a tab change is still rendering would drop the new tab.
          const merged = new URLSearchParams(window.location.search);
          if (next.q !== undefined) {
            if (next.q) merged.set('q', next.q);
            else merged.delete('q');
          }
          if (next.tab !== undefined) merged.set('tab', next.tab);
          return merged;
        },
        { replace: options.replace },
      ),
    [setParams],
  );
  return { text, tab, update };
}
