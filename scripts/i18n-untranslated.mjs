// The web files where Lingui's no-unlocalized-strings still finds texts (issue #53), as eslint.config.mjs lists them
// in `notYetTranslated`. Prints them; with --write, rewrites that list (run after translating a part: it shrinks).
import fs from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '..');
process.env.I18N_ALL = '1';
const eslint = new ESLint({ cwd: root });
const results = await eslint.lintFiles(['apps/web/src']);
const lines = results
  .filter((result) => result.messages.length > 0)
  .map((result) => `  '${path.relative(root, result.filePath)}', // ${result.messages.length}`)
  .sort();
console.log(lines.join('\n'));
if (process.argv.includes('--write')) {
  const configFile = path.join(root, 'eslint.config.mjs');
  const config = fs.readFileSync(configFile, 'utf8');
  const list = /const notYetTranslated = \[\n[\s\S]*?\n\];/;
  if (!list.test(config)) throw new Error('eslint.config.mjs has no notYetTranslated list');
  fs.writeFileSync(configFile, config.replace(list, `const notYetTranslated = [\n${lines.join('\n')}\n];`));
  console.log(`${lines.length} files left in eslint.config.mjs`);
}
