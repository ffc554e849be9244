import { messages, normalizeEmail } from '@circles/contracts';
import { conflict } from '../../lib/errors';
import type { createWaitlistRepository } from './repository';

// 23505 is PostgreSQL's unique_violation: docs/product.md §Messages names it as the duplicate signal, so clients
// keep that code.
const duplicateCode = '23505';

export const createWaitlistService = (repository: ReturnType<typeof createWaitlistRepository>) => ({
  async join(email: string) {
    const added = await repository.addEmail(normalizeEmail(email));
    if (!added) throw conflict(messages.waitlist.duplicate, duplicateCode);
    return { message: messages.waitlist.success };
  },
});

export type WaitlistService = ReturnType<typeof createWaitlistService>;
