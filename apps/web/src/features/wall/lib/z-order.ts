import type { WallElement } from '@circles/contracts';

export type ZMove = 'front' | 'forward' | 'backward' | 'back';

/** Elements bottom-first (zIndex, then their order in the list). */
export const byZ = (elements: WallElement[]) =>
  elements
    .map((element, index) => ({ element, index }))
    .sort((a, b) => a.element.zIndex - b.element.zIndex || a.index - b.index)
    .map(({ element }) => element);

/** Moves one element in the stack; the result has the contiguous z-indexes 0..n-1 in the same list order. */
export function reorder(elements: WallElement[], id: string, move: ZMove): WallElement[] {
  const stack = byZ(elements);
  const from = stack.findIndex((element) => element.id === id);
  if (from < 0) return elements;
  const [moved] = stack.splice(from, 1);
  const to =
    move === 'front'
      ? stack.length
      : move === 'back'
        ? 0
        : move === 'forward'
          ? Math.min(stack.length, from + 1)
          : Math.max(0, from - 1);
  stack.splice(to, 0, moved as WallElement);
  const zOf = new Map(stack.map((element, index) => [element.id, index]));
  return elements.map((element) => ({ ...element, zIndex: zOf.get(element.id) ?? element.zIndex }));
}
