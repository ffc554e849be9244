/**
 * Where a reply goes: replies are one level deep, so answering a reply posts under its top-level comment (the
 * server attaches it there too).
 */
export const replyParentId = (target: { id: string; parentId: string | null }) =>
  target.parentId ?? target.id;

/** SPEC §4 Comments: the button that shows hidden replies reads 'See N Replies', word for word. */
export const seeRepliesLabel = (count: number) => `See ${count} Replies`;

/** The one open reply box of a comments section (SPEC §4: one at a time): the id of the item answered. */
export type ReplyBox = { targetId: string; parentId: string } | null;

/** Opening a box on another item closes the one that was open; opening the same item again keeps it. */
export const openReplyBox = (target: { id: string; parentId: string | null }): ReplyBox => ({
  targetId: target.id,
  parentId: replyParentId(target),
});

export const isReplyBoxOpenFor = (box: ReplyBox, itemId: string) => box?.targetId === itemId;
