import type { Icon } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { allCategories, filterIcons, sortIconsByCategory } from './filter-icons';

const icon = (iconId: number, iconName: string, category: string): Icon => ({
  iconId,
  iconName,
  category,
  iconCode: `U+1F${600 + iconId}`,
});

const icons = [
  icon(1, 'jack-o-lantern', 'activities'),
  icon(2, 'Cat face', 'animals'),
  icon(3, 'grinning cat', 'smileys'),
  icon(4, 'grinning face', 'smileys'),
];

describe('filterIcons', () => {
  it('matches names case-insensitively', () => {
    expect(filterIcons(icons, 'CAT', allCategories).map((i) => i.iconId)).toEqual([2, 3]);
  });

  it('combines the search with the category', () => {
    expect(filterIcons(icons, 'cat', 'smileys').map((i) => i.iconId)).toEqual([3]);
    expect(filterIcons(icons, '', 'smileys').map((i) => i.iconId)).toEqual([3, 4]);
  });
});

describe('sortIconsByCategory', () => {
  it('puts smileys first and keeps the order inside a category', () => {
    expect(sortIconsByCategory(icons).map((i) => i.iconId)).toEqual([3, 4, 2, 1]);
  });
});
