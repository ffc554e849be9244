/**
 * Marks in a member page's document (apps/web/build/prerender.ts) that the server replaces with the signed-in
 * member's own values when it sends the document (apps/server/src/lib/static-web.ts): the page's first frame
 * then shows what the page itself will, such as the home page's greeting.
 */
export const memberDocumentSlots = { firstName: '%%circles:member.firstName%%' } as const;

export type MemberDocumentValues = Record<keyof typeof memberDocumentSlots, string>;
