import { useCallback, useEffect, useState } from 'react';
import { loadViewport, storeViewport } from '../lib/draft-storage';
import { defaultViewport, type Point, panBy, type Viewport, zoomAt, zoomStep } from '../lib/geometry';

/** Zoom and pan of the wall, kept in local storage (docs/product.md §Data 'Wall viewport'). */
export function useViewport() {
  const [viewport, setViewport] = useState<Viewport>(loadViewport);

  useEffect(() => {
    const timer = window.setTimeout(() => storeViewport(viewport), 300);
    return () => window.clearTimeout(timer);
  }, [viewport]);

  return {
    viewport,
    setViewport,
    zoomIn: useCallback((anchor?: Point) => setViewport((v) => zoomStep(v, 1, anchor)), []),
    zoomOut: useCallback((anchor?: Point) => setViewport((v) => zoomStep(v, -1, anchor)), []),
    zoomTo: useCallback((zoom: number, anchor: Point) => setViewport((v) => zoomAt(v, zoom, anchor)), []),
    pan: useCallback((dx: number, dy: number) => setViewport((v) => panBy(v, dx, dy)), []),
    reset: useCallback(() => setViewport(defaultViewport), []),
  };
}

export type ViewportControls = ReturnType<typeof useViewport>;
