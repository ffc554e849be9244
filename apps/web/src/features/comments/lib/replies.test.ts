import { describe, expect, it } from 'vitest';
import { replyParentId } from './replies';

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
