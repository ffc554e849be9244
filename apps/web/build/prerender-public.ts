// The last step of `npm run build`: renders the public pages (routes marked `prerender`) with the server's
// renderer (dist/.server/entry-server.js) into dist/prerendered/, compressed, where the server sends them
// from (apps/server/src/lib/static-web.ts). A first visit paints the page from its HTML, and React hydrates it.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { prerenderedFile } from '@circles/contracts';
import { compressBeside } from './precompress';

const dist = path.resolve(import.meta.dirname, '../dist');

const renderer = (await import(
  pathToFileURL(path.join(dist, '.server/entry-server.js')).href
)) as typeof import('../src/entry-server');
const template = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const pages = renderer.prerenderedPaths();
for (const page of pages) {
  const rendered = await renderer.renderDocument(template, new Request(new URL(page, 'http://localhost')));
  // A file has no nonce for an inline script of React's (the CSP refuses inline scripts otherwise).
  if (rendered.kind === 'page' && /<script(?![^>]*\b(src|type)=)[^>]*>/.test(rendered.html)) {
    throw new Error(`${page}: the page needs an inline script`);
  }
  if (rendered.kind !== 'page' || rendered.status !== 200) {
    throw new Error(
      `${page}: a public page must render as a page at build time, got ${JSON.stringify(rendered)}`,
    );
  }
  const file = path.join(dist, prerenderedFile(page));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, rendered.html);
  await compressBeside(file);
}
console.log(`prerendered ${pages.length} public pages: ${pages.join(' ')}`);
