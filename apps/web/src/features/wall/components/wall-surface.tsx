import type { WallElement } from '@circles/contracts';
import { useLingui } from '@lingui/react/macro';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef } from 'react';
import type { ViewportControls } from '../hooks/use-viewport';
import type { WallEditor } from '../hooks/use-wall-editor';
import { addSprayPoint, createSpray, moveElement, removeElement } from '../lib/elements';
import {
  type Point,
  pinchZoom,
  resizeFromHandle,
  rotationFromHandle,
  screenToWall,
  zoomAt,
} from '../lib/geometry';
import { WallElementView } from './wall-element';

type Gesture =
  | { kind: 'pan'; last: Point }
  | { kind: 'drag'; id: string; last: Point }
  | { kind: 'rotate' | 'resize'; id: string }
  | { kind: 'spray'; id: string; last: Point }
  | { kind: 'pinch'; points: [Point, Point] };

const keyMoves: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

type WallSurfaceProps = { editor: WallEditor; view: ViewportControls };

/**
 * The wall itself: elements on a zoomed and panned layer. Dragging empty space pans (one finger or the mouse),
 * two fingers pinch-zoom, the wheel zooms at the cursor. In the editor, elements can be dragged, rotated and
 * resized by their handles, the spray tool paints, and the keyboard moves (arrows), removes (Delete) and
 * deselects (Escape).
 */
export function WallSurface({ editor, view }: WallSurfaceProps) {
  const { t } = useLingui();
  const surfaceRef = useRef<HTMLDivElement>(null);
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<Gesture | null>(null);
  const { viewport, setViewport } = view;
  const { isEditing, changeElements, select, selectedId, tool } = editor;
  const elementsRef = useRef<WallElement[]>(editor.elements);
  elementsRef.current = editor.elements;

  const local = useCallback((event: { clientX: number; clientY: number }): Point => {
    const rect = surfaceRef.current?.getBoundingClientRect();
    return { x: event.clientX - (rect?.left ?? 0), y: event.clientY - (rect?.top ?? 0) };
  }, []);

  // Wheel zoom needs a non-passive listener to keep the page from scrolling.
  useEffect(() => {
    const surface = surfaceRef.current;
    if (!surface) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const anchor = local(event);
      const factor = 1.2 ** -Math.max(-3, Math.min(3, event.deltaY / 100));
      setViewport((v) => zoomAt(v, v.zoom * factor, anchor));
    };
    surface.addEventListener('wheel', onWheel, { passive: false });
    return () => surface.removeEventListener('wheel', onWheel);
  }, [local, setViewport]);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0 && event.pointerType === 'mouse') return;
    const point = local(event);
    pointers.current.set(event.pointerId, point);
    event.currentTarget.setPointerCapture(event.pointerId);
    if (pointers.current.size === 2) {
      const [a, b] = [...pointers.current.values()] as [Point, Point];
      gesture.current = { kind: 'pinch', points: [a, b] };
      return;
    }
    const target = event.target as HTMLElement;
    const elementId = target.closest<HTMLElement>('[data-element-id]')?.dataset.elementId;
    const handle = target.closest<HTMLElement>('[data-handle]')?.dataset.handle;
    const wallPoint = screenToWall(viewport, point);
    if (isEditing && tool === 'spray') {
      const stroke = createSpray(elementsRef.current, editor.sprayColour, [wallPoint], editor.spraySize);
      changeElements((elements) => [...elements, stroke]);
      gesture.current = { kind: 'spray', id: stroke.id, last: wallPoint };
      return;
    }
    if (isEditing && elementId) {
      select(elementId);
      gesture.current =
        handle === 'rotate' || handle === 'resize'
          ? { kind: handle, id: elementId }
          : { kind: 'drag', id: elementId, last: wallPoint };
      return;
    }
    if (isEditing) select(null);
    gesture.current = { kind: 'pan', last: point };
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!pointers.current.has(event.pointerId)) return;
    const point = local(event);
    const previous = pointers.current.get(event.pointerId) as Point;
    pointers.current.set(event.pointerId, point);
    const current = gesture.current;
    if (!current) return;
    const wallPoint = screenToWall(viewport, point);
    if (current.kind === 'pinch') {
      const after = [...pointers.current.values()].slice(0, 2) as [Point, Point];
      setViewport((v) => pinchZoom(v, current.points, after));
      current.points = after;
    } else if (current.kind === 'pan') {
      view.pan(point.x - previous.x, point.y - previous.y);
    } else if (current.kind === 'drag') {
      const [dx, dy] = [wallPoint.x - current.last.x, wallPoint.y - current.last.y];
      current.last = wallPoint;
      changeElements((elements) => moveElement(elements, current.id, dx, dy));
    } else if (current.kind === 'spray') {
      // Dots at most a quarter nozzle apart keep strokes light without gaps.
      if (Math.hypot(wallPoint.x - current.last.x, wallPoint.y - current.last.y) < editor.spraySize / 4)
        return;
      current.last = wallPoint;
      changeElements((elements) =>
        elements.map((e) => (e.id === current.id && e.type === 'spray' ? addSprayPoint(e, wallPoint) : e)),
      );
    } else {
      changeElements((elements) =>
        elements.map((e) => {
          if (e.id !== current.id) return e;
          if (current.kind === 'rotate') return { ...e, rotation: rotationFromHandle(e, wallPoint) };
          return { ...e, ...resizeFromHandle(e, wallPoint) };
        }),
      );
    }
  };

  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
    if (gesture.current?.kind === 'pinch' && pointers.current.size === 1) {
      const [last] = [...pointers.current.values()] as [Point];
      gesture.current = { kind: 'pan', last };
      return;
    }
    if (pointers.current.size === 0) gesture.current = null;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isEditing) return;
    if (event.key === 'Escape') {
      if (selectedId) {
        event.preventDefault();
        select(null);
        surfaceRef.current?.focus();
      }
      return;
    }
    if (!selectedId) return;
    const move = keyMoves[event.key];
    if (move) {
      event.preventDefault();
      const step = event.shiftKey ? 10 : 1;
      changeElements((elements) => moveElement(elements, selectedId, move[0] * step, move[1] * step));
    } else if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      changeElements((elements) => removeElement(elements, selectedId));
      select(null);
      surfaceRef.current?.focus();
    }
  };

  return (
    <div
      ref={surfaceRef}
      role="application"
      aria-label={isEditing ? t`Wall editor` : t`Wall`}
      aria-roledescription="wall"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: an application region that takes keys and gestures
      tabIndex={0}
      className={`focus-ring absolute inset-0 touch-none overflow-hidden ${tool === 'spray' && isEditing ? 'cursor-crosshair' : 'cursor-grab active:cursor-grabbing'}`}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={onPointerEnd}
      onKeyDown={onKeyDown}
    >
      <div
        className="absolute top-0 left-0 origin-top-left will-change-transform"
        style={{ transform: `translate(${viewport.panX}px, ${viewport.panY}px) scale(${viewport.zoom})` }}
      >
        {editor.elements.map((element) => (
          <WallElementView
            key={element.id}
            element={element}
            isEditing={isEditing}
            isSelected={element.id === selectedId}
            zoom={element.id === selectedId ? viewport.zoom : undefined}
            onFocusElement={select}
          />
        ))}
      </div>
    </div>
  );
}
