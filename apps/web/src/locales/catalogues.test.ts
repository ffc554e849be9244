import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { localeCodes } from '@circles/contracts';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';

/**
 * Issue #53: every catalogue has every message of the English one, with the same placeholders and tags and no
 * empty translation, and the catalogues are what `lingui extract` makes of the code (no message is missing).
 */
const webRoot = path.resolve(import.meta.dirname, '../..');
const cataloguesDir = import.meta.dirname;
const po = formatter({ lineNumbers: false });

type Entry = { message?: string; translation?: string };

async function readCatalogue(locale: string): Promise<Record<string, Entry>> {
  const file = path.join(cataloguesDir, `${locale}.po`);
  const content = fs.readFileSync(file, 'utf8');
  return (await po.parse(content, { locale, sourceLocale: 'en', filename: file })) as Record<string, Entry>;
}

/** The arguments ({name}, {count, plural, ...}) and the tags (<0>...</0>) of an ICU message, sorted. */
function placeholdersOf(message: string) {
  const names = new Set<string>();
  for (const match of message.matchAll(/\{\s*([\p{L}_$][\p{L}\p{N}_$]*)\s*[,}]/gu))
    names.add(`{${match[1]}}`);
  for (const match of message.matchAll(/<\/?(\d+)\s*\/?>/g)) names.add(`<${match[1]}>`);
  return [...names].sort();
}

describe('the message catalogues (src/locales/*.po)', () => {
  it('finds the placeholders and tags of a message', () => {
    expect(placeholdersOf('{count, plural, one {# post by {name}} other {# posts}} <0>more</0>')).toEqual([
      '<0>',
      '{count}',
      '{name}',
    ]);
    expect(placeholdersOf('No placeholder')).toEqual([]);
  });

  it('has one catalogue per language, no more', () => {
    const files = fs.readdirSync(cataloguesDir).filter((name) => name.endsWith('.po'));
    expect(files.sort()).toEqual(localeCodes.map((code) => `${code}.po`).sort());
  });

  it.each(localeCodes.filter((code) => code !== 'en'))(
    '%s has every English message, translated, with the same placeholders',
    async (locale) => {
      const english = await readCatalogue('en');
      const catalogue = await readCatalogue(locale);
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      const problems: string[] = [];
      for (const [id, source] of Object.entries(english)) {
        const translation = catalogue[id]?.translation ?? '';
        const sourceText = source.message ?? id;
        if (!translation.trim()) problems.push(`empty: ${sourceText}`);
        else if (placeholdersOf(translation).join() !== placeholdersOf(sourceText).join())
          problems.push(`placeholders differ: ${sourceText} → ${translation}`);
      }
      expect(problems).toEqual([]);
    },
  );

  it('holds every message the code has, and no other: `lingui extract` changes nothing', async () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-catalogues-'));
    try {
      for (const code of localeCodes)
        fs.copyFileSync(path.join(cataloguesDir, `${code}.po`), path.join(copy, `${code}.po`));
      await promisify(execFile)(
        process.execPath,
        [path.join(webRoot, '../../node_modules/@lingui/cli/dist/lingui.js'), 'extract', '--clean'],
        { cwd: webRoot, env: { ...process.env, LINGUI_CATALOGUES: copy } },
      );
      for (const code of localeCodes)
        expect(
          fs.readFileSync(path.join(copy, `${code}.po`), 'utf8'),
          `${code}.po after lingui extract`,
        ).toBe(fs.readFileSync(path.join(cataloguesDir, `${code}.po`), 'utf8'));
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }, 120_000);
});
