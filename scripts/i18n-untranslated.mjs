// Prints the web files where Lingui's no-unlocalized-strings still finds texts, as eslint.config.mjs lists them
// in `notYetTranslated` (run after translating a part, to shrink the list). Issue #53.
import { ESLint } from 'eslint';

process.env.I18N_ALL = '1';
const eslint = new ESLint();
const results = await eslint.lintFiles(['apps/web/src']);
const root = `${process.cwd()}/`;
for (const result of results)
  if (result.messages.length)
    console.log(`  '${result.filePath.replace(root, '')}', // ${result.messages.length}`);
