/** Types for server-command.mjs (TypeScript callers: the benches and the attack suite). */
export declare const serverNodeFlags: (env?: NodeJS.ProcessEnv) => string[];
export declare function ensureServerBuilt(): void;
export declare const serverArgs: (env?: NodeJS.ProcessEnv) => string[];
export declare const serverEnv: (env?: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
