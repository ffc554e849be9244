import { compileMessage } from '@lingui/message-utils/compileMessage';

/**
 * The argument names of an ICU message (`{name}`, `{count, plural, ...}` and those inside its branches), sorted, as
 * Lingui's own compiler reads them, so a branch's words ('Hola,') are never taken for an argument. The catalogue
 * checks of the web app and the server compare a translation's arguments with its English ones by it (issue #53).
 */
export function icuArgumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      names.add(String(token[0]));
      const branches = token[2];
      if (branches && typeof branches === 'object')
        for (const branch of Object.values(branches)) walk(branch);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}
