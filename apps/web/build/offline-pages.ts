// A step of `npm run build` (issue #53): the offline page and the web app manifest in every language. React draws
// neither: the service worker shows dist/offline.<code>.html without a network (public/sw.js), and a page drawn
// in a language links dist/manifest.<code>.webmanifest, whose description a browser's install prompt shows. The
// texts come from the core catalogue (src/app/offline-texts.ts); English stays in the files of public/.
import fs from 'node:fs';
import path from 'node:path';
import { defaultLocale, type Locale, localeCodes, manifestFile, offlinePageFile } from '@circles/contracts';
import { formatter } from '@lingui/format-po';
import { offlineTexts } from '../src/app/offline-texts';
import { compressBeside } from './precompress';

const web = path.resolve(import.meta.dirname, '..');
const dist = path.join(web, 'dist');
const po = formatter({ lineNumbers: false });

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** The core catalogue's translation of each offline text in `locale` (its English where it has none). */
async function textsIn(locale: Locale) {
  const file = path.join(web, 'src/locales', `${locale}.po`);
  const catalogue = (await po.parse(fs.readFileSync(file, 'utf8'), {
    locale,
    sourceLocale: defaultLocale,
    filename: file,
  })) as Record<string, { message?: string; context?: string; translation?: string }>;
  const byEnglish = (english: string) =>
    Object.values(catalogue).find((entry) => entry.message === english && !entry.context)?.translation;
  return Object.fromEntries(
    Object.entries(offlineTexts).map(([name, { id, message }]) => [
      name,
      (id === undefined ? byEnglish(message) : catalogue[id]?.translation) || message,
    ]),
  ) as Record<keyof typeof offlineTexts, string>;
}

/** `template` with each English text replaced; fails when one is not found (the template changed). */
function translated(template: string, replacements: [english: string, translation: string][], file: string) {
  let result = template;
  for (const [english, translation] of replacements) {
    if (!result.includes(english)) throw new Error(`${file}: "${english}" not found to translate`);
    result = result.replaceAll(english, translation);
  }
  return result;
}

export async function writeOfflinePages(outDir = dist) {
  const page = fs.readFileSync(path.join(web, 'public/offline.html'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.join(web, 'public/manifest.webmanifest'), 'utf8'));
  if (manifest.description !== offlineTexts.appDescription.message)
    throw new Error('public/manifest.webmanifest: its description is not offline-texts.ts’ English');
  for (const locale of localeCodes.filter((code) => code !== defaultLocale)) {
    const texts = await textsIn(locale);
    const html = translated(
      page,
      [
        ['<html lang="en">', `<html lang="${locale}">`],
        ...(['title', 'body', 'tryAgain'] as const).map((name): [string, string] => [
          `>${offlineTexts[name].message}<`,
          `>${escapeHtml(texts[name])}<`,
        ]),
        [
          `<title>${offlineTexts.title.message} · Circles</title>`,
          `<title>${escapeHtml(texts.title)} · Circles</title>`,
        ],
      ],
      'public/offline.html',
    );
    const pageFile = path.join(outDir, offlinePageFile(locale));
    fs.writeFileSync(pageFile, html);
    await compressBeside(pageFile);
    const manifestPath = path.join(outDir, manifestFile(locale));
    fs.writeFileSync(
      manifestPath,
      `${JSON.stringify({ ...manifest, lang: locale, description: texts.appDescription }, null, 2)}\n`,
    );
    await compressBeside(manifestPath);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await writeOfflinePages();
  console.log(
    'offline pages and manifests written for',
    localeCodes.filter((code) => code !== defaultLocale).join(' '),
  );
}
