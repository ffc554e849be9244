import {
  feedPageSchema,
  type Me,
  type MemberAnswers,
  type MemberDocumentRenderer,
  meSchema,
} from '@circles/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStringAsync } from 'preact-render-to-string';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { MemberShellPlaceholder } from './app/shell/member-shell-placeholder';
import { setHomeFeedFirstPage } from './features/home/api/get-home-feed';
import { HomePage } from './features/home/pages/home-page';
import { meQueryKey } from './lib/session';

/**
 * The server's renderer of member pages' documents (issue #16), built for Node into the web build's
 * `.server/member-document.js` (build/prerender.ts) and loaded by apps/server/src/lib/static-web.ts. For a
 * signed-in member the server answers the page's first API requests itself and calls renderMemberShell: the
 * document then shows the shell's frame with the page's top as the page draws it (the home page's greeting and
 * its first posts), and carries the answers, which the app takes instead of asking again (lib/document-answers).
 * The app's first render is then the same text in the same place: the page's largest paint is the document's.
 */

type MemberPage = {
  /** The GET requests the page makes first, by URL; the server answers each for the member asking. */
  answers: readonly string[];
  /** The page's top in the frame, from the answers already in the query cache. */
  top: ReactNode;
};

const pages: Record<string, MemberPage> = {
  '/home': { answers: ['/api/me', '/api/feed/home'], top: <HomePage /> },
};

export const memberPages: MemberDocumentRenderer['memberPages'] = Object.fromEntries(
  Object.entries(pages).map(([path, page]) => [path, { answers: page.answers }]),
);

/**
 * The query cache as the app fills it from these answers: each parsed by its query's own schema, under its key.
 * Only what the pages above ask for; a page added there adds its answers here.
 */
function cacheOf(me: Me, answers: MemberAnswers) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(meQueryKey, me);
  if ('/api/feed/home' in answers) {
    setHomeFeedFirstPage(queryClient, feedPageSchema.parse(answers['/api/feed/home']));
  }
  return queryClient;
}

export const renderMemberShell: MemberDocumentRenderer['renderMemberShell'] = async (path, answers) => {
  const page = pages[path];
  if (!page) throw new Error(`${path} has no member document`);
  // The app sends a member whose profile is not complete to set it up: they get the plain document.
  const me = meSchema.parse(answers['/api/me']);
  if (!me.profileCompleted) return null;
  const queryClient = cacheOf(me, answers);
  try {
    const markup = await renderToStringAsync(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <MemberShellPlaceholder top={page.top} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    // The page's title comes as a <title> element where there is no document (components/page-title.tsx); the
    // document keeps its own, and the app sets the page's as it starts.
    return markup.replace(/<title>[^<]*<\/title>/, '');
  } finally {
    queryClient.clear();
  }
};
