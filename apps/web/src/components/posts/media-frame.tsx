import { limits } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { ImageOff } from 'lucide-react';
import { type CSSProperties, type ReactNode, useEffect, useState } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from '../ui/spinner';

export type MediaStatus = { onReady: () => void; onBroken: () => void };

/**
 * docs/product.md §Screens: a media item shows a spinner until its load event or 3 s, whichever comes first; a
 * broken item hides itself, unless it has a description (alt text, issue #18): then the description shows in its
 * place. `children` renders the element and wires the two callbacks to its events.
 */
export function MediaFrame({
  src,
  className,
  style,
  description,
  children,
}: {
  src: string;
  className?: string;
  style?: CSSProperties;
  description?: string | null;
  children: (status: MediaStatus) => ReactNode;
}) {
  const { t } = useLingui();
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

  if (current.broken) {
    if (!description) return null;
    return (
      <p className="flex items-start gap-2 rounded-xl border border-dashed bg-muted/50 px-3.5 py-3 text-sm text-muted-foreground">
        <ImageOff aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <span className="sr-only">{t`Media could not load. Its description:`} </span>
          {description}
        </span>
      </p>
    );
  }
  return (
    <div className={cn('relative overflow-hidden rounded-xl bg-muted', className)} style={style}>
      {children({
        onReady: () => setState({ src, ready: true, broken: false }),
        onBroken: () => setState({ src, ready: true, broken: true }),
      })}
      {current.ready ? null : (
        <div className="pointer-events-none absolute inset-0 flex items-center justify-center">
          <Spinner className="size-6 text-muted-foreground" label={t`Loading media`} />
        </div>
      )}
    </div>
  );
}
