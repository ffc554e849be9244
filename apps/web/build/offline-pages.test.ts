import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { localeCodes, manifestFile, offlinePageFile } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { offlineTexts } from '../src/app/offline-texts';
import { writeOfflinePages } from './offline-pages';

describe('the offline page and the manifest in every language (issue 53)', () => {
  it('writes each language’s copy with its catalogue’s texts, its lang, and nothing English left', async () => {
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-offline-'));
    try {
      await writeOfflinePages(out);
      for (const locale of localeCodes.filter((code) => code !== 'en')) {
        const page = fs.readFileSync(path.join(out, offlinePageFile(locale)), 'utf8');
        expect(page, locale).toContain(`<html lang="${locale}">`);
        for (const { message } of [offlineTexts.title, offlineTexts.body])
          expect(page, locale).not.toContain(message);
        const manifest = JSON.parse(fs.readFileSync(path.join(out, manifestFile(locale)), 'utf8'));
        expect(manifest).toMatchObject({ name: 'Circles', lang: locale, start_url: '/home' });
        expect(manifest.description, locale).not.toBe(offlineTexts.appDescription.message);
      }
      const german = fs.readFileSync(path.join(out, offlinePageFile('de')), 'utf8');
      expect(german).toContain('<h1>Du bist offline</h1>');
      // The app's own 'Try again', as its error states say it.
      expect(german).toContain('>Erneut versuchen</a>');
      expect(german).toContain('<title>Du bist offline · Circles</title>');
    } finally {
      fs.rmSync(out, { recursive: true, force: true });
    }
  });

  it('has the service worker keep the offline page of each of them', () => {
    const worker = fs.readFileSync(path.resolve(import.meta.dirname, '../public/sw.js'), 'utf8');
    const listed = /const offlineLanguages = \[([^\]]*)\]/.exec(worker)?.[1] ?? '';
    expect([...listed.matchAll(/'([a-z]{2})'/g)].map((match) => match[1]).sort()).toEqual(
      localeCodes.filter((code) => code !== 'en').sort(),
    );
  });
});
