import type { Plugin } from 'vite';

/**
 * Priority Hints on the app's code (`fetchpriority="low"` on Vite's entry script and its module preloads): the
 * browser fetches the stylesheet, the theme script and the font first, paints the server's markup, and then
 * loads the code that hydrates it. Every page's document arrives drawn (prerendered or rendered by the server),
 * so the code is not needed for the first paint; at the default ("high") priority the framework and entry chunks
 * (about 130 KB) shared a slow link with the stylesheet and held the first paint back
 * (docs/decisions/0079-app-code-fetched-at-low-priority.md).
 */
export function scriptsAfterPaint(): Plugin {
  return {
    name: 'circles:scripts-after-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) => lowPriorityScripts(html),
    },
  };
}

/** Marks each module script and module preload of the document's head as low priority. */
export function lowPriorityScripts(html: string): string {
  return html.replace(
    /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
    '<$1 fetchpriority="low"',
  );
}
