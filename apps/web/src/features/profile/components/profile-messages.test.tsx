import { describe, expect, it } from 'vitest';
import { profileContractMessages } from './profile-messages';

describe('the profile texts in the reader’s language', () => {
  it('words each text in English exactly as contracts do', () => {
    const mismatches = Object.entries(profileContractMessages).filter(
      ([english, descriptor]) => descriptor.message !== english,
    );
    expect(mismatches).toEqual([]);
  });
});
