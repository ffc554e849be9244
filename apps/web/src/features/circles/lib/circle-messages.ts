import { circleMessages, favoriteMessages, joinRequestMessages } from '@circles/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useContractText } from '../../../lib/contract-messages';

/**
 * Contracts' circle texts (docs/product.md §Messages, SPEC's English word for word) that the circle screens show,
 * whether the web words them itself or the server answers with them (validation, known errors). Each descriptor's
 * English is the constant's value (circle-messages.test.ts); a server's other messages stay as they come.
 */
const circleContractMessages: Record<string, MessageDescriptor> = {
  [circleMessages.fetchFailed]: msg`Failed to fetch circles`,
  [circleMessages.notFound]: msg`Circle not found`,
  [circleMessages.createFailed]: msg`Failed to create circle`,
  [circleMessages.feedFailed]: msg`Failed to fetch circle feeds`,
  [circleMessages.nameRequired]: msg`Circle name is required`,
  [circleMessages.nameTooLong]: msg`Circle name must be 50 characters or less`,
  [circleMessages.typeRequired]: msg`Please select a circle type`,
  [circleMessages.cannotLeaveDefault]: msg`You cannot leave the default circle`,
  [circleMessages.cannotLeavePersonal]: msg`You cannot leave your personal circle`,
  [circleMessages.inviteFetchFailed]: msg`Failed to fetch invite users`,
  [circleMessages.inviteCircleNotFound]: msg`Failed to fetch invite users, circle not found`,
  [circleMessages.inviteNothingToSend]: msg`Choose at least one connection or enter an email`,
  [circleMessages.onlyMembersInvite]: msg`Only members can invite to this circle`,
  [circleMessages.ownerOnlyVisibility]: msg`Only the owner of a private circle can change who finds it`,
  [circleMessages.visibilitySaveFailed]: msg`Failed to save the circle settings`,
  [circleMessages.hiddenPrivateOnly]: msg`Only a private circle can be hidden`,
  [favoriteMessages.fetchFailed]: msg`Failed to load favorites`,
  [joinRequestMessages.askToJoin]: msg`This circle is private. Ask to join and its owner or moderators will decide.`,
  [joinRequestMessages.notPrivate]: msg`Only private circles take requests to join.`,
  [joinRequestMessages.alreadyMember]: msg`You are already a member of this circle.`,
  [joinRequestMessages.alreadyRequested]: msg`You have already asked to join this circle.`,
  [joinRequestMessages.notFound]: msg`There is no request to join from this member.`,
  [joinRequestMessages.reviewersOnly]: msg`Only the circle’s owner and moderators can review requests to join.`,
  [joinRequestMessages.messageTooLong]: msg`Your message must be 500 characters or less`,
  [joinRequestMessages.reasonTooLong]: msg`The reason must be 500 characters or less`,
  [joinRequestMessages.memberNotFound]: msg`Member not found`,
  [joinRequestMessages.sent]: msg`Request sent`,
  [joinRequestMessages.withdrawn]: msg`Request withdrawn`,
  [joinRequestMessages.failed]: msg`Something went wrong. Please try again.`,
  [joinRequestMessages.listFailed]: msg`Requests to join could not be loaded.`,
  [joinRequestMessages.pendingHint]: msg`Your request is waiting for the circle’s owner or moderators.`,
};

/** The descriptors by their English text (for the test that they match contracts). */
export const circleContractDescriptors: Readonly<Record<string, MessageDescriptor>> = circleContractMessages;

/** Shows a contracts text (this feature's or lib's) in the reader's language; any other text as it is. */
export const useCircleText = () => useContractText(circleContractMessages);
