import { memberAnswersElementId } from '@circles/contracts';

/**
 * How long after the document loaded its answers may stand in for a request: the app asks for them as it starts
 * (a second or two on a slow phone). A later request, or one made after the page has been left and come back to,
 * asks the server again.
 */
const answersValidMs = 30_000;

let answers: Map<string, unknown> | undefined;

function readAnswers() {
  const element = typeof document === 'undefined' ? null : document.getElementById(memberAnswersElementId);
  const found = new Map<string, unknown>();
  if (element?.textContent) {
    try {
      for (const [url, body] of Object.entries(JSON.parse(element.textContent) as Record<string, unknown>)) {
        found.set(url, body);
      }
    } catch {
      // A document cut short: the app asks for everything itself.
    }
  }
  element?.remove();
  return found;
}

/**
 * The answer the server put in a member page's document for a GET of `url` (issue #16;
 * apps/server/src/lib/static-web.ts), taken once: the first request for it is answered from the document
 * instead of the network, every later one asks the server.
 */
export function takeDocumentAnswer(url: string): { body: unknown } | undefined {
  answers ??= readAnswers();
  if (!answers.has(url)) return undefined;
  const body = answers.get(url);
  answers.delete(url);
  if (performance.now() > answersValidMs) return undefined;
  return { body };
}
