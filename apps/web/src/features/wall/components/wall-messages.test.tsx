import { describe, expect, it } from 'vitest';
import { wallContractMessages } from './wall-messages';

describe('the wall texts in the reader’s language', () => {
  it('words each text in English exactly as contracts do', () => {
    const mismatches = Object.entries(wallContractMessages).filter(
      ([english, descriptor]) => descriptor.message !== english,
    );
    expect(mismatches).toEqual([]);
  });
});
