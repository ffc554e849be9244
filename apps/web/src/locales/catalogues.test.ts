import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { localeCodes } from '@circles/contracts';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { icuArgumentsOf } from '../../../../scripts/icu-arguments';

/**
 * Issue #53: every catalogue has every message of the English one, with the same placeholders and tags and no
 * empty translation, and the catalogues are what `lingui extract` makes of the code (no message is missing).
 * One folder of catalogues per part a page loads (lingui.config.ts): src/locales, src/locales/member and each
 * feature's locales folder.
 */
const webRoot = path.resolve(import.meta.dirname, '../..');
const sourceRoot = path.join(webRoot, 'src');
const po = formatter({ lineNumbers: false });

/** The catalogue folders, relative to src/. */
const catalogueDirs = [
  'locales',
  'locales/member',
  ...fs
    .readdirSync(path.join(sourceRoot, 'features'))
    .map((feature) => `features/${feature}/locales`)
    .filter((dir) => fs.existsSync(path.join(sourceRoot, dir))),
];

type Entry = { message?: string; translation?: string };

async function readCatalogue(dir: string, locale: string): Promise<Record<string, Entry>> {
  const file = path.join(sourceRoot, dir, `${locale}.po`);
  const content = fs.readFileSync(file, 'utf8');
  return (await po.parse(content, { locale, sourceLocale: 'en', filename: file })) as Record<string, Entry>;
}

/** The arguments ({name}, as Lingui's compiler reads them: scripts/icu-arguments.ts) and the tags (<0>...</0>) of
 * an ICU message, sorted. */
function placeholdersOf(message: string) {
  const names = new Set(icuArgumentsOf(message).map((name) => `{${name}}`));
  for (const match of message.matchAll(/<\/?(\d+)\s*\/?>/g)) names.add(`<${match[1]}>`);
  return [...names].sort();
}

describe('the message catalogues (src/locales, src/locales/member, src/features/*/locales)', () => {
  it('finds the placeholders and tags of a message', () => {
    expect(placeholdersOf('{count, plural, one {# post by {name}} other {# posts}} <0>more</0>')).toEqual([
      '<0>',
      '{count}',
      '{name}',
    ]);
    expect(placeholdersOf('No placeholder')).toEqual([]);
    // A branch's own words ('Hola,') are not an argument.
    expect(placeholdersOf('{count, plural, one {Hola, {name}} other {#}}')).toEqual(['{count}', '{name}']);
  });

  it.each(catalogueDirs)('%s has one catalogue per language, no more', (dir) => {
    const files = fs.readdirSync(path.join(sourceRoot, dir)).filter((name) => name.endsWith('.po'));
    expect(files.sort()).toEqual(localeCodes.map((code) => `${code}.po`).sort());
  });

  it.each(localeCodes.filter((code) => code !== 'en'))(
    '%s has every English message, translated, with the same placeholders',
    async (locale) => {
      const problems: string[] = [];
      for (const dir of catalogueDirs) {
        const english = await readCatalogue(dir, 'en');
        const catalogue = await readCatalogue(dir, locale);
        expect(Object.keys(catalogue).sort(), dir).toEqual(Object.keys(english).sort());
        for (const [id, source] of Object.entries(english)) {
          const translation = catalogue[id]?.translation ?? '';
          const sourceText = source.message ?? id;
          if (!translation.trim()) problems.push(`${dir}: empty: ${sourceText}`);
          else if (placeholdersOf(translation).join() !== placeholdersOf(sourceText).join())
            problems.push(`${dir}: placeholders differ: ${sourceText} → ${translation}`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  // The server holds every part of a language merged, and a page may load several: one English text (and context)
  // is one message id, so two parts must not translate it two ways ('Support' as help and as a vote need a context).
  it.each(localeCodes.filter((code) => code !== 'en'))(
    '%s translates a message the same way in every part that has it',
    async (locale) => {
      const seen = new Map<string, { dir: string; translation: string }>();
      const problems: string[] = [];
      for (const dir of catalogueDirs)
        for (const [id, entry] of Object.entries(await readCatalogue(dir, locale))) {
          const translation = entry.translation ?? '';
          const earlier = seen.get(id);
          if (!earlier) seen.set(id, { dir, translation });
          else if (earlier.translation !== translation)
            problems.push(`${id}: ${earlier.dir} “${earlier.translation}”, ${dir} “${translation}”`);
        }
      expect(problems).toEqual([]);
    },
  );

  it('holds every message the code has, and no other: `lingui extract` changes nothing', async () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-catalogues-'));
    try {
      for (const dir of catalogueDirs) {
        fs.mkdirSync(path.join(copy, dir), { recursive: true });
        for (const code of localeCodes)
          fs.copyFileSync(path.join(sourceRoot, dir, `${code}.po`), path.join(copy, dir, `${code}.po`));
      }
      await promisify(execFile)(
        process.execPath,
        [path.join(webRoot, '../../node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--clean'],
        { cwd: webRoot, env: { ...process.env, LINGUI_CATALOGUES: copy } },
      );
      // A feature that gained its first message has a catalogue folder in the copy and none in src/.
      const extracted = fs
        .readdirSync(path.join(copy, 'features'))
        .map((feature) => `features/${feature}/locales`);
      expect(
        extracted.filter((dir) => !catalogueDirs.includes(dir)),
        'catalogue folders not in src/',
      ).toEqual([]);
      for (const dir of catalogueDirs)
        for (const code of localeCodes)
          expect(
            fs.readFileSync(path.join(copy, dir, `${code}.po`), 'utf8'),
            `${dir}/${code}.po after lingui extract`,
          ).toBe(fs.readFileSync(path.join(sourceRoot, dir, `${code}.po`), 'utf8'));
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }, 120_000);
});
