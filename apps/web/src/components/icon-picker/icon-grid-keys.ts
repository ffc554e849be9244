// The grid's keyboard moves, apart from the grid's component so the unit tests load them without its macros.

/** docs/product.md §Limits: the grid has 6 columns at every width; cells scale with the screen instead. */
const columns = 6;

/** Where an arrow or paging key moves from `index` in a grid of `count` cells, or null for other keys. */
export function nextCellIndex(key: string, ctrlKey: boolean, index: number, count: number): number | null {
  const rowStart = index - (index % columns);
  const target = (() => {
    switch (key) {
      case 'ArrowRight':
        return index + 1;
      case 'ArrowLeft':
        return index - 1;
      case 'ArrowDown':
        return index + columns;
      case 'ArrowUp':
        return index - columns;
      case 'PageDown':
        return index + columns * 5;
      case 'PageUp':
        return index - columns * 5;
      case 'Home':
        return ctrlKey ? 0 : rowStart;
      case 'End':
        return ctrlKey ? count - 1 : rowStart + columns - 1;
      default:
        return null;
    }
  })();
  if (target === null) return null;
  return Math.min(Math.max(target, 0), count - 1);
}
