import type * as Zustand from 'zustand';

/**
 * Zustand's documented test setup (its "Testing" guide): every store made through `create` is put back to its
 * initial state after each test. Component tests share a module graph per worker (vitest.config.ts: `isolate:
 * false`), so a store changed by one test file would otherwise be what the next file's components start with.
 * Not the product's own reset at sign-out (lib/member-data.ts), which only the member's stores register for.
 */
export const initialStateResets = new Set<() => void>();

export function resettableCreate(actual: typeof Zustand): typeof Zustand.create {
  const createAndRemember = <T>(initializer: Zustand.StateCreator<T>) => {
    const store = actual.create(initializer);
    const initialState = store.getInitialState();
    initialStateResets.add(() => store.setState(initialState, true));
    return store;
  };
  return (<T>(initializer?: Zustand.StateCreator<T>) =>
    initializer ? createAndRemember(initializer) : createAndRemember) as typeof Zustand.create;
}
