import type { Icon } from '@circles/contracts';

export const allCategories = 'all';

/** The catalogue's categories in reading order; any category the server adds later follows these. */
const categoryOrder = ['smileys', 'people', 'animals', 'food', 'travel', 'activities', 'objects', 'symbols'];

const rank = (category: string) => {
  const index = categoryOrder.indexOf(category);
  return index === -1 ? categoryOrder.length : index;
};

/** Icons in category reading order (the API sorts categories alphabetically), stable within a category. */
export const sortIconsByCategory = (icons: readonly Icon[]) =>
  [...icons].sort((a, b) => rank(a.category) - rank(b.category) || a.category.localeCompare(b.category));

export const categoriesOf = (icons: readonly Icon[]) => [...new Set(icons.map((icon) => icon.category))];

/** A category's name as the catalogue has it, capitalised (icon-filters.tsx shows 'All' and the known ones translated). */
export const categoryLabel = (category: string) => category.charAt(0).toUpperCase() + category.slice(1);

/** docs/product.md §Validation: case-insensitive name search combined with the category filter. */
export function filterIcons(icons: readonly Icon[], search: string, category: string) {
  const query = search.trim().toLowerCase();
  return icons.filter(
    (icon) =>
      (category === allCategories || icon.category === category) &&
      (!query || icon.iconName.toLowerCase().includes(query)),
  );
}
