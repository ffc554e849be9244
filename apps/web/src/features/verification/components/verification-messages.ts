import { verificationMessages } from '@circles/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useContractText } from '../../../lib/contract-messages';

const m = verificationMessages;

/**
 * Contracts' review texts (SPEC's English, word for word: verification-messages.test.tsx) in the reader's language.
 * Here rather than in lib/contract-messages: their contracts module holds zod schemas, which public pages must not
 * load.
 */
export const reviewMessages: Readonly<Record<string, MessageDescriptor>> = {
  [m.reasonRequired]: msg`Tell the member why their request is rejected.`,
  [m.reasonTooLong]: msg`The reason must be 500 characters or less`,
  [m.listFailed]: msg`Verification requests could not be loaded.`,
  [m.reviewFailed]: msg`Something went wrong. Please try again.`,
  [m.noneWaiting]: msg`No requests are waiting for review.`,
};

/** `useContractText` that also knows the review texts. */
export const useReviewText = () => useContractText(reviewMessages);
