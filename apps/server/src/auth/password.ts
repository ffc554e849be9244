import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id at the OWASP/ASVS baseline: 46 MiB of memory, 1 pass, 1 lane.
 * (Algorithm.Argon2id is 2 in @node-rs/argon2's const enum, which isolatedModules cannot import.)
 */
export const argon2Parameters = { algorithm: 2, memoryCost: 47_104, timeCost: 1, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, argon2Parameters);

export const verifyPassword = async ({ hash: encoded, password }: { hash: string; password: string }) => {
  try {
    return await verify(encoded, password);
  } catch {
    return false; // a malformed or foreign hash never verifies
  }
};
