import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { appLayout, routePlans } from './build/bundle-budget';
import { compileHints } from './build/compile-hints';
import { iconImports } from './build/icon-imports';
import { memberChunks } from './build/member-chunks';
import { precompress } from './build/precompress';
import { preloadFonts } from './build/preload-fonts';
import { prerenderPages } from './build/prerender';
import { reactOnPreact } from './build/react-on-preact';

// The API server listens on 3000 in development; in production one process serves both, so paths stay relative.
const apiProxy = { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } };

// The member shell's and home page's own code as one chunk (build/member-chunks.ts).
const member = memberChunks({
  member: [appLayout, 'src/features/home/pages/home-page.tsx'],
  public: [
    'src/main.tsx',
    ...routePlans.filter((plan) => !plan.modules.includes(appLayout)).flatMap((plan) => plan.modules),
  ],
});

export default defineConfig({
  // Components are written for React and run on Preact (build/react-on-preact.ts); esbuild's automatic JSX
  // transform is all they need, so there is no React plugin (and no Fast Refresh: the dev server reloads).
  resolve: { alias: reactOnPreact },
  plugins: [
    tailwindcss(),
    iconImports(),
    // Every page renders Latin text in Inter: fetch that file with the HTML, not after the CSS.
    preloadFonts([/inter-latin-wght-normal-[\w-]+\.woff2$/]),
    // Public pages' HTML rendered at build time, so their first paint does not wait for JavaScript.
    prerenderPages(),
    member.plugin,
    compileHints(),
    precompress(),
  ],
  server: { port: 5173, proxy: apiProxy },
  preview: { port: 4173, proxy: apiProxy },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The bundle budget (scripts/check-bundle-budget.mjs) reads each route's chunks from the manifest.
    manifest: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // Libraries mark their modules "use client" for React Server Components, which this app does not use.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"')) return;
        // The router reads React 19's useOptimistic and falls back when the framework (Preact) has none.
        if (warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic')) return;
        warn(warning);
      },
      output: {
        // The framework (Preact under React's API) and the router change far less often than our code: their
        // chunk stays cached across releases.
        // Other libraries go with the pages that use them (one shared vendor chunk made every page load all).
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](preact|react-router)[\\/]/,
              priority: 2,
            },
            // Its dependencies are public code, in chunks of their own already: the group must not pull them in.
            { name: 'member', test: member.isMemberOnly, priority: 2, includeDependenciesRecursively: false },
            // Zod as one file: public forms load it on their first validation (lib/forms), member pages with their
            // first answer. The contracts that build schemas with it stay with the pages that use them: a file
            // builds all its schemas when it loads, and every contract in one file cost /home about 40 ms of
            // script at start (160 ms on Lighthouse's phone) for schemas it never used.
            { name: 'schemas', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
            // The rest of what the entry imports statically travels as one file (not a dozen small ones).
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
