import type { Circle } from '@circles/contracts';
import { msg } from '@lingui/core/macro';

/**
 * A circle's content count: links + photos + videos (docs/product.md §Product 'Circle content is counted as links,
 * photos and videos'). Hidden counts (null, a private circle not joined) count as 0. Used as the 'Most Active'
 * measure of the viewer's own circles and as the Favorites badge, where each saved link, photo or video is one item.
 */
export const contentCount = (circle: Pick<Circle, 'links' | 'photos' | 'videos'>) =>
  (circle.links ?? 0) + (circle.photos ?? 0) + (circle.videos ?? 0);

// Made on first use: building a number format loads locale data, and the module is evaluated on every member
// page (the sidebar's circle list) while most pages show no count (issue #16: /home's main-thread time).
// One pair per language shown (the page's, i18n.locale).
const formats = new Map<string, { whole: Intl.NumberFormat; compact: Intl.NumberFormat }>();
const numberFormats = (locale: string) => {
  let pair = formats.get(locale);
  if (!pair) {
    pair = {
      whole: new Intl.NumberFormat(locale),
      compact: new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
    };
    formats.set(locale, pair);
  }
  return pair;
};

/**
 * 950 → '950', 12_480 → '12.5K' (in English; the page's language gives '12.480' / '1,2 万'...); below 10 000 the exact
 * figure reads better than '9.9K'.
 */
export const formatCount = (value: number, locale = 'en') =>
  value < 10_000 ? numberFormats(locale).whole.format(value) : numberFormats(locale).compact.format(value);

/** The type badge's words, shown with `i18n._` (a personal circle's is one circle, not the nav's group). */
export const circleTypeLabel = {
  personal: msg({ message: 'Personal', context: 'circle type' }),
  public: msg`Public`,
  private: msg`Private`,
} as const;

/** The category is worth showing unless it only repeats the type badge (personal circles say 'personal'). */
export const showCategory = (circle: Pick<Circle, 'category' | 'type'>) =>
  Boolean(circle.category) && circle.category?.toLowerCase() !== circle.type;

/** Shown when a circle has no description of its own (circles made in the app start without one). */
export const circleTypeBlurb = {
  public: msg`A public circle: anyone on Circles can join.`,
  private: msg`A private circle: members join by invitation.`,
  personal: msg`Only you can see this circle.`,
} as const;
