/**
 * Where a reply goes: replies are one level deep, so answering a reply posts under its top-level comment (the
 * server attaches it there too).
 */
export const replyParentId = (target: { id: string; parentId: string | null }) =>
  target.parentId ?? target.id;
