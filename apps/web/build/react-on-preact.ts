import type { Alias } from 'vite';

/**
 * The app is written against React's API and runs on Preact through preact/compat (issue #16): React DOM alone
 * was 68.6 KB of the 99.5 KB gzipped framework chunk, more than half of the public pages' 100 KB budget.
 * Libraries that import react or react-dom (the router, Radix, TanStack Query, react-hook-form, sonner) get
 * Preact too, so only one framework is ever loaded. Used by the Vite build and by the component tests.
 * Paths are resolved from here so that a library's own nested copy of React could never be picked instead.
 */
const preact = (specifier: string) => new URL(import.meta.resolve(specifier)).pathname;

export const reactOnPreact: Alias[] = [
  { find: /^react$/, replacement: preact('preact/compat') },
  { find: /^react-dom$/, replacement: preact('preact/compat') },
  { find: /^react-dom\/client$/, replacement: preact('preact/compat/client') },
  { find: /^react-dom\/test-utils$/, replacement: preact('preact/test-utils') },
  { find: /^react\/jsx-runtime$/, replacement: preact('preact/compat/jsx-runtime') },
  { find: /^react\/jsx-dev-runtime$/, replacement: preact('preact/compat/jsx-dev-runtime') },
];
