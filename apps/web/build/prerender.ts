import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';
import type { Manifest } from './bundle-budget';

/** A public page rendered at build time, and the modules its route loads (layout, page) to preload with it. */
export type PrerenderedPage = { path: string; modules: string[] };

const publicLayout = 'src/app/layouts/public-layout.tsx';
const authLayout = 'src/app/layouts/auth-layout.tsx';
const infoPage = 'src/features/marketing/pages/info-page.tsx';

/**
 * The pages any visitor sees the same, signed in or not (what changes for a member, such as a plan button on
 * /pricing, changes after the session check, as it did before). Member pages and pages that read a query or a
 * mail link's token (verify-email, reset-password with ?token=) are not here.
 */
export const prerenderedPages: PrerenderedPage[] = [
  { path: '/', modules: [publicLayout, 'src/features/waitlist/pages/coming-soon-page.tsx'] },
  { path: '/landing', modules: [publicLayout, 'src/features/marketing/pages/landing-page.tsx'] },
  { path: '/pricing', modules: [publicLayout, 'src/features/marketing/pages/pricing-page.tsx'] },
  { path: '/story', modules: ['src/features/marketing/pages/story-page.tsx'] },
  ...['/privacy', '/terms', '/help', '/contact', '/careers', '/blog'].map((page) => ({
    path: page,
    modules: [publicLayout, infoPage],
  })),
  { path: '/auth/sign-in', modules: [authLayout, 'src/features/auth/pages/sign-in-page.tsx'] },
  { path: '/auth/sign-up', modules: [authLayout, 'src/features/auth/pages/sign-up-page.tsx'] },
  { path: '/auth/reset-password', modules: [authLayout, 'src/features/auth/pages/reset-password-page.tsx'] },
];

/** Where a page's HTML is written in dist; apps/server/src/lib/static-web.ts serves it at `path`. */
export const prerenderedFile = (page: string) => `prerendered${page === '/' ? '/index' : page}.html`;

/** The JavaScript files a page's modules need beyond what index.html already loads, in load order. */
export function preloadsFor(manifest: Manifest, modules: string[]) {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string, isShell: boolean) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest: update apps/web/build/prerender.ts`);
    for (const imported of chunk.imports ?? []) visit(imported, isShell);
    if (!isShell) files.add(chunk.file);
  };
  visit('index.html', true);
  for (const key of modules) visit(key, false);
  return [...files];
}

/**
 * The page's document: index.html with the rendered markup in #root (marked with its path, for main.tsx) and
 * the page's title in place of the default one. Its scripts (the entry, what index.html preloads, and the
 * route's own chunks) are started by public/start-app.js after the first paint instead of from <head>.
 */
export function composePage(template: string, page: string, markup: string, preloads: string[]) {
  // The page's <title> is rendered where its PageTitle stands (src/components/page-title.tsx): it goes in <head>.
  const title = /<title>[^<]*<\/title>/.exec(markup)?.[0];
  const body = title ? markup.replace(title, '') : markup;
  const root = '<div id="root"></div>';
  const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const entry = entryTag.exec(template)?.[1];
  if (!entry || !template.includes(root) || !template.includes('<title>')) {
    throw new Error('index.html must contain <title>, its module script and an empty <div id="root"></div>');
  }
  const shellPreloads = [...template.matchAll(preloadTag)].map((match) => match[1]);
  const starter = `<script src="/start-app.js" data-entry="${entry}" data-preload="${[
    ...shellPreloads,
    ...preloads.map((file) => `/${file}`),
  ].join(' ')}" defer></script>`;
  return (
    template
      .replace(entryTag, '')
      .replace(preloadTag, '')
      .replace(/<title>[^<]*<\/title>/, () => title ?? '<title>Circles</title>')
      .replace('</head>', () => `  ${starter}\n  </head>`)
      // Inert until hydrated (main.tsx): a click before then would do nothing, and typing would be reset.
      .replace(root, () => `<div id="root" data-prerendered="${page}" inert>${body}</div>`)
  );
}

/**
 * Renders the public pages at build time (issue #16): a first visit paints the page from the HTML, without
 * waiting for the JavaScript, which then hydrates it (src/main.tsx). The app is built a second time for Node
 * (src/prerender.tsx, everything bundled, in a temporary directory), and each page written to
 * dist/prerendered/ before the precompress plugin compresses the build.
 */
export function prerenderPages(pages = prerenderedPages): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'circles:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      // The Node build below loads this same config: it must not render again.
      if (config.build.ssr) return;
      const outDir = path.resolve(config.root, config.build.outDir);
      const serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-prerender-'));
      try {
        await build({
          configFile: config.configFile,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          ssr: { noExternal: true },
          build: {
            ssr: 'src/prerender.tsx',
            outDir: serverDir,
            emptyOutDir: true,
            copyPublicDir: false,
            rolldownOptions: { output: { codeSplitting: false } },
          },
        });
        const { renderPage } = (await import(pathToFileURL(path.join(serverDir, 'prerender.js')).href)) as {
          renderPage: (page: string) => Promise<string>;
        };
        const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
        const manifest = JSON.parse(
          fs.readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8'),
        ) as Manifest;
        for (const page of pages) {
          const html = composePage(
            template,
            page.path,
            await renderPage(page.path),
            preloadsFor(manifest, page.modules),
          );
          const file = path.join(outDir, prerenderedFile(page.path));
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(file, html);
        }
      } finally {
        fs.rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
