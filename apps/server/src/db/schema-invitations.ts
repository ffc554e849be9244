import type { Generated } from 'kysely';
import type { Timestamp } from './schema-columns';

/** Invitation links (issue #41, migration 0041): only the token's SHA-256 is stored. */
export type InvitationsTable = {
  id: Generated<string>;
  created_by: string;
  token_hash: string;
  created_at: Timestamp;
  expires_at: Date;
  used_at: Date | null;
  used_by: string | null;
};
