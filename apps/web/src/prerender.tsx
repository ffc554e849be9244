import { memberDocumentSlots } from '@circles/contracts';
import { renderToString, renderToStringAsync } from 'preact-render-to-string';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { App } from './app/app';
import { routes, whenRouterReady } from './app/router';
import { MemberShellPlaceholder } from './app/shell/member-shell-placeholder';
import { HomeColumn, HomeHeader } from './features/home/components/home-header';

/**
 * Build time only (build/prerender.ts runs it in Node): the markup of the app at `path` as a visitor's browser
 * first renders it (no session yet, no toaster), for main.tsx to hydrate. Public pages only: member pages
 * depend on who asks.
 */
export async function renderPage(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await whenRouterReady(router);
  const markup = await renderToStringAsync(<App router={router} />);
  router.dispose();
  return markup;
}

/**
 * The top of each member page with a document of its own, as the page draws it: the server puts the member's
 * values in the slots. The same text in the same place keeps the page's largest text the one painted first.
 */
const memberPageTops: Record<string, ReactNode> = {
  '/home': (
    <HomeColumn>
      <HomeHeader firstName={memberDocumentSlots.firstName} />
    </HomeColumn>
  ),
};

/** Build time only: the member shell's frame that the member page at `path` shows until the app replaces it. */
export const renderMemberShell = (path: string) =>
  renderToString(<MemberShellPlaceholder top={memberPageTops[path]} />);
