import { describe, expect, it } from 'vitest';
import { circleContractDescriptors } from './circle-messages';

describe('circle texts of contracts in the reader’s language', () => {
  it('words each text in English exactly as contracts do', () => {
    const mismatches = Object.entries(circleContractDescriptors).filter(
      ([english, descriptor]) => descriptor.message !== english,
    );
    expect(mismatches).toEqual([]);
  });
});
