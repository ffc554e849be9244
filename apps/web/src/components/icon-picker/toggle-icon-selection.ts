import { limits } from '@circles/contracts';

/**
 * docs/product.md §Validation profile setup: clicking a selected icon deselects it; below the limit a new icon is
 * appended; at the limit a new icon replaces the last one (the sixth).
 */
export function toggleIconSelection(
  selected: readonly string[],
  code: string,
  max: number = limits.iconsRequired,
): string[] {
  if (selected.includes(code)) return selected.filter((selectedCode) => selectedCode !== code);
  if (selected.length < max) return [...selected, code];
  return [...selected.slice(0, max - 1), code];
}
