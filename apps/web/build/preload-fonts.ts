import type { Plugin } from 'vite';

/**
 * Adds `<link rel="preload" as="font">` for the font files every page renders with, so text paints in Inter
 * at once instead of swapping from the fallback. Only these: the other unicode ranges of Inter (Cyrillic,
 * Greek, Vietnamese, Latin extended) load on demand, when a page shows such characters.
 */
export function preloadFonts(patterns: RegExp[]): Plugin {
  return {
    name: 'circles:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const files = Object.keys(context.bundle ?? {}).filter((file) =>
          patterns.some((pattern) => pattern.test(file)),
        );
        return files.map((file) => ({
          tag: 'link',
          attrs: { rel: 'preload', href: `/${file}`, as: 'font', type: 'font/woff2', crossorigin: '' },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}
