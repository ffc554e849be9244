/** Types for server-command.mjs (TypeScript callers: the benches and the attack suite). */
import type { ChildProcess, SpawnOptions } from 'node:child_process';

export declare const v8DefaultFlags: string;
export declare const serverNodeFlags: (env?: NodeJS.ProcessEnv) => string[];
export declare const serverEnv: (env?: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
export declare function spawnServer(
  env?: NodeJS.ProcessEnv,
  options?: Omit<SpawnOptions, 'env'>,
): ChildProcess;
