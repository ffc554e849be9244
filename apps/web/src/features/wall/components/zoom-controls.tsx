import { wallLimits } from '@circles/contracts';
import { Trans, useLingui } from '@lingui/react/macro';
import { Minus, Plus, RotateCcw } from 'lucide-react';
import type { ViewportControls } from '../hooks/use-viewport';
import type { Point } from '../lib/geometry';

const controlStyle =
  'focus-ring inline-flex size-9 items-center justify-center rounded-full text-foreground hover:bg-accent disabled:opacity-40';

/** docs/product.md §Limits zoom: ×1.2 steps between 0.1 and 3, and a reset (zoom 1, no pan). */
export function ZoomControls({ view, anchor }: { view: ViewportControls; anchor: () => Point }) {
  const { t } = useLingui();
  const { zoom } = view.viewport;
  return (
    <fieldset className="m-0 flex min-w-0 items-center gap-1 rounded-full border bg-card/90 p-1 shadow-soft">
      <legend className="sr-only">
        <Trans>Zoom</Trans>
      </legend>
      <button
        type="button"
        className={controlStyle}
        aria-label={t`Zoom out`}
        disabled={zoom <= wallLimits.zoomMin}
        onClick={() => view.zoomOut(anchor())}
      >
        <Minus aria-hidden="true" className="size-4" />
      </button>
      <output aria-label={t`Zoom level`} className="w-12 text-center text-xs font-semibold tabular-nums">
        {Math.round(zoom * 100)}%
      </output>
      <button
        type="button"
        className={controlStyle}
        aria-label={t`Zoom in`}
        disabled={zoom >= wallLimits.zoomMax}
        onClick={() => view.zoomIn(anchor())}
      >
        <Plus aria-hidden="true" className="size-4" />
      </button>
      <button type="button" className={controlStyle} aria-label={t`Reset zoom and pan`} onClick={view.reset}>
        <RotateCcw aria-hidden="true" className="size-4" />
      </button>
    </fieldset>
  );
}
