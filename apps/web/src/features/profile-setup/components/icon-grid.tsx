import type { Icon } from '@circles/contracts';
import { memo } from 'react';
import { Emoji } from '../../../components/ui/emoji';
import { cn } from '../../../lib/cn';
import { useProfileSetupStore } from '../stores/profile-setup-store';

type IconButtonProps = {
  icon: Icon;
  onToggle: (code: string) => void;
};

/**
 * One cell. Each cell reads its own position in the selection from the store, so choosing an icon re-renders
 * only the cells whose position changed, not all 1,384 (the grid itself does not re-render).
 */
const IconButton = memo(function IconButton({ icon, onToggle }: IconButtonProps) {
  // 1-based position in the selection, or 0 when not chosen.
  const position = useProfileSetupStore((state) => state.selectedEmojis.indexOf(icon.iconCode) + 1);
  const isSelected = position > 0;
  return (
    <li className="contents">
      <button
        type="button"
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
};

/** SPEC §9: the grid has 6 columns at every width; cells scale with the screen instead. */
export const IconGrid = memo(function IconGrid({ icons, onToggle }: IconGridProps) {
  if (icons.length === 0) {
    return <p className="py-10 text-center text-sm text-muted-foreground">No icons match your search.</p>;
  }
  return (
    <ul aria-label="Icons" className="grid grid-cols-6 gap-1.5 sm:gap-2">
      {icons.map((icon) => (
        <IconButton key={icon.iconId} icon={icon} onToggle={onToggle} />
      ))}
    </ul>
  );
});
