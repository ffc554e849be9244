import type { MemberAnswers } from '@circles/contracts';
import type { Context } from 'hono';
import { AppError } from './errors';
import type { Logger } from './logger';

/** One GET a member page's document can answer: the body its route sends to the member `viewerId`. */
export type MemberAnswerer = (viewerId: string) => Promise<unknown>;

type Deps = {
  lookUpViewer: (c: Context) => Promise<{ userId: string } | null>;
  /** By the URL the app requests ('/api/me'); each the same service call as the route's. */
  answerers: Record<string, MemberAnswerer>;
  logger: Logger;
};

/**
 * The answers a member page's document carries (lib/static-web.ts `answerAsMember`): the page's first GET
 * requests, answered for the signed-in member. A visitor gets null, and so index.html, from which the app sends
 * them where they belong. So does a failure: the app then asks for everything itself and shows what went wrong,
 * where an error here had answered the page with the API's JSON error. A failure that is an answer about the
 * member (an account gone while its session lived on: 404) is expected; any other is logged.
 */
export function memberAnswersFrom({ lookUpViewer, answerers, logger }: Deps) {
  return async (c: Context, urls: readonly string[]): Promise<MemberAnswers | null> => {
    try {
      const viewer = await lookUpViewer(c);
      if (!viewer) return null;
      const bodies = await Promise.all(
        urls.map((url) => {
          const answer = answerers[url];
          if (!answer)
            throw new Error(`the server has no answer for ${url}, which a member page's document needs`);
          return answer(viewer.userId);
        }),
      );
      return Object.fromEntries(urls.map((url, index) => [url, bodies[index]]));
    } catch (error) {
      if (!(error instanceof AppError)) {
        logger.warn(
          { err: error, path: c.req.path },
          "member document: could not answer the page's requests, sent index.html",
        );
      }
      return null;
    }
  };
}
