// Loaded on demand by lib/session: the schema brings zod, which public pages never download.
export { meSchema } from '@circles/contracts';
