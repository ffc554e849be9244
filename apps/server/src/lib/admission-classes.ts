/**
 * Who goes first in a surge (issue #57, docs/decisions/0085): decided from the method and path alone, before any
 * session lookup or body, so that sorting a request costs next to nothing.
 * - `link`: a member following a link from their mail (the e-mail verification, an unsubscribe link): goes to the
 *   front of the queue and is never refused for the queue's length; they cannot simply try again later.
 * - `member`: everything else, the reads and writes of members already in a page.
 * - `entry`: a new sign-in, sign-up or another anonymous auth step: a quarter of the queue, and once a queue stands
 *   only a turn expected within `DB_QUEUE_WAIT_MS` (members: the whole budget); under a surge a member already in
 *   a page is served before a new one comes in.
 */
export type AdmissionClass = 'link' | 'member' | 'entry';

const entryPaths = new Set([
  '/api/auth/sign-in/email',
  '/api/auth/sign-up/email',
  '/api/auth/passkey/generate-authenticate-options',
  '/api/auth/passkey/verify-authentication',
  '/api/auth/request-password-reset',
  '/api/auth/forget-password',
  '/api/auth/send-verification-email',
  '/api/waitlist',
]);

/** The class of a request, or undefined for one admission control lets through uncounted. */
export function classifyRequest(method: string, path: string): AdmissionClass | undefined {
  if (path.startsWith('/api/')) {
    // Probes, and live streams (their handler returns at once and checks its session on its own).
    if (path.startsWith('/api/health') || path.endsWith('/stream')) return undefined;
    if (method === 'GET' && (path === '/api/auth/verify-email' || path.startsWith('/api/email/unsubscribe')))
      return 'link';
    if (method === 'POST' && entryPaths.has(path)) return 'entry';
    return 'member';
  }
  // Media files check who may see them in the database; the web app's pages and files do not wait here.
  return path.startsWith('/media/') ? 'member' : undefined;
}
