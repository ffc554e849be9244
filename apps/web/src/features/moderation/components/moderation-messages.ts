import type {
  moderationActionLabels,
  RemovableType,
  ReportTargetType,
  reportReasonLabels,
} from '@circles/contracts';
import { moderationMessages } from '@circles/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useContractText } from '../../../lib/contract-messages';

const m = moderationMessages;

/**
 * Contracts' moderation texts the page shows (SPEC's English, word for word: the server's answers to a moderator's
 * action) in the reader's language.
 */
export const moderationContractMessages: Readonly<Record<string, MessageDescriptor>> = {
  [m.dismissed]: msg`Reports dismissed.`,
  [m.removed]: msg`Removed. The author was told why.`,
  [m.lifted]: msg`Suspension lifted.`,
};

/** `useContractText` that also knows the moderation texts. */
export const useModerationText = () => useContractText(moderationContractMessages);

/** An audit log entry's action, in lower case after the moderator's name ('Ana removed (post)'). */
export const actionDescriptors = {
  dismiss: msg`dismissed reports`,
  remove: msg`removed`,
  suspend: msg`suspended`,
  lift: msg`lifted suspension`,
} as const satisfies Record<keyof typeof moderationActionLabels, MessageDescriptor>;

/** Contracts' `reportReasonLabels` (SPEC's English) in the reader's language. */
export const reasonDescriptors = {
  spam: msg`Spam or scam`,
  harassment: msg`Harassment or bullying`,
  hate: msg`Hate speech`,
  violence: msg`Violence or threats`,
  nudity: msg`Nudity or sexual content`,
  misinformation: msg`False information`,
  impersonation: msg`Impersonation or fake identity`,
  other: msg`Something else`,
} as const satisfies Record<keyof typeof reportReasonLabels, MessageDescriptor>;

/** A report card's title when its author is gone. */
export const reportedDescriptors = {
  post: msg`Reported post`,
  comment: msg`Reported comment`,
  member: msg`Reported member`,
  circle: msg`Reported circle`,
  listing: msg`Reported listing`,
  message: msg`Reported message`,
} as const satisfies Record<ReportTargetType, MessageDescriptor>;

/** The button that removes a reported item. */
export const removeDescriptors = {
  post: msg`Remove post`,
  comment: msg`Remove comment`,
  listing: msg`Remove listing`,
  message: msg`Remove message`,
} as const satisfies Record<RemovableType, MessageDescriptor>;
