import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Search } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Input } from '../ui/input';
import { allCategories, categoryLabel } from './filter-icons';

/** The catalogue's categories in the reader's language; one the server adds later shows its own name. */
const categoryNames: Record<string, MessageDescriptor> = {
  [allCategories]: msg`All`,
  smileys: msg`Smileys`,
  people: msg`People`,
  animals: msg`Animals`,
  food: msg`Food`,
  travel: msg`Travel`,
  activities: msg`Activities`,
  objects: msg`Objects`,
  symbols: msg`Symbols`,
};

type IconFiltersProps = {
  search: string;
  onSearchChange: (search: string) => void;
  categories: readonly string[];
  category: string;
  onCategoryChange: (category: string) => void;
};

/** Name search and category filter; the two combine (docs/product.md §Validation). */
export function IconFilters({
  search,
  onSearchChange,
  categories,
  category,
  onCategoryChange,
}: IconFiltersProps) {
  const { t, i18n } = useLingui();
  const nameOf = (value: string) => {
    const descriptor = categoryNames[value];
    return descriptor ? i18n._(descriptor) : categoryLabel(value);
  };
  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <label htmlFor="icon-search" className="sr-only">
          <Trans>Search icons</Trans>
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="icon-search"
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={t`Search icons...`}
          autoComplete="off"
          className="pl-10"
        />
      </div>
      <fieldset className="-mx-1 flex min-w-0 gap-1.5 overflow-x-auto px-1 pb-1 [scrollbar-width:thin] sm:flex-wrap sm:overflow-visible">
        <legend className="sr-only">
          <Trans>Category</Trans>
        </legend>
        {[allCategories, ...categories].map((value) => {
          const isActive = value === category;
          return (
            <button
              key={value}
              type="button"
              aria-pressed={isActive}
              onClick={() => onCategoryChange(value)}
              className={cn(
                'focus-ring h-8 shrink-0 rounded-full border px-3 text-sm font-medium transition-colors',
                isActive
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-card text-muted-foreground hover:bg-accent hover:text-foreground',
              )}
            >
              {nameOf(value)}
            </button>
          );
        })}
      </fieldset>
    </div>
  );
}
