import { messages } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useMemo, useState } from 'react';
import { useIcons } from '../../api/icons/get-icons';
import { cn } from '../../lib/cn';
import { useContractText } from '../../lib/contract-messages';
import { Alert } from '../ui/alert';
import { Button } from '../ui/button';
import { Spinner } from '../ui/spinner';
import { allCategories, categoriesOf, filterIcons, sortIconsByCategory } from './filter-icons';
import { IconFilters } from './icon-filters';
import { IconGrid, type UseSelectionPosition } from './icon-grid';

type IconPickerProps = {
  onToggle: (code: string) => void;
  useSelectionPosition: UseSelectionPosition;
  /**
   * 'all' shows the whole catalogue at once (profile setup); 'first' one category to start (a few hundred emoji
   * rather than 1,384: lighter inside a form), with 'All' a click away.
   */
  startWith: 'all' | 'first';
  /** The grid's height (it scrolls inside it). */
  gridClassName: string;
  id?: string;
};

/**
 * The emoji catalogue to pick icons from (docs/product.md §Validation): name search and category filter combined
 * over the grid, with its loading and failed states. The selection lives in the caller's store.
 */
export function IconPicker({
  onToggle,
  useSelectionPosition,
  startWith,
  gridClassName,
  id,
}: IconPickerProps) {
  const { t } = useLingui();
  const contractText = useContractText();
  const icons = useIcons();
  const [search, setSearch] = useState('');
  const [chosenCategory, setCategory] = useState<string | null>(startWith === 'all' ? allCategories : null);
  const deferredSearch = useDeferredValue(search);
  const sorted = useMemo(() => sortIconsByCategory(icons.data ?? []), [icons.data]);
  const categories = useMemo(() => categoriesOf(sorted), [sorted]);
  const category = chosenCategory ?? categories[0] ?? allCategories;
  const visible = useMemo(
    () => filterIcons(sorted, deferredSearch, category),
    [sorted, deferredSearch, category],
  );

  if (icons.isPending) {
    return (
      <div id={id} className="flex justify-center py-10">
        <Spinner label={t`Loading icons`} className="size-7 text-primary" />
      </div>
    );
  }
  if (icons.isError) {
    return (
      <div id={id}>
        <Alert>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <span>{contractText(messages.profile.iconsFailed)}</span>
            <Button size="sm" variant="outline" onClick={() => void icons.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        </Alert>
      </div>
    );
  }
  return (
    <div id={id} className="flex flex-col gap-3">
      <IconFilters
        search={search}
        onSearchChange={setSearch}
        categories={categories}
        category={category}
        onCategoryChange={setCategory}
      />
      <div className={cn('-mx-1 overflow-y-auto px-1 py-1.5', gridClassName)}>
        <IconGrid icons={visible} onToggle={onToggle} useSelectionPosition={useSelectionPosition} />
      </div>
    </div>
  );
}
