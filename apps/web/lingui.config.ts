import { localeCodes } from '@circles/contracts';
import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * Lingui's configuration (docs/decisions/0098): English source messages as PO msgids, one catalogue per language
 * in src/locales, a missing translation compiled as its English text. LINGUI_CATALOGUES lets the catalogue check
 * (src/locales/catalogues.test.ts) extract into a copy.
 */
const catalogues = process.env.LINGUI_CATALOGUES ?? '<rootDir>/src/locales';

export default defineConfig({
  sourceLocale: 'en',
  locales: [...localeCodes],
  fallbackLocales: { default: 'en' },
  catalogs: [{ path: `${catalogues}/{locale}`, include: ['<rootDir>/src'], exclude: ['**/*.test.*'] }],
  format: formatter({ lineNumbers: false }),
});
