import { type AccountDeletion, accountDeletionSchema } from '@circles/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/me/deletion { password } → when the account will be erased; every session has ended by then. */
export const requestAccountDeletion = (password: string): Promise<AccountDeletion> =>
  api.post('/me/deletion', { password }, { schema: accountDeletionSchema });
