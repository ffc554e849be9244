import { describe, expect, it } from 'vitest';
import { commentTexts } from './comment-messages';

describe('the comment texts in the reader’s language', () => {
  it('words each text in English exactly as contracts do', () => {
    const mismatches = Object.entries(commentTexts).filter(
      ([english, descriptor]) => descriptor.message !== english,
    );
    expect(mismatches).toEqual([]);
  });
});
