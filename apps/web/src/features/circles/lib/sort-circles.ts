import { msg } from '@lingui/core/macro';

/** The sort choices of the /circles page (docs/product.md §Screens: Most Active (activity), recent, size). */
export const circleSortOptions = [
  { value: 'activity', label: msg`Most Active` },
  { value: 'recent', label: msg`Recent` },
  { value: 'size', label: msg`Size` },
] as const;

export type CircleSort = (typeof circleSortOptions)[number]['value'];

export const isCircleSort = (value: string | null): value is CircleSort =>
  circleSortOptions.some((option) => option.value === value);

/** What every listed circle (the viewer's own and the samples) can be sorted by. */
export type SortableCircle = { name: string; activity: number; createdAt: string; memberCount: number };

const measures: Record<CircleSort, (circle: SortableCircle) => number> = {
  activity: (circle) => circle.activity,
  recent: (circle) => Date.parse(circle.createdAt) || 0,
  size: (circle) => circle.memberCount,
};

/** Largest first by the chosen measure; ties by name, so the order never flickers between renders. */
export function sortCircles<T extends SortableCircle>(circles: readonly T[], sort: CircleSort): T[] {
  const measure = measures[sort];
  return [...circles].sort(
    (a, b) => measure(b) - measure(a) || a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
}
