import { describe, expect, it } from 'vitest';
import { contractMessageDescriptors } from './contract-messages';

describe('contracts’ texts in the reader’s language', () => {
  it('words each text in English exactly as contracts do, so English pages show SPEC’s text', () => {
    const mismatches = Object.entries(contractMessageDescriptors).filter(
      ([english, descriptor]) => descriptor.message !== english,
    );
    expect(mismatches).toEqual([]);
    expect(Object.keys(contractMessageDescriptors).length).toBeGreaterThan(30);
  });
});
