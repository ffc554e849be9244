import { directMessageLimits, directMessageTexts, mediaMessages } from '@circles/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useContractText } from '../../../lib/contract-messages';

const m = directMessageTexts;
const bodyMax = directMessageLimits.bodyMax;

/**
 * Contracts' direct message texts (SPEC's English, word for word; the server answers with some of them) and the
 * photo checks the composer shows, in the reader's language, looked up by their English.
 */
export const directMessageDescriptors: Readonly<Record<string, MessageDescriptor>> = {
  [m.removed]: msg`This message was removed by a moderator.`,
  [m.cannotMessage]: msg`You cannot message this member.`,
  [m.sharedCirclesOnly]: msg`This member accepts messages only from people who share a circle with them.`,
  [m.notYourself]: msg`You cannot message yourself`,
  [m.memberNotFound]: msg`Member not found`,
  [m.conversationNotFound]: msg`Conversation not found`,
  [m.messageNotFound]: msg`Message not found`,
  [m.emptyMessage]: msg`Write a message or add a photo`,
  [m.tooLong]: msg`A message can be at most ${bodyMax} characters`,
  [m.photoNotFound]: msg`That photo could not be found. Please upload it again.`,
  [m.notYourMessage]: msg`You can delete only your own messages`,
  [m.loadFailed]: msg`Your messages could not be loaded.`,
  [m.sendFailed]: msg`Your message could not be sent. Please try again.`,
  [m.youBlockedNotice]: msg`You blocked this member. You can still read this conversation and report messages.`,
  [mediaMessages.notImage]: msg`Please select an image file`,
  [mediaMessages.imageTooLarge]: msg`Image must be less than 5MB`,
  [mediaMessages.imageTooManyPixels]: msg`Image is too large to process`,
  [mediaMessages.uploadFailed]: msg`Upload failed. Please try again.`,
};

/** `useContractText` that also knows the direct message texts. */
export const useMessageText = () => useContractText(directMessageDescriptors);
