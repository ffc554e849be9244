/**
 * Who can open a page: anyone; a signed-in person still setting up their profile; a member (docs/product.md §Screens
 * route guard).
 */
export type RouteArea = 'public' | 'setup' | 'member';

/** What a route's `handle` can say about it. */
export type RouteHandle = {
  /**
   * The page is the same for every visitor (what changes for a member changes after the session check): its
   * document is rendered at build time (build/prerender-public.ts) and served as a file.
   */
  prerender?: boolean;
  /** Set on an area's guard route; the pages below it belong to that area (entry-server.tsx `routePages`). */
  area?: RouteArea;
};

export const prerendered: RouteHandle = { prerender: true };
