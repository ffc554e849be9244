import { describe, expect, it } from 'vitest';
import { messages } from './messages';

describe('messages', () => {
  it("counts the verification countdown in English: '1 second', '2 seconds' (issue #41)", () => {
    expect(messages.auth.verified(3)).toBe(
      'Email verified successfully! Redirecting to sign in page in 3 seconds...',
    );
    expect(messages.auth.verified(1)).toBe(
      'Email verified successfully! Redirecting to sign in page in 1 second...',
    );
  });
});
