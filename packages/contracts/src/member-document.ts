/**
 * Marks in a member page's document (apps/web/build/prerender.ts) that the server replaces when it sends the
 * document to a signed-in member (apps/server/src/lib/static-web.ts): `shell` with the page as the member will
 * see it first (the shell's frame and the page's top, drawn by the web app's own components, see
 * MemberDocumentRenderer), `answers` with the answers to the API requests that drawing used, as JSON.
 */
export const memberDocumentSlots = {
  shell: '%%circles:member.shell%%',
  answers: '%%circles:member.answers%%',
} as const;

/** Where the answers go in the document: a data block the app reads instead of asking again (lib/document-answers). */
export const memberAnswersElementId = 'member-answers';

/**
 * The answers to a member page's GET requests for the member asking, by the URL the app requests
 * ('/api/me'), each exactly the body the API would send.
 */
export type MemberAnswers = Record<string, unknown>;

/**
 * What the web build leaves for the server in `.server/member-document.js` (apps/web/src/member-document.tsx):
 * which answers each member page needs, and a function that draws the page from them. It returns null when
 * this member should not get the page's document (a profile still to complete: the app sends them on).
 */
export type MemberDocumentRenderer = {
  memberPages: Record<string, { answers: readonly string[] }>;
  renderMemberShell: (page: string, answers: MemberAnswers) => Promise<string | null>;
};

/** The renderer's place in the web build's output; a dot directory, so the server never sends it to a browser. */
export const memberDocumentRendererFile = '.server/member-document.js';
