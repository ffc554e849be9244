import type { Circle } from '@circles/contracts';

/**
 * A circle's content count: links + photos + videos (docs/product.md §Product 'Circle content is counted as links,
 * photos and videos'). Hidden counts (null, a private circle not joined) count as 0. Used as the 'Most Active'
 * measure of the viewer's own circles and as the Favorites badge, where each saved link, photo or video is one item.
 */
export const contentCount = (circle: Pick<Circle, 'links' | 'photos' | 'videos'>) =>
  (circle.links ?? 0) + (circle.photos ?? 0) + (circle.videos ?? 0);

// Made on first use: building a number format loads locale data, and the module is evaluated on every member
// page (the sidebar's circle list) while most pages show no count (issue #16: /home's main-thread time).
let formats: { whole: Intl.NumberFormat; compact: Intl.NumberFormat } | undefined;
const numberFormats = () => {
  formats ??= {
    whole: new Intl.NumberFormat('en'),
    compact: new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 }),
  };
  return formats;
};

/** 950 → '950', 12_480 → '12.5K'; below 10 000 the exact figure reads better than '9.9K'. */
export const formatCount = (value: number) =>
  value < 10_000 ? numberFormats().whole.format(value) : numberFormats().compact.format(value);

export const pluralize = (count: number, one: string, many = `${one}s`) =>
  `${formatCount(count)} ${count === 1 ? one : many}`;

export const circleTypeLabel = { personal: 'Personal', public: 'Public', private: 'Private' } as const;

/** The category is worth showing unless it only repeats the type badge (personal circles say 'personal'). */
export const showCategory = (circle: Pick<Circle, 'category' | 'type'>) =>
  Boolean(circle.category) && circle.category?.toLowerCase() !== circle.type;

/** Shown when a circle has no description of its own (circles made in the app start without one). */
export const circleTypeBlurb = {
  public: 'A public circle: anyone on Circles can join.',
  private: 'A private circle: members join by invitation.',
  personal: 'Only you can see this circle.',
} as const;
