/** What a route's `handle` can say about it. */
export type RouteHandle = {
  /**
   * The page is the same for every visitor (what changes for a member changes after the session check): its
   * document is rendered at build time (build/prerender-public.ts) and served as a file.
   */
  prerender?: boolean;
};

export const prerendered: RouteHandle = { prerender: true };
