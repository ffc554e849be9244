/** Answers the server gives before any route runs (cross-origin writes, NUL characters). */
export const requestGuardMessages = {
  crossOrigin:
    'This request came from another site and was refused. Open the app at its own address and try again.',
  nulCharacter: 'Text must not contain the NUL character (\\u0000)',
  /** 503 with Retry-After (issue #37): more requests wait for the database than it serves in time. */
  busy: 'The server is busy right now. Please try again in a moment.',
} as const;

/** The code of a 503 answered by admission control: the web client retries reads that get it. */
export const serverBusyCode = 'server_busy';

/**
 * The path of the first string (or object key) in a parsed JSON value that holds a NUL character, like
 * `content` or `icons.2`, or undefined when there is none. PostgreSQL cannot store NUL in text.
 */
export function findNulCharacter(value: unknown, path: string[] = []): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path.join('.') || '_' : undefined;
  if (value === null || typeof value !== 'object') return undefined;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = findNulCharacter(value[index], [...path, String(index)]);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return [...path, key.replaceAll('\u0000', '\\u0000')].join('.');
    const found = findNulCharacter(item, [...path, key]);
    if (found !== undefined) return found;
  }
  return undefined;
}
