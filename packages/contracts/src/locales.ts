/**
 * Issue #53: the languages the product is drawn in, each named in its own language (the Settings select shows
 * them so). English is SPEC's text and the fallback for everything.
 */
export const supportedLocales = [
  { code: 'en', name: 'English' },
  { code: 'es', name: 'Español' },
  { code: 'pt', name: 'Português' },
  { code: 'fr', name: 'Français' },
  { code: 'de', name: 'Deutsch' },
  { code: 'zh', name: '中文（简体）' },
  { code: 'it', name: 'Italiano' },
] as const;

export type Locale = (typeof supportedLocales)[number]['code'];
export const localeCodes = supportedLocales.map((locale) => locale.code) as [Locale, ...Locale[]];
export const defaultLocale: Locale = 'en';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (localeCodes as string[]).includes(value);

export const localeMessages = {
  unknownLanguage: `Unknown language. Use one of: ${localeCodes.join(', ')}`,
} as const;

/** Past these, the rest of an Accept-Language header is not read: a hostile header costs no more than this. */
export const acceptLanguageLimits = { maxLength: 512, maxEntries: 16 } as const;

/** A language tag's own language, if we draw it: 'pt-BR' → 'pt', 'zh-Hans-CN' → 'zh', 'ZH' → 'zh'. */
export function localeOfTag(tag: string): Locale | undefined {
  const primary = tag.trim().split(/[-_]/, 1)[0]?.toLowerCase();
  return isLocale(primary) ? primary : undefined;
}

/**
 * The language to draw a visitor's pages in from their Accept-Language header (RFC 9110 §12.5.4): the supported
 * language of highest quality, the earlier on a tie; English when none is supported or the header is missing or
 * malformed. Only the header's first `maxLength` characters and `maxEntries` entries are read.
 */
export function negotiateLocale(header: string | null | undefined): Locale {
  if (!header) return defaultLocale;
  const entries = header.slice(0, acceptLanguageLimits.maxLength).split(',', acceptLanguageLimits.maxEntries);
  let best: Locale | undefined;
  let bestQuality = 0;
  for (const entry of entries) {
    const [tag = '', ...parameters] = entry.split(';');
    const locale = localeOfTag(tag);
    if (!locale) continue;
    const quality = qualityOf(parameters);
    if (quality > bestQuality) {
      best = locale;
      bestQuality = quality;
    }
  }
  return best ?? defaultLocale;
}

/** `q=0.8` → 0.8; no q → 1; a malformed one → 0 (not acceptable), as is q=0. */
function qualityOf(parameters: string[]) {
  const q = parameters.map((parameter) => parameter.trim()).find((parameter) => /^q=/i.test(parameter));
  if (q === undefined) return 1;
  const value = q.slice(2).trim();
  if (!/^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(value)) return 0;
  return Number(value);
}
