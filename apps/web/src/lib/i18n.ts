import { defaultLocale, type Locale, negotiateLocale } from '@circles/contracts';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { tellServiceWorkerLanguage } from './register-service-worker';

/**
 * The catalogues (lingui.config.ts, compiled by Lingui's Vite plugin), one chunk per part and language, so a page
 * loads only its visitor's language and only the parts it shows (docs/decisions/0098, 0099): `core` on every page,
 * `member` with the member shell, and a feature's with its routes (`withCatalogues` below). A message missing from
 * a language is compiled as its English text.
 */
const catalogueFiles = import.meta.glob<{ messages: Messages }>([
  '../locales/*.po',
  '../locales/member/*.po',
  '../features/*/locales/*.po',
]);

/** A part of the app with messages of its own: `core`, `member`, or a folder of src/features. */
export type CatalogueName = 'core' | 'member' | (string & {});

/** The source file of a part's catalogue in a language, as the build's manifest names it (for preloading). */
export function catalogueSource(name: CatalogueName, locale: Locale) {
  if (name === 'core') return `src/locales/${locale}.po`;
  if (name === 'member') return `src/locales/member/${locale}.po`;
  return `src/features/${name}/locales/${locale}.po`;
}

const importerOf = (name: CatalogueName, locale: Locale) => {
  const importer = catalogueFiles[`../${catalogueSource(name, locale).slice('src/'.length)}`];
  if (!importer) throw new Error(`No catalogue ${name} in ${locale}`);
  return importer;
};

/** Every part's messages in `locale`, merged: the server draws any page, so it holds them all. */
const everyCatalogue = new Map<Locale, Promise<Messages>>();
export function loadAllMessages(locale: Locale): Promise<Messages> {
  let messages = everyCatalogue.get(locale);
  if (!messages) {
    const sources = Object.entries(catalogueFiles).filter(([file]) => file.endsWith(`/${locale}.po`));
    messages = Promise.all(sources.map(([, load]) => load())).then((parts) =>
      Object.assign({}, ...parts.map((part) => part.messages)),
    );
    everyCatalogue.set(locale, messages);
  }
  return messages;
}

/**
 * An i18n instance drawing in `locale`: one per render on the server, one per tab in the browser. A message whose
 * part was not loaded is logged as an error (the E2E walks fail on it); it shows as its id meanwhile.
 */
export function createI18n(locale: Locale, messages: Messages = {}): I18n {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  i18n.on('missing', ({ id, locale: missingLocale }) => {
    console.error(
      `i18n: message ${id} is not loaded in ${missingLocale}: its part's catalogue was not loaded`,
    );
  });
  return i18n;
}

// The browser tab's instance and the parts it has loaded, so a route loads its part in the tab's language and a
// change of language loads every part already shown.
let tabI18n: I18n | undefined;
const tabParts = new Set<CatalogueName>(['core']);
const tabLoads = new Map<string, Promise<void>>();

/** The browser's instance (main.tsx): starts empty, in `locale`; `loadCatalogues` fills it. */
export function startTabI18n(locale: Locale) {
  tabI18n = createI18n(locale);
  return tabI18n;
}

function loadInto(i18n: I18n, name: CatalogueName, locale: Locale) {
  const key = `${locale}:${name}`;
  let loading = tabLoads.get(key);
  if (!loading) {
    loading = importerOf(name, locale)().then(({ messages }) => {
      // A route's part arrives while the page before it is still drawn, which needs none of these messages: they
      // are merged without Lingui's change event, so that page does not draw again meanwhile (after a sign-out it
      // would ask for its data again, signed out: 401s). Another language's are loaded as Lingui does; the switch
      // that asked for them draws the page again.
      if (i18n.locale === locale) Object.assign(i18n.messages, messages);
      else i18n.load(locale, messages);
    });
    tabLoads.set(key, loading);
  }
  return loading;
}

/** Loads parts' catalogues into the tab's instance, in its language. Nothing on the server, which has them all. */
export async function loadCatalogues(names: readonly CatalogueName[]) {
  if (import.meta.env.SSR || !tabI18n) return;
  const i18n = tabI18n;
  for (const name of names) tabParts.add(name);
  await Promise.all(names.map((name) => loadInto(i18n, name, i18n.locale as Locale)));
}

/** Loads `locale`'s catalogues of every part shown so far and draws the page in it at once (no reload). */
export async function switchLocale(i18n: I18n, locale: Locale) {
  if (i18n.locale === locale) return;
  await Promise.all([...tabParts].map((name) => loadInto(i18n, name, locale)));
  i18n.activate(locale);
  document.documentElement.lang = locale;
  tellServiceWorkerLanguage(locale);
}

/** The parts a matched route chain shows: each route's `handle.catalogues`, `core` first. */
export function cataloguesOf(matches: readonly { route: { handle?: unknown } }[]): CatalogueName[] {
  const names = new Set<CatalogueName>(['core']);
  for (const { route } of matches) {
    const handle = route.handle as { catalogues?: readonly CatalogueName[] } | undefined;
    for (const name of handle?.catalogues ?? []) names.add(name);
  }
  return [...names];
}

type LazyRoute = {
  handle?: unknown;
  lazy?: unknown;
  children?: LazyRoute[];
};

/**
 * Routes that show parts' messages: their handle names the parts (the server preloads them, main.tsx loads them
 * before hydrating), and each lazy route below loads them with its code, so a page never draws before its words.
 */
export function withCatalogues<Route extends LazyRoute>(
  names: readonly CatalogueName[],
  routes: Route[],
): Route[] {
  const wrap = (route: Route, top: boolean): Route => {
    const lazy = route.lazy;
    return {
      ...route,
      ...(top ? { handle: { ...(route.handle as object | undefined), catalogues: names } } : {}),
      ...(typeof lazy === 'function'
        ? {
            lazy: () =>
              Promise.all([(lazy as () => Promise<unknown>)(), loadCatalogues(names)]).then(
                ([module]) => module,
              ),
          }
        : {}),
      ...(route.children ? { children: route.children.map((child) => wrap(child as Route, false)) } : {}),
    };
  };
  return routes.map((route) => wrap(route, true));
}

/** The browser's own preference, for a page the server did not draw. */
export const browserLocale = (): Locale =>
  typeof navigator === 'undefined'
    ? defaultLocale
    : negotiateLocale((navigator.languages ?? [navigator.language]).join(','));
