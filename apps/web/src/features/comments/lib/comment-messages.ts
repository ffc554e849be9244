import { commentMessages } from '@circles/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useContractText } from '../../../lib/contract-messages';

/**
 * Contracts' comment texts (SPEC's English, word for word: comment-messages.test.ts) in the reader's language: the
 * form's checks, the server's known refusals and the removed comment's line. Other server messages show as they are.
 */
export const commentTexts: Readonly<Record<string, MessageDescriptor>> = {
  [commentMessages.contentRequired]: msg`Comment cannot be empty`,
  [commentMessages.contentTooLong]: msg`Comment must be 2000 characters or less`,
  [commentMessages.notFound]: msg`Comment not found`,
  [commentMessages.notAuthor]: msg`Only the author can change this comment`,
  [commentMessages.removed]: msg`This comment was removed`,
};

/** `useContractText` that also knows the comment texts. */
export const useCommentText = () => useContractText(commentTexts);
