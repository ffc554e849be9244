import { memberDocumentSlots } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import type { Manifest } from './bundle-budget';
import { composeMemberPage, composePage, memberPageFile, preloadsFor, prerenderedFile } from './prerender';

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Circles</title>
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index-A1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/framework-B2.js">
    <link rel="stylesheet" crossorigin href="/assets/index-C3.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const manifest: Manifest = {
  'index.html': { file: 'assets/index-A1.js', imports: ['_framework.js'], isEntry: true },
  '_framework.js': { file: 'assets/framework-B2.js' },
  '_field.js': { file: 'assets/field-D4.js', imports: ['_framework.js'] },
  'src/layout.tsx': { file: 'assets/layout-E5.js', imports: ['_framework.js', 'index.html'] },
  'src/page.tsx': { file: 'assets/page-F6.js', imports: ['_field.js', 'index.html'] },
};

describe('pages rendered at build time', () => {
  it('preloads what the route needs beyond what index.html loads, dependencies first', () => {
    expect(preloadsFor(manifest, ['src/layout.tsx', 'src/page.tsx'])).toEqual([
      'assets/layout-E5.js',
      'assets/field-D4.js',
      'assets/page-F6.js',
    ]);
    expect(() => preloadsFor(manifest, ['src/gone.tsx'])).toThrow(/not in the build manifest/);
  });

  it('puts the markup in an inert #root marked with its path, and the title in <head>', () => {
    const html = composePage(
      template,
      '/auth/sign-in',
      '<main><title>Welcome back · Circles</title><h1>Hi</h1></main>',
      [],
    );
    expect(html).toContain(
      '<div id="root" data-prerendered="/auth/sign-in" inert><main><h1>Hi</h1></main></div>',
    );
    expect(html).toContain('<title>Welcome back · Circles</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-C3.css">');
  });

  it('starts the app after the first paint instead of from <head>', () => {
    const html = composePage(template, '/', '<h1>Coming Soon</h1>', ['assets/page-F6.js']);
    expect(html).not.toContain('type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<script src="/start-app.js" data-entry="/assets/index-A1.js" data-first="/assets/framework-B2.js" data-preload="/assets/framework-B2.js /assets/page-F6.js" defer></script>',
    );
  });

  it('writes each page where the server looks for it', () => {
    expect(prerenderedFile('/')).toBe('prerendered/index.html');
    expect(prerenderedFile('/auth/sign-in')).toBe('prerendered/auth/sign-in.html');
    // apps/server/src/lib/static-web.ts takes member pages' documents from /member-pages.
    expect(memberPageFile('/home')).toBe('member-pages/home.html');
  });
});

describe("member pages' documents", () => {
  const html = composeMemberPage(template, ['assets/page-F6.js'], ['/api/auth/get-session']);

  it("have a slot for the member's page in #root, marked for main.tsx to replace, then one for the answers", () => {
    expect(html).toContain(
      `<div id="root" data-member-shell inert>${memberDocumentSlots.shell}</div><script type="application/json" id="member-answers">${memberDocumentSlots.answers}</script>`,
    );
  });

  it('ask for the data not answered in them with the cookie at once, and start the code after the first paint', () => {
    expect(html).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/auth/get-session">',
    );
    expect(html).not.toContain('type="module"');
    expect(html).toContain(
      'data-entry="/assets/index-A1.js" data-first="/assets/framework-B2.js" data-preload="/assets/framework-B2.js /assets/page-F6.js"',
    );
    expect(html.indexOf('rel="preload" as="fetch"')).toBeLessThan(html.indexOf('start-app.js'));
  });
});
