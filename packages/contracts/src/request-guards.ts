/** Answers the server gives before any route runs (cross-origin writes, NUL and other control characters). */
export const requestGuardMessages = {
  crossOrigin:
    'This request came from another site and was refused. Open the app at its own address and try again.',
  nulCharacter: 'Text must not contain the NUL character (\\u0000)',
  /** Other C0 controls (tab, line feed and carriage return are text) and UTF-16 halves without their pair. */
  controlCharacter: 'Text must not contain control characters or broken characters',
  /** 503 with Retry-After (issue #37): more requests wait for the database than it serves in time. */
  busy: 'The server is busy right now. Please try again in a moment.',
} as const;

/** The code of a 503 answered by admission control: the web client retries reads that get it. */
export const serverBusyCode = 'server_busy';

/**
 * What stored text may not hold (issue #57, docs/decisions/0087): the C0 controls but tab, line feed and carriage
 * return, and a UTF-16 surrogate without its pair (JSON's `\ud800` alone: no font draws it, and it would reach the
 * database as U+FFFD). NUL keeps its own message.
 */
const forbiddenText =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0001-\u0008\u000b\u000c\u000e-\u001f]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const textProblem = (text: string) =>
  text.includes('\u0000')
    ? requestGuardMessages.nulCharacter
    : forbiddenText.test(text)
      ? requestGuardMessages.controlCharacter
      : undefined;

/**
 * The first string (or object key) of a parsed JSON value that holds what text may not (NUL, another C0 control
 * but tab and line breaks, a lone surrogate): its path, like `content` or `icons.2`, and the message; undefined
 * when there is none. Refused, never stripped: the member sees their text was not taken as written.
 */
export function findForbiddenText(
  value: unknown,
  path: string[] = [],
): { field: string; message: string } | undefined {
  if (typeof value === 'string') {
    const message = textProblem(value);
    return message ? { field: path.join('.') || '_', message } : undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  const entries: [string, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [String(index), item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    const message = textProblem(key);
    if (message) return { field: [...path, key.replaceAll('\u0000', '\\u0000')].join('.'), message };
    const found = findForbiddenText(item, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** Every string and key of a parsed JSON value in Unicode NFC, so equal texts are stored (and searched) alike. */
export function normalizeTexts(value: unknown): unknown {
  if (typeof value === 'string') return value.normalize('NFC');
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map(normalizeTexts);
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key.normalize('NFC'), normalizeTexts(item)]),
  );
}
