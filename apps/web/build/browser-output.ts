import path from 'node:path';
import type { ResolvedConfig } from 'vite';

/**
 * Where the browser build writes its files, or null for the build for Node that renders the public pages
 * (build/prerender.ts): that one is never served, so the plugins that finish the browser's files leave it alone.
 */
export const browserOutDir = (config: ResolvedConfig) =>
  config.build.ssr ? null : path.resolve(config.root, config.build.outDir);
