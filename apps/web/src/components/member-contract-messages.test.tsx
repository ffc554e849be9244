import { describe, expect, it } from 'vitest';
import { memberContractMessages } from './member-contract-messages';

describe('the member area’s contracts’ texts in the reader’s language', () => {
  it('words each text in English exactly as contracts do, so English pages show SPEC’s text', () => {
    const mismatches = Object.entries(memberContractMessages).filter(
      ([english, descriptor]) => descriptor.message !== english,
    );
    expect(mismatches).toEqual([]);
  });
});
