/** Types for pglite-template.mjs (TypeScript callers: the server's test harness). */
export declare function seedDataDir(dataDir: string): Promise<void>;
export declare function templateTarball(): Promise<Buffer>;
