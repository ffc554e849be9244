import { type ReactNode, useId } from 'react';
import { CircleCardSkeleton } from './circle-card';

/** A titled section of the /circles page; the count follows the title when known. */
export function CircleSection({
  title,
  icon,
  count,
  children,
}: {
  title: string;
  icon?: ReactNode;
  count?: number;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        {icon}
        {title}
        {count !== undefined ? (
          <span className="text-sm font-medium text-muted-foreground tabular-nums">({count})</span>
        ) : null}
      </h2>
      {children}
    </section>
  );
}

export function CircleGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-4 @xl:grid-cols-2 @4xl:grid-cols-3 *:min-w-0">
      {children}
    </ul>
  );
}

export function CircleGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <CircleGrid>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={index}>
          <CircleCardSkeleton />
        </li>
      ))}
    </CircleGrid>
  );
}
