import { mediaMessages, profileMessages } from '@circles/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useContractText } from '../../../lib/contract-messages';

const m = profileMessages;

/**
 * Contracts' profile texts (SPEC's English, word for word: profile-constants, media-constants) in the reader's
 * language: the profile's states, the settings form's validation and the picture upload's errors.
 */
export const profileContractMessages: Readonly<Record<string, MessageDescriptor>> = {
  [m.handleFormat]: msg`Handle must be 3 to 30 characters: lowercase letters, numbers or underscores`,
  [m.handleTaken]: msg`This handle is already taken`,
  [m.bioTooLong]: msg`Bio must be 160 characters or less`,
  [m.threeIcons]: msg`Please select 3 different profile icons`,
  [m.unknownIcon]: msg`Please select icons from the list`,
  [m.nothingToSave]: msg`Nothing to save`,
  [m.memberNotFound]: msg`Member not found`,
  [m.profilePrivate]: msg`This profile is private`,
  [m.loadFailed]: msg`Failed to load profile`,
  [m.postsFailed]: msg`Failed to load posts`,
  [m.connectionsFailed]: msg`Failed to load connections`,
  [m.avatarFailed]: msg`Failed to update your picture`,
  [m.saved]: msg`Profile saved`,
  [mediaMessages.notImage]: msg`Please select an image file`,
  [mediaMessages.imageTooLarge]: msg`Image must be less than 5MB`,
  [mediaMessages.imageTooManyPixels]: msg`Image is too large to process`,
  [mediaMessages.uploadFailed]: msg`Upload failed. Please try again.`,
};

/** `useContractText` that also knows the profile texts. */
export const useProfileText = () => useContractText(profileContractMessages);
