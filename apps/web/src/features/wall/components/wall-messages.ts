import { gameMessages, mediaMessages, wallMessages } from '@circles/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useContractText } from '../../../lib/contract-messages';

const w = wallMessages;
const g = gameMessages;

/**
 * Contracts' wall and arcade texts (SPEC's English, word for word: wall-constants, game-constants, media-constants)
 * in the reader's language: the server's save errors, the wall's states, the arcade's and the image upload's.
 */
export const wallContractMessages: Readonly<Record<string, MessageDescriptor>> = {
  [w.conflict]: msg`Your wall was changed on another device or tab since you opened it. Reload to get the latest wall, then make your changes again.`,
  [w.tooManyElements]: msg`A wall holds at most 300 items. Remove some before saving.`,
  [w.tooManyPoints]: msg`There is too much spray paint on this wall. Remove some strokes before saving.`,
  [w.tooLarge]: msg`This wall is too large to save. Remove some items before saving.`,
  [w.imageNotYours]: msg`Wall images must be photos you uploaded to your wall.`,
  [w.invalidVersion]: msg`That wall version is not valid. Reload to get the latest wall, then make your changes again.`,
  [w.hidden]: msg`This wall is not visible to you.`,
  [w.saveFailed]: msg`Your wall could not be saved. Please try again.`,
  [w.loadFailed]: msg`The wall could not be loaded.`,
  [g.saveFailed]: msg`Your score could not be saved.`,
  [g.gameOver]: msg`Game over`,
  [mediaMessages.notImage]: msg`Please select an image file`,
  [mediaMessages.imageTooLarge]: msg`Image must be less than 5MB`,
  [mediaMessages.uploadFailed]: msg`Upload failed. Please try again.`,
};

/** `useContractText` that also knows the wall's texts. */
export const useWallText = () => useContractText(wallContractMessages);
