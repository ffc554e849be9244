import { Plural } from '@lingui/react/macro';
import { cn } from '../../lib/cn';

/** docs/product.md §Validation/§Limits: remaining characters of a post, yellow below 50 and red below 20. */
export const postCounterLevel = (remaining: number) =>
  remaining < 20 ? 'danger' : remaining < 50 ? 'warning' : 'ok';

const levelClasses = {
  ok: 'text-muted-foreground',
  warning: 'text-amber-700 dark:text-amber-300',
  danger: 'text-danger',
} as const;

export function PostTextCounter({ id, remaining }: { id: string; remaining: number }) {
  const level = postCounterLevel(remaining);
  return (
    <p id={id} data-level={level} className={cn('text-xs font-medium tabular-nums', levelClasses[level])}>
      <Plural value={remaining} one="# character remaining" other="# characters remaining" />
    </p>
  );
}
