import { Plural } from '@lingui/react/macro';
import { cn } from '../../../lib/cn';

/**
 * docs/product.md §Validation/§Limits: the remaining-characters counter turns yellow at 30 or fewer and red at 15 or
 * fewer.
 */
export const counterLevel = (remaining: number) =>
  remaining <= 15 ? 'danger' : remaining <= 30 ? 'warning' : 'ok';

const levelClasses = {
  ok: 'text-muted-foreground',
  // No warning token in the design system yet; amber reads as "yellow" with AA contrast in both themes.
  warning: 'text-amber-700 dark:text-amber-300',
  danger: 'text-danger',
} as const;

export function NameCounter({ id, remaining }: { id: string; remaining: number }) {
  const level = counterLevel(remaining);
  return (
    <p id={id} data-level={level} className={cn('text-xs font-medium tabular-nums', levelClasses[level])}>
      <Plural value={remaining} one="# character remaining" other="# characters remaining" />
    </p>
  );
}
