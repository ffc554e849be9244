import { type LanguageName, languages } from '@circles/contracts';

/**
 * The catalogue's languages in the order this browser prefers them (navigator.languages, "es-MX" → spanish),
 * followed by the rest of the catalogue. A post's media plays in the first of these it has a file for.
 */
export function preferredLanguages(
  browserLanguages: readonly string[] = browserPreferences(),
): LanguageName[] {
  const ordered: LanguageName[] = [];
  for (const tag of browserLanguages) {
    const code = tag.split('-')[0]?.toLowerCase();
    const match = languages.find((entry) => entry.abbreviation.toLowerCase() === code);
    if (match && !ordered.includes(match.language)) ordered.push(match.language);
  }
  for (const entry of languages) if (!ordered.includes(entry.language)) ordered.push(entry.language);
  return ordered;
}

/** A catalogue language as people read it: 'spanish' → 'Spanish'. */
export const languageLabel = (language: string) => language.charAt(0).toUpperCase() + language.slice(1);

function browserPreferences(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}
