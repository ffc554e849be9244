import { createHash, randomBytes } from 'node:crypto';

/** A new link's token: 32 random bytes, base64url (43 characters). Shown once; only its hash is stored. */
export const newInvitationToken = () => randomBytes(32).toString('base64url');

/** What the table keeps of a token (SHA-256, hex): a leaked table lets nobody in. */
export const hashInvitationToken = (token: string) => createHash('sha256').update(token).digest('hex');
