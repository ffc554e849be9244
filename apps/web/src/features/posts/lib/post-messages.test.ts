import { mediaMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { postTexts, recordedTooLarge } from './post-messages';

describe('the posts’ contract texts in the reader’s language', () => {
  it('words each text in English exactly as contracts do', () => {
    const mismatches = Object.entries(postTexts).filter(
      ([english, descriptor]) => descriptor.message !== english,
    );
    expect(mismatches).toEqual([]);
    expect(recordedTooLarge('31.2').message?.replace('{sizeMb}', '31.2')).toBe(
      mediaMessages.recordedTooLarge('31.2'),
    );
  });
});
