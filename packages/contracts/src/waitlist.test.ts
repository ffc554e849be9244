import { describe, expect, it } from 'vitest';
import { messages } from './messages';
import { normalizeEmail, waitlistRequestSchema } from './waitlist';

describe('waitlistRequestSchema', () => {
  it.each(['a@b.co', '  someone@example.org  '])('accepts %s', (email) => {
    expect(waitlistRequestSchema.safeParse({ email }).success).toBe(true);
  });

  it.each(['', 'plain', 'a@b', 'a b@c.de', '@c.de'])('rejects %j with the SPEC message', (email) => {
    const result = waitlistRequestSchema.safeParse({ email });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.waitlist.invalidEmail);
  });

  it('normalizes case and surrounding spaces', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});
