import { localeCodes } from '@circles/contracts';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Lingui's configuration (docs/decisions/0098, 0099): English source messages as PO msgids, a missing translation
 * compiled as its English text. One catalogue per language for each part a page loads with its code
 * (src/lib/i18n.ts), so a page carries only its own messages:
 * - core (src/locales): what every page may show: the root, public, auth and setup layouts, the 404, lib/ and the
 *   shared controls in components/ui and components/icon-picker;
 * - member (src/locales/member): the member shell (app/shell, its layout and the pages composed of features) and the
 *   member-only shared components (posts, moderation, report, block, like...), loaded with the member layout;
 * - one per feature (src/features/<name>/locales), loaded with the feature's routes.
 * LINGUI_CATALOGUES puts them all under another folder laid out as src/ (the catalogue check extracts into a copy).
 */
const out = process.env.LINGUI_CATALOGUES ?? '<rootDir>/src';
const tests = '**/*.test.*';

/** Files shown only inside the member shell, outside features/. */
const memberOnly = [
  'app/shell',
  'app/layouts/app-layout.tsx',
  'app/routes/post-page-with-comments.tsx',
  'app/routes/search-page-with-results.tsx',
];
/** components/ shared by every area (core); the rest of components/ is the member area's. */
const sharedComponents = 'ui|icon-picker|page-title.tsx|page-spinner.tsx';
const memberComponents = [
  `<rootDir>/src/components/!(${sharedComponents})`,
  `<rootDir>/src/components/!(${sharedComponents})/**`,
];
const below = (relative: string) =>
  /\.tsx?$/.test(relative) ? `<rootDir>/src/${relative}` : `<rootDir>/src/${relative}/**`;

export default defineConfig({
  sourceLocale: 'en',
  locales: [...localeCodes],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: `${out}/locales/{locale}`,
      include: ['<rootDir>/src'],
      exclude: [tests, below('features'), ...memberOnly.map(below), ...memberComponents],
    },
    {
      path: `${out}/locales/member/{locale}`,
      include: [...memberOnly.map((relative) => `<rootDir>/src/${relative}`), '<rootDir>/src/components'],
      exclude: [
        tests,
        `<rootDir>/src/components/{${sharedComponents.replaceAll('|', ',')}}`,
        `<rootDir>/src/components/{ui,icon-picker}/**`,
      ],
    },
    {
      path: `${out}/features/{name}/locales/{locale}`,
      include: ['<rootDir>/src/features/{name}'],
      exclude: [tests],
    },
  ],
  format: formatter({ lineNumbers: false }),
});
