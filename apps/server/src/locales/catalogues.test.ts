import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { localeCodes, notificationTexts } from '@circles/contracts';
import { formatter } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';
import { icuArgumentsOf } from '../../../../scripts/icu-arguments';
import { textsIn } from '../lib/i18n';

/**
 * Issue #53: the server's catalogue (mails, Web Push, notifications, the export README) has every message in every
 * language, with the same placeholders and no empty translation; and it is what `lingui extract` and `lingui
 * compile` make of the code (lingui.config.ts), so no text is missing and the compiled files are current.
 */
const serverRoot = path.resolve(import.meta.dirname, '../..');
const localesDir = path.join(serverRoot, 'src/locales');
const po = formatter({ lineNumbers: false });
const lingui = path.join(serverRoot, '../../node_modules/@lingui/cli/dist/lingui.js');

type Entry = { message?: string; translation?: string };

async function readCatalogue(dir: string, locale: string): Promise<Record<string, Entry>> {
  const file = path.join(dir, `${locale}.po`);
  return (await po.parse(fs.readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: 'en',
    filename: file,
  })) as Record<string, Entry>;
}

describe('the server’s message catalogue (apps/server/src/locales)', () => {
  it('finds the arguments of a message, inside plural branches too, and not the words beside them', () => {
    expect(icuArgumentsOf('{total, plural, one {Hola, {name}. # nueva} other {#}} {link}')).toEqual([
      'link',
      'name',
      'total',
    ]);
    expect(icuArgumentsOf('No placeholder, {}')).toEqual([]);
  });

  it.each(localeCodes.filter((code) => code !== 'en'))(
    '%s has every English message, translated, with the same placeholders',
    async (locale) => {
      const english = await readCatalogue(localesDir, 'en');
      const catalogue = await readCatalogue(localesDir, locale);
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(english).sort());
      const problems: string[] = [];
      for (const id of Object.keys(english)) {
        const translation = catalogue[id]?.translation ?? '';
        if (!translation.trim()) problems.push(`empty: ${id}`);
        else if (icuArgumentsOf(translation).join() !== icuArgumentsOf(id).join())
          problems.push(`placeholders differ: ${id} → ${translation}`);
      }
      expect(problems).toEqual([]);
    },
  );

  // The web app draws a notification from its own catalogue, Web Push and the digest from this one: one reader
  // must read the same words in both.
  it.each(localeCodes.filter((code) => code !== 'en'))(
    '%s words each notification text as the web app does',
    async (locale) => {
      const web = await readCatalogue(
        path.join(serverRoot, '../web/src/features/notifications/locales'),
        locale,
      );
      const webByEnglish = new Map(
        Object.entries(web).map(([id, entry]) => [entry.message ?? id, entry.translation]),
      );
      const server = await readCatalogue(localesDir, locale);
      const differ = Object.values(notificationTexts)
        .flatMap((text) => [text.title, text.message])
        .filter((english) => server[english]?.translation !== webByEnglish.get(english))
        .map(
          (english) =>
            `${english}: server “${server[english]?.translation}”, web “${webByEnglish.get(english)}”`,
        );
      expect(differ).toEqual([]);
    },
  );

  it('holds every message the code has, compiled as committed: `lingui extract` and `compile` change nothing', async () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-server-catalogue-'));
    try {
      for (const code of localeCodes)
        fs.copyFileSync(path.join(localesDir, `${code}.po`), path.join(copy, `${code}.po`));
      const env = { ...process.env, LINGUI_CATALOGUES: copy };
      for (const command of ['extract', 'compile'])
        await promisify(execFile)(
          process.execPath,
          [lingui, command, ...(command === 'extract' ? ['--clean'] : [])],
          {
            cwd: serverRoot,
            env,
          },
        );
      for (const code of localeCodes)
        for (const file of [`${code}.po`, `${code}.ts`])
          expect(
            fs.readFileSync(path.join(copy, file), 'utf8'),
            `${file} after lingui extract and compile`,
          ).toBe(fs.readFileSync(path.join(localesDir, file), 'utf8'));
    } finally {
      fs.rmSync(copy, { recursive: true, force: true });
    }
  }, 120_000);

  it('draws a text in the reader’s language with its values, and an unknown one in English, never as an id', () => {
    const english = textsIn('en')._('Verify your email for Circles');
    expect(english).toBe('Verify your email for Circles');
    for (const code of localeCodes.filter((locale) => locale !== 'en'))
      expect(textsIn(code)._('Verify your email for Circles'), code).not.toBe(english);
    expect(textsIn('es')._('…and {count} more.', { count: 3 })).toContain('3');
    expect(textsIn('de')._('A text no catalogue has, for {name}', { name: 'Ada' })).toBe(
      'A text no catalogue has, for Ada',
    );
  });
});
