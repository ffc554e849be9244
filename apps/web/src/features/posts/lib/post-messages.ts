import {
  circleMessages,
  type LanguageName,
  mediaMessages,
  mediaProcessingMessages,
  postMessages,
} from '@circles/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useContractText } from '../../../lib/contract-messages';

/**
 * Contracts' texts that the posts screens show (SPEC's English, word for word: post-messages.test.ts) in the
 * reader's language: the form's checks, the media checks of a picked file, the server's known answers and the
 * post page's error screens. A server message not listed here shows as it is.
 */
export const postTexts: Readonly<Record<string, MessageDescriptor>> = {
  [postMessages.invalidCircle]: msg`Please select a valid circle`,
  [postMessages.createFailed]: msg`Failed to create post`,
  [postMessages.contentRequired]: msg`Post text is required`,
  [postMessages.contentTooLong]: msg`Post must be 280 characters or less`,
  [postMessages.oneMediaOnly]: msg`Choose one photo, video or audio per post`,
  [postMessages.mediaNotFound]: msg`The uploaded file was not found. Please upload it again.`,
  [postMessages.missingIds]: msg`Missing circle or post ID`,
  [postMessages.detailFailed]: msg`Failed to load post details`,
  [postMessages.postNotFound]: msg`Post not found`,
  [postMessages.cameraDenied]: msg`Could not access camera. Please check permissions.`,
  [postMessages.recordingFailed]: msg`Recording failed. Please try again.`,
  [postMessages.altTextRequired]: msg`Describe your photo or video for people who cannot see it (your settings require alt text)`,
  [postMessages.altTextTooLong]: msg`Alt text must be 1000 characters or less`,
  [circleMessages.notFound]: msg`Circle not found`,
  [mediaMessages.notImage]: msg`Please select an image file`,
  [mediaMessages.imageTooLarge]: msg`Image must be less than 5MB`,
  [mediaMessages.notVideo]: msg`Please select a video file`,
  [mediaMessages.videoTooLarge]: msg`Video must be less than 30MB`,
  [mediaMessages.notAudio]: msg`Please select a audio file`,
  [mediaMessages.audioTooLarge]: msg`Audio must be less than 6MB`,
  [mediaMessages.imageTooManyPixels]: msg`Image is too large to process`,
  [mediaMessages.uploadFailed]: msg`Upload failed. Please try again.`,
  [mediaMessages.processingUnavailable]: msg`Video and audio uploads are not available on this server right now.`,
  [mediaMessages.videoTooManyPixels]: msg`Video is too large to process: at most 4096 pixels wide or tall.`,
  [mediaMessages.videoFormatUnsupported]: msg`This video format is not supported. Please use MP4, MOV or WebM.`,
  [mediaMessages.mediaUnsupported]: msg`This file is not a video or audio format we support.`,
  [mediaMessages.audioFormatUnsupported]: msg`This audio format is not supported. Please use MP3, M4A, AAC, WAV, OGG, FLAC or WebM.`,
  [mediaMessages.videoUnreadable]: msg`This video could not be read. It may be damaged or incomplete.`,
  [mediaMessages.audioUnreadable]: msg`This audio file could not be read. It may be damaged or incomplete.`,
  [mediaMessages.processingTooSlow]: msg`This file took too long to process. Please try a shorter or smaller one.`,
  [mediaMessages.processingFailed]: msg`The file could not be processed. Please try again.`,
  [mediaProcessingMessages.waiting]: msg`Your post will appear once its media is ready.`,
};

/** contracts' `mediaMessages.recordedTooLarge(sizeMb)`, word for word in English. */
export const recordedTooLarge = (sizeMb: string) =>
  msg`Recorded video is ${sizeMb}MB (exceeds 30MB limit). Please record a shorter video.`;

/** The catalogue's seven languages by their names in the reader's language (a video's or audio's languages). */
export const languageNames: Readonly<Record<LanguageName, MessageDescriptor>> = {
  english: msg`English`,
  spanish: msg`Spanish`,
  portuguese: msg`Portuguese`,
  french: msg`French`,
  german: msg`German`,
  chinese: msg`Chinese`,
  italian: msg`Italian`,
};

/** `useContractText` that also knows the posts' texts. */
export const usePostText = () => useContractText(postTexts);
