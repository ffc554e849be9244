import { marketplaceCategories } from '@circles/contracts';
import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn';
import { categoryLooks, marketplacePaths } from '../lib/category-icons';
import { useMarketplaceWords } from '../lib/marketplace-texts';

/** docs/product.md §Screens Browse Categories: the eight categories, each linking to its page. */
export function CategoryGrid() {
  const words = useMarketplaceWords();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-3">
      <h2 id={titleId} className="text-lg font-semibold tracking-tight">
        <Trans>Browse Categories</Trans>
      </h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {marketplaceCategories.map((category) => {
          const { Icon, tint } = categoryLooks[category.id];
          return (
            <li key={category.id}>
              <Link
                to={marketplacePaths.category(category.id)}
                className={cn(
                  'focus-ring flex h-20 items-center gap-3 rounded-2xl border bg-gradient-to-br px-4 font-semibold transition-shadow hover:shadow-lifted',
                  tint,
                )}
              >
                <Icon aria-hidden="true" className="size-6 shrink-0" />
                <span className="text-foreground">{words.category(category.id)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
