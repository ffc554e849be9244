import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../config';

/**
 * argon2id at the OWASP/ASVS baseline: 46 MiB of memory, 1 pass, 1 lane.
 * (Algorithm.Argon2id is 2 in @node-rs/argon2's const enum, which isolatedModules cannot import.)
 */
export const argon2Parameters = { algorithm: 2, memoryCost: 47_104, timeCost: 1, parallelism: 1 } as const;

/**
 * The integration tests' parameters (NODE_ENV=test, which only the test servers set): argon2id with 1 MiB, 0.4 ms a
 * hash instead of 22 ms here (and 14 ms a check), for every member the tests sign up and in (issue #55, decision
 * 0102); nothing they check depends on the cost. Every other mode, E2E included, hashes at the baseline. A hash
 * records its own parameters, so either kind verifies anywhere.
 */
const testParameters = { ...argon2Parameters, memoryCost: 1024 } as const;

const hashWith =
  (parameters: typeof argon2Parameters | typeof testParameters) =>
  (password: string): Promise<string> =>
    hash(password, parameters);

/** At the baseline (the benches' seeded members use it too). */
export const hashPassword = hashWith(argon2Parameters);

/** The hash a server in `nodeEnv` stores. */
export const passwordHasher = (nodeEnv: Config['NODE_ENV']) =>
  nodeEnv === 'test' ? hashWith(testParameters) : hashPassword;

export const verifyPassword = async ({ hash: encoded, password }: { hash: string; password: string }) => {
  try {
    return await verify(encoded, password);
  } catch {
    return false; // a malformed or foreign hash never verifies
  }
};
