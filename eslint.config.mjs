// ESLint runs one rule only: Lingui's no-unlocalized-strings, the check that no user-facing text is hard-coded in
// the web app (issue #53). Biome lints and formats everything else (biome.json).
import tsParser from '@typescript-eslint/parser';
import lingui from 'eslint-plugin-lingui';

/**
 * The server's files that write what a person reads (mail, Web Push, the unsubscribe page, the export's README,
 * notifications' words): every text goes through `i18n._` (apps/server/src/lib/i18n.ts, docs/decisions/0100).
 */
const serverTextFiles = [
  'apps/server/src/mail/templates.ts',
  'apps/server/src/features/notifications/unsubscribe-routes.ts',
  'apps/server/src/features/notifications/digest.ts',
  'apps/server/src/features/export/service.ts',
  'apps/server/src/features/push/service.ts',
  'apps/server/src/lib/notification-words.ts',
];

export default [
  {
    files: ['apps/web/src/**/*.{ts,tsx}', ...serverTextFiles],
    ignores: [
      '**/*.test.*',
      'apps/web/src/testing/**',
      '**/*.d.ts',
      // Its texts are catalogue messages already, marked for `lingui extract` by an i18n comment (no macro: the
      // build reads them in Node, build/offline-pages.ts); the rule knows only the macros.
      'apps/web/src/app/offline-texts.ts',
    ],
    languageOptions: { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          ignore: [
            // One "word" not starting with a capital: ids, keys, CSS values, paths, MIME types, event names.
            '^(?![A-Z])\\S+$',
            // UPPER_CASE constants.
            '^[A-Z0-9_-]+$',
            // Lists of CSS classes and media queries: lower-case tokens, one with a dash or a colon at least.
            '^(?=.*[-:])[a-z0-9:/.%()[\\]_!&>*=,#@-]+( [a-z0-9:/.%()[\\]_!&>*=,#@-]+)*$',
            // Markup the server assembles, and CSS colours.
            '^\\s*<',
            '^rgba?\\(',
            // Font-family lists.
            '^"',
            // The product's name, never translated, as a page title ends with it.
            '^Circles$',
            // Amigo, the assistant's name, never translated either.
            '^Amigo$',
            '· Circles$',
          ],
          ignoreNames: [
            { regex: { pattern: 'className', flags: 'i' } },
            { regex: { pattern: '^[A-Z0-9_-]+$' } },
            'styleName',
            'src',
            'srcSet',
            'href',
            'to',
            'type',
            'id',
            'key',
            'rel',
            'target',
            'method',
            'accept',
            'autoComplete',
            'inputMode',
            'role',
            'width',
            'height',
            'displayName',
            'mode',
            'name',
          ],
          ignoreFunctions: [
            'cva',
            'cn',
            'Error',
            'TypeError',
            'console.*',
            // The server's log lines are for operators, in English.
            'logger.*',
            '*.addEventListener',
            '*.removeEventListener',
            '*.postMessage',
            '*.getElementById',
            '*.querySelector',
            '*.querySelectorAll',
            '*.includes',
            '*.indexOf',
            '*.endsWith',
            '*.startsWith',
            '*.setAttribute',
            'fetch',
            'apiFetch',
            'URL',
            'URLSearchParams',
            'matchMedia',
            'window.matchMedia',
            '*.headers.get',
          ],
          useTsTypes: false,
        },
      ],
    },
  },
];
