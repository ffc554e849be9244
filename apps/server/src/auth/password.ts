import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../config';

/**
 * argon2id at the OWASP/ASVS baseline: 46 MiB of memory, 1 pass, 1 lane.
 * (Algorithm.Argon2id is 2 in @node-rs/argon2's const enum, which isolatedModules cannot import.)
 */
export const argon2Parameters = { algorithm: 2, memoryCost: 47_104, timeCost: 1, parallelism: 1 } as const;

/**
 * The integration tests' parameters (NODE_ENV=test, which only the test servers set): argon2id with 1 MiB. Their
 * sign-ups and sign-ins cost 22 + 14 ms each at the baseline here, about 50 s of CPU a run on a 2-core machine
 * (issue #55), and nothing they check depends on the cost. Production, development and E2E hash at the baseline;
 * a hash records its own parameters, so either kind verifies anywhere.
 */
const testParameters = { ...argon2Parameters, memoryCost: 1024 } as const;

export const parametersFor = (nodeEnv: Config['NODE_ENV']) =>
  nodeEnv === 'test' ? testParameters : argon2Parameters;

/** At the baseline (the benches' seeded members). */
export const hashPassword = (password: string) => hash(password, argon2Parameters);

export const passwordHasher =
  (nodeEnv: Config['NODE_ENV']) =>
  (password: string): Promise<string> =>
    hash(password, parametersFor(nodeEnv));

export const verifyPassword = async ({ hash: encoded, password }: { hash: string; password: string }) => {
  try {
    return await verify(encoded, password);
  } catch {
    return false; // a malformed or foreign hash never verifies
  }
};
