import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compileHints } from './build/compile-hints.ts';
import { devServerRendering } from './build/dev-server-rendering.ts';
import { linguiMacros } from './build/lingui-macros.ts';
import { precompress } from './build/precompress.ts';

// The API server listens on 3000 in development (scripts/dev.mjs may say otherwise); in production one process
// serves both, so paths stay relative.
const apiOrigin = process.env.CIRCLES_API_ORIGIN ?? 'http://127.0.0.1:3000';
const apiProxy = { '/api': { target: apiOrigin, changeOrigin: false } };

/**
 * Two builds (package.json `build`): the browser's, then `--ssr src/entry-server.tsx` into dist/.server, the
 * server's renderer of page documents (docs/decisions: first load with React's server rendering).
 * build/prerender-public.ts then renders the public pages with it into dist/prerendered.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    linguiMacros(),
    react(),
    // The catalogues (src/locales/*.po) compiled as they are imported: docs/decisions/0098.
    lingui({ configPath: path.join(import.meta.dirname, 'lingui.config.ts') }),
    compileHints(),
    precompress(),
    devServerRendering(apiOrigin),
  ],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  // The renderer runs in the server's Node: everything it imports is bundled into it (the server's own
  // node_modules do not hold the web app's libraries). In development Node loads them itself, as CommonJS
  // libraries need (Vite's module runner runs ES modules only).
  ssr: { noExternal: command === 'build' || undefined },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The server reads the entry's files from the manifest; the bundle budget reads each page's chunks.
    manifest: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // Libraries mark their modules "use client" for React Server Components, which this app does not use.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
        warn(warning);
      },
      output: isSsrBuild
        ? // One file for Node, pages and all.
          { codeSplitting: false }
        : {
            // React and the router change far less often than our code: their chunk stays cached across releases.
            // Other libraries go with the pages that use them (one shared vendor chunk made every page load all).
            codeSplitting: {
              experimentalInlineCommonChunks: { maxSize: 12_288 },
              groups: [
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 2,
                },
                // Zod as one file: public forms load it on their first validation (lib/forms), member pages with their
                // first answer.
                { name: 'schemas', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
                // The rest of what the entry imports statically travels as one file (not a dozen small ones).
                { name: 'app', tags: ['$initial'], priority: 1 },
              ],
            },
          },
    },
  },
}));
