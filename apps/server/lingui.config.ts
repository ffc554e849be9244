import { localeCodes } from '@circles/contracts';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * The server's own texts a person reads (issue #53): mails, Web Push, notifications, the export's README. One
 * catalogue per language in src/locales, compiled to TypeScript beside it (`npm run i18n -w @circles/server`), since
 * the server runs through tsx without Lingui's macros (docs/decisions/0100). A message's id is its English text.
 * LINGUI_CATALOGUES puts the catalogues under another folder (the catalogue check extracts into a copy).
 */
const out = process.env.LINGUI_CATALOGUES ?? '<rootDir>/src/locales';

export default defineConfig({
  sourceLocale: 'en',
  locales: [...localeCodes],
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: `${out}/{locale}`,
      // Contracts' notification texts: the server draws them for Web Push and the digest.
      include: ['<rootDir>/src', '<rootDir>/../../packages/contracts/src/notification-texts.ts'],
      exclude: ['**/*.test.*', '**/test/**'],
    },
  ],
  // Sorted by id (the English), so extracting again never reorders the catalogues.
  orderBy: 'messageId',
  format: formatter({ lineNumbers: false }),
  compileNamespace: 'ts',
});
