import { type Notification, type NotificationTextKey, notificationMessages } from '@circles/contracts';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/**
 * Contracts' texts the lists show about themselves (their loading and marking errors, SPEC's English, kept there),
 * in the reader's language. What a notification itself says is `notificationWords` below.
 */
export const notificationListTexts: Readonly<Record<string, MessageDescriptor>> = {
  [notificationMessages.fetchFailed]: msg`Failed to fetch notifications`,
  [notificationMessages.markReadFailed]: msg`Failed to mark notification as read`,
  [notificationMessages.markAllFailed]: msg`Failed to mark all notifications as read`,
};

type Values = Readonly<Record<string, string>>;
type Words = { title: MessageDescriptor; message: (actor: string, values: Values) => MessageDescriptor };

/**
 * What a notification says, by the key the server keeps with it (contracts' notificationTexts, issue #53): its
 * title, and its sentence with the actor's name as it is now and the member content (a circle's or a proposal's
 * name, a reason) as written. notification-texts.test.ts holds each English to contracts' words.
 */
export const notificationWords: Readonly<Record<NotificationTextKey, Words>> = {
  post: { title: msg`New post`, message: (actor, { circle = '' }) => msg`${actor} posted in ${circle}` },
  post_mention: { title: msg`You were mentioned`, message: (actor) => msg`${actor} mentioned you in a post` },
  comment_mention: {
    title: msg`You were mentioned`,
    message: (actor) => msg`${actor} mentioned you in a comment`,
  },
  comment: { title: msg`New comment`, message: (actor) => msg`${actor} commented on your post` },
  reply: { title: msg`New reply`, message: (actor) => msg`${actor} replied to your comment` },
  post_like: { title: msg`New like`, message: (actor) => msg`${actor} liked your post` },
  comment_like: { title: msg`New like`, message: (actor) => msg`${actor} liked your comment` },
  circle_invitation: {
    title: msg`Circle invitation`,
    message: (actor, { circle = '' }) => msg`${actor} invited you to join ${circle}`,
  },
  join_request: {
    title: msg`Request to join`,
    message: (actor, { circle = '' }) => msg`${actor} asked to join ${circle}`,
  },
  join_approved: {
    title: msg`Request approved`,
    message: (_, { circle = '' }) => msg`You are now a member of ${circle}`,
  },
  join_declined: {
    title: msg`Request declined`,
    message: (_, { circle = '' }) => msg`Your request to join ${circle} was declined`,
  },
  join_declined_reason: {
    title: msg`Request declined`,
    message: (_, { circle = '', reason = '' }) => msg`Your request to join ${circle} was declined: ${reason}`,
  },
  verified: {
    title: msg`Identity verified`,
    message: () => msg`Your identity is verified: your badge now shows beside your name.`,
  },
  verification_declined: {
    title: msg`Verification not approved`,
    message: (_, { reason = '' }) => msg`Your verification request was not approved: ${reason}`,
  },
  deletion_cancelled: {
    title: msg`Account deletion cancelled`,
    message: () => msg`You signed in again, so your account will not be deleted.`,
  },
  direct_message: { title: msg`New message`, message: (actor) => msg`${actor} sent you a message` },
  proposal_comment: {
    title: msg`New comment on your proposal`,
    message: (actor, { proposal = '' }) => msg`${actor} commented on "${proposal}".`,
  },
  voted_proposal_passed: {
    title: msg`A proposal you voted on closed`,
    message: (_, { proposal = '' }) => msg`"${proposal}" passed.`,
  },
  voted_proposal_rejected: {
    title: msg`A proposal you voted on closed`,
    message: (_, { proposal = '' }) => msg`"${proposal}" rejected.`,
  },
  own_proposal_passed: {
    title: msg`Your proposal closed`,
    message: (_, { proposal = '' }) => msg`"${proposal}" passed.`,
  },
  own_proposal_rejected: {
    title: msg`Your proposal closed`,
    message: (_, { proposal = '' }) => msg`"${proposal}" rejected.`,
  },
  policy_changed: {
    title: msg`A policy changed`,
    message: (_, { policy = '', version = '' }) =>
      msg`${policy} is now version ${version}, adopted by a member vote.`,
  },
  post_removed: {
    title: msg`Your post was removed`,
    message: (_, { reason = '' }) => msg`A moderator removed your post: ${reason}`,
  },
  comment_removed: {
    title: msg`Your comment was removed`,
    message: (_, { reason = '' }) => msg`A moderator removed your comment: ${reason}`,
  },
  listing_removed: {
    title: msg`Your listing was removed`,
    message: (_, { reason = '' }) => msg`A moderator removed your listing: ${reason}`,
  },
  message_removed: {
    title: msg`Your message was removed`,
    message: (_, { reason = '' }) => msg`A moderator removed your message: ${reason}`,
  },
};

/**
 * The notification with its title and sentence in the reader's language, drawn from the key the server keeps
 * with it; one without a key (an older text the upgrade could not read back) shows as the server wrote it.
 */
export function translateNotification<
  Shown extends Pick<Notification, 'title' | 'message' | 'text' | 'createdByUser'>,
>(i18n: I18n, notification: Shown): Shown {
  const words = notification.text ? notificationWords[notification.text.key] : undefined;
  if (!notification.text || !words) return notification;
  const actor = notification.createdByUser?.fullName || i18n._(msg`Someone`);
  return {
    ...notification,
    title: i18n._(words.title),
    message: i18n._(words.message(actor, notification.text.values)),
  };
}
