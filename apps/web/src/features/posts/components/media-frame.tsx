import { limits } from '@circles/contracts';
import { type ReactNode, useEffect, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';

export type MediaStatus = { onReady: () => void; onBroken: () => void };

/**
 * SPEC §2: a media item shows a spinner until its load event or 3 s, whichever comes first; a broken item
 * hides itself. `children` renders the element and wires the two callbacks to its events.
 */
export function MediaFrame({
  src,
  className,
  children,
}: {
  src: string;
  className?: string;
  children: (status: MediaStatus) => ReactNode;
}) {
  const [state, setState] = useState<{ src: string; ready: boolean; broken: boolean }>({
    src,
    ready: false,
    broken: false,
  });
  const current = state.src === src ? state : { src, ready: false, broken: false };

  useEffect(() => {
    const timer = window.setTimeout(
      () => setState((previous) => ({ ...previous, src, ready: true })),
      limits.mediaSpinnerMs,
    );
    return () => window.clearTimeout(timer);
  }, [src]);

  if (current.broken) return null;
  return (
    <div className={cn('relative overflow-hidden rounded-xl bg-muted', className)}>
      {children({
        onReady: () => setState({ src, ready: true, broken: false }),
        onBroken: () => setState({ src, ready: true, broken: true }),
      })}
      {current.ready ? null : (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <Spinner className="size-6 text-muted-foreground" label="Loading media" />
        </div>
      )}
    </div>
  );
}
