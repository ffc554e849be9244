import { afterEach, describe, expect, it, vi } from 'vitest';
import { catalogueSource, cataloguesOf, createI18n, loadAllMessages, withCatalogues } from './i18n';

describe('catalogues per part (docs/decisions/0099)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('names the part a route shows on the route and loads it with its code', async () => {
    const page = { default: 'page module' };
    type Route = { path?: string; handle?: unknown; lazy: () => Promise<unknown>; children?: Route[] };
    const routes: Route[] = [
      {
        path: '/home',
        handle: { prerender: true },
        lazy: async () => page,
        children: [{ lazy: async () => page }],
      },
    ];
    const [route] = withCatalogues(['home'], routes);
    if (!route?.children?.[0]) throw new Error('the route and its child are kept');
    expect(route.handle).toEqual({ prerender: true, catalogues: ['home'] });
    expect(await route.lazy()).toBe(page);
    // A child's lazy route loads the part too (a page below a layout), without a handle of its own.
    const child = route.children[0];
    expect(child.handle).toBeUndefined();
    expect(await child.lazy()).toBe(page);
  });

  it("gathers a page's parts from its matched routes, core first and each once", () => {
    const matches = [
      { route: {} },
      { route: { handle: { catalogues: ['member', 'posts'] } } },
      { route: { handle: { area: 'member' } } },
      { route: { handle: { catalogues: ['posts', 'comments'] } } },
    ];
    expect(cataloguesOf(matches)).toEqual(['core', 'member', 'posts', 'comments']);
  });

  it('finds each part of every language in the build manifest by its source file', () => {
    expect(catalogueSource('core', 'es')).toBe('src/locales/es.po');
    expect(catalogueSource('member', 'zh')).toBe('src/locales/member/zh.po');
    expect(catalogueSource('settings', 'de')).toBe('src/features/settings/locales/de.po');
  });

  it('gives the server every part of a language, merged', async () => {
    const messages = await loadAllMessages('fr');
    const fromParts = await Promise.all([import('../locales/fr.po'), import('../locales/member/fr.po')]);
    for (const part of fromParts) expect(messages).toMatchObject(part.messages);
    // And the features' parts (this folder does not name them).
    const shared = Object.keys(Object.assign({}, ...fromParts.map((part) => part.messages))).length;
    expect(Object.keys(messages).length).toBeGreaterThan(shared);
  });

  it('reports a message whose part is not loaded as an error', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const i18n = createI18n('es', { known: 'conocido' });
    expect(i18n._('known')).toBe('conocido');
    expect(error).not.toHaveBeenCalled();
    i18n._('abc123');
    expect(error).toHaveBeenCalledWith(expect.stringContaining('abc123 is not loaded in es'));
  });
});
