// Issue #53: drawing a page in another language costs the server no more than in English. Starts the built app on
// a throwaway embedded database, makes one member per language (their saved language), then asks for the same
// server-drawn pages for each language in turn, round after round (so a slow minute of the machine hits every
// language alike), and prints per language the median and p95 time of a document and the server's CPU per
// document (/proc).
//   node --import tsx bench/render-languages.ts [--port 3640] [--rounds 40] [--languages en,es,zh,de]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { request } from '@playwright/test';
import { startDevApp, waitForHealth } from './lib';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '3640' },
    rounds: { type: 'string', default: '40' },
    languages: { type: 'string', default: 'en,es,zh,de' },
  },
});
const base = `http://localhost:${values.port}`;
const languages = values.languages.split(',');
const rounds = Number(values.rounds);
// Member pages, drawn on demand for every language (English public pages are files drawn at build time).
const pages = ['/home', '/settings', '/circles', '/notifications'];

/** A member whose saved language is `language`; the Cookie header of their session. */
async function memberCookie(language: string) {
  process.env.E2E_PORT = values.port;
  const { createMemberSession } = await import('../e2e/fixtures/accounts');
  const context = await request.newContext({ baseURL: base, extraHTTPHeaders: { origin: base } });
  await createMemberSession(context);
  const saved = await context.put('/api/preferences/language', { data: { value: language } });
  if (!saved.ok()) throw new Error(`language ${language}: ${saved.status()}`);
  const { cookies } = await context.storageState();
  await context.dispose();
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;
const cpuMs = (pid: number) => {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
};
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

const app = startDevApp(values.port, 'circles-bench-render-');
try {
  await waitForHealth(base);
  const cookies = new Map<string, string>();
  for (const language of languages) cookies.set(language, await memberCookie(language));
  const times = new Map(languages.map((language) => [language, [] as number[]]));
  const cpu = new Map(languages.map((language) => [language, 0]));
  const fetchPage = async (language: string, page: string) => {
    const response = await fetch(`${base}${page}`, { headers: { cookie: cookies.get(language) ?? '' } });
    const html = await response.text();
    if (!response.ok || !html.includes(`<html lang="${language}"`))
      throw new Error(`${page} in ${language}: ${response.status}`);
  };
  // Warm-up: every route's code and every language's catalogues loaded once.
  for (const language of languages) for (const page of pages) await fetchPage(language, page);
  const pid = app.pid ?? 0;
  for (let round = 0; round < rounds; round++) {
    for (const language of languages) {
      const before = cpuMs(pid);
      for (const page of pages) {
        const started = performance.now();
        await fetchPage(language, page);
        times.get(language)?.push(performance.now() - started);
      }
      cpu.set(language, (cpu.get(language) ?? 0) + cpuMs(pid) - before);
    }
  }
  console.log(`${rounds} rounds of ${pages.join(', ')} per language, one request at a time`);
  for (const language of languages) {
    const sorted = [...(times.get(language) ?? [])].sort((a, b) => a - b);
    console.log(
      `${language}: median ${quantile(sorted, 0.5).toFixed(1)} ms, p95 ${quantile(sorted, 0.95).toFixed(1)} ms, ` +
        `server CPU ${((cpu.get(language) ?? 0) / sorted.length).toFixed(2)} ms per document (${sorted.length} documents)`,
    );
  }
} finally {
  app.kill('SIGTERM');
}
