import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { MemberDocumentRenderer } from '@circles/contracts';
import { build, type Plugin, type ResolvedConfig } from 'vite';
// By path, not by the package's name: Vite loads this config with Node, which leaves a package's TypeScript
// unread; a relative import is bundled into the config. The file has no imports of its own.
import {
  memberAnswersElementId,
  memberDocumentRendererFile,
  memberDocumentSlots,
} from '../../../packages/contracts/src/member-document';
import { browserOutDir } from './browser-output';
import { type Manifest, routePlans } from './bundle-budget';

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

/**
 * Member pages whose document names, up front, the code and the first data they need (issue #16). Without it
 * a member's first visit is a chain: the entry runs, asks who is signed in, the router then loads the shell's
 * and the page's code (dozens of files, each found only when its importer runs), and the page only then asks
 * for its data. Here the browser fetches the code in parallel with the entry, from the HTML. The server sends
 * this document only to a signed-in member, drawn for them (contracts' memberDocumentSlots: the frame and the
 * page's top from src/member-document.tsx, with the answers to the page's first requests, which
 * apps/server/src/lib/static-web.ts fills in). `fetches` are the app's first requests the server does not
 * answer in the document, preloaded instead: they must be exactly the app's own (same URL and credentials), or
 * the browser fetches twice.
 */
export type MemberPage = { path: string; modules: string[]; fetches: string[] };

const memberModules = (route: string) => {
  const plan = routePlans.find((candidate) => candidate.route === route);
  if (!plan) throw new Error(`${route} has no route plan in apps/web/build/bundle-budget.ts`);
  return plan.modules;
};

export const memberPages: MemberPage[] = [
  {
    path: '/home',
    modules: memberModules('/home'),
    // The session check main.tsx starts (lib/session.ts); it also renews the session's cookie when due, so it
    // goes to the server. /api/me and the feed's first page come in the document (src/member-document.tsx).
    fetches: ['/api/auth/get-session'],
  },
];

/** Where a member page's document is written in dist; the server sends it at `path` to a signed-in member. */
export const memberPageFile = (page: string) => `member-pages${page}.html`;

/**
 * A member page's document: index.html with the slot for the page as the member sees it first (the shell's
 * frame, src/member-document.tsx) in #root until main.tsx replaces it, the slot for the answers the app takes
 * instead of asking (lib/document-answers.ts), asking at once for the page's other first data (with the
 * session cookie), and starting the page's code after the first paint (as public pages do).
 */
export function composeMemberPage(template: string, preloads: string[], fetches: string[]) {
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('index.html must contain an empty <div id="root"></div>');
  // The API client sends the cookie (credentials: 'include'): the preload must too, to be the same request.
  const dataPreloads = fetches.map(
    (url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${url}">`,
  );
  return startAfterFirstPaint(template, preloads, dataPreloads).replace(
    root,
    () =>
      // Inert until the app replaces it (main.tsx), as a public page until hydrated: its buttons do nothing yet.
      `<div id="root" data-member-shell inert>${memberDocumentSlots.shell}</div>` +
      `<script type="application/json" id="${memberAnswersElementId}">${memberDocumentSlots.answers}</script>`,
  );
}

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
  if (!template.includes(root) || !template.includes('<title>')) {
    throw new Error('index.html must contain <title> and an empty <div id="root"></div>');
  }
  return (
    startAfterFirstPaint(template, preloads)
      .replace(/<title>[^<]*<\/title>/, () => title ?? '<title>Circles</title>')
      // Inert until hydrated (main.tsx): a click before then would do nothing, and typing would be reset.
      .replace(root, () => `<div id="root" data-prerendered="${page}" inert>${body}</div>`)
  );
}

/**
 * index.html with its module script and module preloads replaced by public/start-app.js, which starts them,
 * and the page's own chunks (`preloads`), after the first paint: fetched with the HTML they would compete with
 * the stylesheet and the font on a slow network. `headTags` go at the end of <head>.
 */
function startAfterFirstPaint(template: string, preloads: string[], headTags: string[] = []) {
  const entryTag = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
  const preloadTag = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
  const entry = entryTag.exec(template)?.[1];
  if (!entry) throw new Error('index.html must contain its module script');
  const shellPreloads = [...template.matchAll(preloadTag)].map((match) => match[1]);
  // What index.html preloads is what the entry imports: start-app.js runs each before the entry, in a task of its own.
  const starter = `<script src="/start-app.js" data-entry="${entry}" data-first="${shellPreloads.join(' ')}" data-preload="${[
    ...shellPreloads,
    ...preloads.map((file) => `/${file}`),
  ].join(' ')}" defer></script>`;
  return template
    .replace(entryTag, '')
    .replace(preloadTag, '')
    .replace('</head>', () => `${[...headTags, starter].map((tag) => `  ${tag}\n`).join('')}  </head>`);
}

/**
 * Renders the public pages at build time (issue #16): a first visit paints the page from the HTML, without
 * waiting for the JavaScript, which then hydrates it (src/main.tsx). The app is built a second time for Node
 * (src/prerender.tsx, everything bundled, in a temporary directory), and each page written to
 * dist/prerendered/ before the precompress plugin compresses the build. Member pages' documents are written
 * with their slots, and their renderer (src/member-document.tsx) is built for Node a third time, into
 * dist/.server/, where the server loads it.
 */
export function prerenderPages(pages = prerenderedPages): Plugin {
  let config: ResolvedConfig;
  /** One build of `entry` for Node, everything in one file: the Node build loads this same config, and must not render again. */
  const buildForNode = (entry: string, outDir: string) =>
    build({
      configFile: config.configFile,
      root: config.root,
      mode: config.mode,
      logLevel: 'warn',
      ssr: { noExternal: true },
      build: {
        ssr: entry,
        outDir,
        emptyOutDir: true,
        copyPublicDir: false,
        manifest: false,
        rolldownOptions: { output: { codeSplitting: false } },
      },
    });
  return {
    name: 'circles:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle() {
      const outDir = browserOutDir(config);
      if (!outDir) return;
      const serverDir = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-prerender-'));
      try {
        await buildForNode('src/prerender.tsx', serverDir);
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
        const rendererFile = path.join(outDir, memberDocumentRendererFile);
        await buildForNode('src/member-document.tsx', path.dirname(rendererFile));
        const renderer = (await import(pathToFileURL(rendererFile).href)) as MemberDocumentRenderer;
        for (const page of memberPages) {
          if (!renderer.memberPages[page.path]) {
            throw new Error(`${page.path} has a member document but src/member-document.tsx cannot draw it`);
          }
          const file = path.join(outDir, memberPageFile(page.path));
          fs.mkdirSync(path.dirname(file), { recursive: true });
          fs.writeFileSync(
            file,
            composeMemberPage(template, preloadsFor(manifest, page.modules), page.fetches),
          );
        }
      } finally {
        fs.rmSync(serverDir, { recursive: true, force: true });
      }
    },
  };
}
