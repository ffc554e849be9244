import { useLayoutEffect } from 'react';

const titleOf = (title?: string) => (title ? `${title} · Circles` : 'Circles');

/**
 * Sets the document title. Preact (under React's API, build/react-on-preact.ts) does not hoist <title> into
 * <head> as React 19 did, so the browser gets it through document.title; the build-time render of public pages
 * has no document, and there a <title> element carries it, which build/prerender.ts moves into <head>.
 */
export function PageTitle({ title }: { title?: string }) {
  useLayoutEffect(() => {
    document.title = titleOf(title);
  }, [title]);
  return typeof document === 'undefined' ? <title>{titleOf(title)}</title> : null;
}
