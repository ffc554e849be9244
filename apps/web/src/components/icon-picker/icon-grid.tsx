import type { Icon } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, memo, useLayoutEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { Emoji } from '../ui/emoji';
import { nextCellIndex } from './icon-grid-keys';

/**
 * A hook giving an icon's 1-based position in the selection (0 when not chosen), usually a store selector such as
 * `(code) => useStore((state) => state.selected.indexOf(code) + 1)`. It must be the same function on every render.
 */
export type UseSelectionPosition = (code: string) => number;

type IconButtonProps = {
  icon: Icon;
  onToggle: (code: string) => void;
  useSelectionPosition: UseSelectionPosition;
};

/**
 * One cell. Each cell reads its own position in the selection from the caller's store, so choosing an icon
 * re-renders only the cells whose position changed, not all 1,384 (the grid itself does not re-render).
 */
const IconButton = memo(function IconButton({ icon, onToggle, useSelectionPosition }: IconButtonProps) {
  const position = useSelectionPosition(icon.iconCode);
  const isSelected = position > 0;
  return (
    <li className="contents">
      <button
        type="button"
        data-icon-code={icon.iconCode}
        aria-pressed={isSelected}
        aria-label={icon.iconName}
        title={icon.iconName}
        onClick={() => onToggle(icon.iconCode)}
        className={cn(
          'focus-ring relative flex aspect-square w-full items-center justify-center rounded-xl border text-2xl leading-none sm:text-3xl',
          // Off-screen cells skip rendering until scrolled near (1,384 colour glyphs are the costly part).
          '[contain-intrinsic-size:auto_4rem] [content-visibility:auto]',
          'transition-[background-color,border-color,transform] duration-100 active:scale-95',
          isSelected
            ? 'border-primary bg-secondary shadow-soft'
            : 'border-transparent bg-card hover:border-border hover:bg-accent',
        )}
      >
        <Emoji code={icon.iconCode} />
        {isSelected ? (
          <span
            aria-hidden="true"
            className="absolute -top-1 -right-1 inline-flex size-5 items-center justify-center rounded-full bg-primary text-[11px] font-bold text-primary-foreground"
          >
            {position}
          </span>
        ) : null}
      </button>
    </li>
  );
});

type IconGridProps = {
  icons: readonly Icon[];
  onToggle: (code: string) => void;
  useSelectionPosition: UseSelectionPosition;
};

const cellsOf = (grid: HTMLElement) =>
  Array.from(grid.querySelectorAll<HTMLButtonElement>('button[data-icon-code]'));

/**
 * One Tab stop for the whole grid (roving tabindex): Tab enters at the last focused icon, arrows move by cell and
 * row, Page Up/Down by five rows, Home/End to the row's ends (with Ctrl, the grid's). The tab stop is kept on the
 * DOM, not in React state, so moving it does not re-render 1,384 cells.
 */
export const IconGrid = memo(function IconGrid({ icons, onToggle, useSelectionPosition }: IconGridProps) {
  const { t } = useLingui();
  const gridRef = useRef<HTMLUListElement>(null);
  const activeCode = useRef<string | null>(null);

  // After every change of the list (search, category), exactly one cell is tabbable: the active one if still shown.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list changes; it reads the DOM.
  useLayoutEffect(() => {
    const grid = gridRef.current;
    if (!grid) return;
    const cells = cellsOf(grid);
    const active = cells.find((cell) => cell.dataset.iconCode === activeCode.current) ?? cells[0];
    for (const cell of cells) cell.tabIndex = cell === active ? 0 : -1;
  }, [icons]);

  const makeActive = (cell: HTMLButtonElement) => {
    const grid = gridRef.current;
    if (!grid) return;
    for (const other of grid.querySelectorAll<HTMLButtonElement>('button[tabindex="0"]'))
      if (other !== cell) other.tabIndex = -1;
    cell.tabIndex = 0;
    activeCode.current = cell.dataset.iconCode ?? null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const grid = gridRef.current;
    const current = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-icon-code]');
    if (!grid || !current) return;
    const cells = cellsOf(grid);
    const next = nextCellIndex(event.key, event.ctrlKey, cells.indexOf(current), cells.length);
    if (next === null) return;
    event.preventDefault();
    const cell = cells[next];
    if (!cell) return;
    makeActive(cell);
    cell.focus();
  };

  if (icons.length === 0) {
    return (
      <p className="py-10 text-center text-sm text-muted-foreground">
        <Trans>No icons match your search.</Trans>
      </p>
    );
  }
  return (
    <>
      <p id="icon-grid-keys" className="sr-only">
        <Trans>Use the arrow keys to move between icons.</Trans>
      </p>
      {/* The list only routes focus between its buttons (keys and focus bubble up from them). */}
      <ul
        ref={gridRef}
        aria-label={t`Icons`}
        aria-describedby="icon-grid-keys"
        className="grid grid-cols-6 gap-1.5 sm:gap-2"
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const cell = (event.target as HTMLElement).closest<HTMLButtonElement>('button[data-icon-code]');
          if (cell) makeActive(cell);
        }}
      >
        {icons.map((icon) => (
          <IconButton
            key={icon.iconId}
            icon={icon}
            onToggle={onToggle}
            useSelectionPosition={useSelectionPosition}
          />
        ))}
      </ul>
    </>
  );
});
