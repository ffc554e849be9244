import { describe, expect, it } from 'vitest';
import { reviewMessages } from './verification-messages';

describe('the review texts in the reader’s language', () => {
  it('words each text in English exactly as contracts do', () => {
    const mismatches = Object.entries(reviewMessages).filter(
      ([english, descriptor]) => descriptor.message !== english,
    );
    expect(mismatches).toEqual([]);
  });
});
