import { type ReactNode, Suspense, useLayoutEffect } from 'react';
import { holdFirstScreen, isDrawingOffscreen, releaseFirstScreen } from '../lib/first-screen';

let isHydrating = false;

/** main.tsx: a page rendered at build time is being taken over (until its first render is on screen). */
export function markHydrating(value: boolean) {
  isHydrating = value;
}

const turns = new Map<string, Promise<void> | 'done'>();
/** What each part drawn off screen holds the page's swap by, until it is drawn. */
const holders = new Map<string, object>();

function WaitForTurn({ name, children }: { name: string; children: ReactNode }) {
  const isOffscreen = isDrawingOffscreen();
  if (isHydrating || isOffscreen) {
    const turn = turns.get(name);
    if (turn === undefined) {
      if (isOffscreen) {
        const holder = {};
        holders.set(name, holder);
        holdFirstScreen(holder);
      }
      const next = new Promise<void>((resolve) =>
        setTimeout(() => {
          turns.set(name, 'done');
          resolve();
        }),
      );
      turns.set(name, next);
      throw next;
    }
    if (turn !== 'done') throw turn;
  }
  return (
    <>
      {children}
      <ReleaseWhenDrawn name={name} />
    </>
  );
}

/**
 * Rendered after the part: by the time its layout effect runs, the part is drawn and any part inside it that
 * draws in turns of its own already holds the page's swap.
 */
function ReleaseWhenDrawn({ name }: { name: string }) {
  useLayoutEffect(() => {
    const holder = holders.get(name);
    if (!holder) return;
    holders.delete(name);
    releaseFirstScreen(holder);
  }, [name]);
  return null;
}

/**
 * Draws this part of a page in a task of its own while the page is being taken over (issue #16), since one long
 * task would block a tap for its whole length:
 * - A page rendered at build time, hydrated: Preact hydrates a tree in one go, and on a phone the whole public
 *   page was one long task. A part that suspends while hydrating keeps its HTML on screen and is taken over in
 *   the next task instead.
 * - A member page drawn off screen while the server's drawing of it is in view (lib/first-screen): the part is
 *   drawn in a later task, and the page is swapped in once every part is.
 * Otherwise (a later visit in the app, the build-time render) it renders its children at once.
 */
export function DrawInTurn({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn name={name}>{children}</WaitForTurn>
    </Suspense>
  );
}
