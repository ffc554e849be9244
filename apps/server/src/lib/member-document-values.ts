import type { MemberDocumentValues } from '@circles/contracts';
import type { Context } from 'hono';
import { AppError } from './errors';
import type { Logger } from './logger';

type Deps = {
  lookUpViewer: (c: Context) => Promise<{ userId: string } | null>;
  getMe: (userId: string) => Promise<{ firstName: string; profileCompleted: boolean }>;
  logger: Logger;
};

/**
 * What a member page's document is filled in with (lib/static-web.ts `memberDocumentValues`): the signed-in
 * member's first name, for a member whose profile is complete. Anyone else gets null, and so index.html, from
 * which the app sends them where they belong. So does a failure: the app then asks for the session itself and
 * shows what went wrong, where an error here had answered the page with the API's JSON error. A failure that is
 * an answer about the member (an account gone while its session lived on: 404) is expected; any other is logged.
 */
export function memberDocumentValuesFrom({ lookUpViewer, getMe, logger }: Deps) {
  return async (c: Context): Promise<MemberDocumentValues | null> => {
    try {
      const viewer = await lookUpViewer(c);
      const me = viewer && (await getMe(viewer.userId));
      return me?.profileCompleted ? { firstName: me.firstName } : null;
    } catch (error) {
      if (!(error instanceof AppError)) {
        logger.warn(
          { err: error, path: c.req.path },
          'member document: could not read the member, sent index.html',
        );
      }
      return null;
    }
  };
}
