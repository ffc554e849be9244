import { type ReactNode, Suspense } from 'react';

let isHydrating = false;

/** main.tsx: a page rendered at build time is being taken over (until its first render is on screen). */
export function markHydrating(value: boolean) {
  isHydrating = value;
}

const turns = new Map<string, Promise<void> | 'done'>();

function WaitForTurn({ name, children }: { name: string; children: ReactNode }) {
  if (isHydrating) {
    const turn = turns.get(name);
    if (turn === undefined) {
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
  return children;
}

/**
 * Takes over this part of a page rendered at build time in a task of its own (issue #16). Preact hydrates a
 * tree in one go, and on a phone the whole public page was one long task that blocked input; a part that
 * suspends while hydrating keeps its HTML on screen and is taken over in the next task instead. Outside
 * hydration (a later visit in the app, the build-time render) it renders its children at once.
 */
export function HydrateInTurn({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <WaitForTurn name={name}>{children}</WaitForTurn>
    </Suspense>
  );
}
