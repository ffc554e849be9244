import { describe, expect, it } from 'vitest';
import { isReplyBoxOpenFor, openReplyBox, replyParentId, seeRepliesLabel } from './replies';

const comment = { id: 'c1', parentId: null };
const reply = { id: 'r1', parentId: 'c1' };

describe('replyParentId (one level of replies)', () => {
  it('answers a top-level comment under itself', () => {
    expect(replyParentId(comment)).toBe('c1');
  });

  it('answers a reply under its top-level comment', () => {
    expect(replyParentId(reply)).toBe('c1');
  });
});

describe('reply box (SPEC §4: one at a time)', () => {
  it('is open only for the item it was opened on', () => {
    const box = openReplyBox(reply);
    expect(box).toEqual({ targetId: 'r1', parentId: 'c1' });
    expect(isReplyBoxOpenFor(box, 'r1')).toBe(true);
    expect(isReplyBoxOpenFor(box, 'c1')).toBe(false);
  });

  it('opening on another item moves the single box there', () => {
    let box = openReplyBox(comment);
    box = openReplyBox(reply);
    expect(isReplyBoxOpenFor(box, 'c1')).toBe(false);
    expect(isReplyBoxOpenFor(box, 'r1')).toBe(true);
  });

  it('a closed box is open nowhere', () => {
    expect(isReplyBoxOpenFor(null, 'c1')).toBe(false);
  });
});

describe('seeRepliesLabel', () => {
  it("reads 'See N Replies' (SPEC §4, word for word)", () => {
    expect(seeRepliesLabel(2)).toBe('See 2 Replies');
    expect(seeRepliesLabel(5)).toBe('See 5 Replies');
  });
});
