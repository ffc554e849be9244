import type { AccountDeletion, DeleteAccountInput } from '@circles/contracts';
import { api } from '../../../lib/api-client';

/**
 * POST /api/me/deletion { password } or { confirmedWith: 'passkey' } (right after a passkey sign-in) → when the
 * account will be erased; every session has ended by then.
 */
export const requestAccountDeletion = (confirmation: DeleteAccountInput): Promise<AccountDeletion> =>
  api.post<AccountDeletion>('/me/deletion', confirmation);
