import { describe, expect, it } from 'vitest';
import { passwordHasher, verifyPassword } from './password';

describe('password hashing', () => {
  it('hashes with argon2id at the baseline (46 MiB) in every mode but the tests', async () => {
    for (const mode of ['production', 'development'] as const) {
      const encoded = await passwordHasher(mode)('Correct1horse');
      expect(encoded).toMatch(/^\$argon2id\$v=19\$m=47104,t=1,p=1\$/);
      expect(await verifyPassword({ hash: encoded, password: 'Correct1horse' })).toBe(true);
    }
  });

  it("hashes with 1 MiB under NODE_ENV=test, and each kind verifies whoever's parameters", async () => {
    const cheap = await passwordHasher('test')('Correct1horse');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await verifyPassword({ hash: cheap, password: 'Correct1horse' })).toBe(true);
    expect(await verifyPassword({ hash: cheap, password: 'Wrong1horse' })).toBe(false);
  });
});
