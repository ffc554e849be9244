import { accountMessages, type Notification, notificationMessages } from '@circles/contracts';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Contracts' texts the lists show (SPEC's English, kept there), in the reader's language. */
export const notificationTexts: Readonly<Record<string, MessageDescriptor>> = {
  [notificationMessages.fetchFailed]: msg`Failed to fetch notifications`,
  [notificationMessages.markReadFailed]: msg`Failed to mark notification as read`,
  [notificationMessages.markAllFailed]: msg`Failed to mark all notifications as read`,
};

/**
 * The server words a notification in English when it writes it (docs/product.md §Behaviour: who did what). The
 * web shows the known ones in the reader's language: the title by its text, the sentence by its pattern, with the
 * actor's and the circle's names (member content) kept as they are. Any other text shows as the server wrote it.
 * The governance, join-request, message and verification texts are written out (their contracts modules stay off
 * the shell's first load); notification-texts.test.ts holds every one to contracts' words.
 */
const titles: Readonly<Record<string, MessageDescriptor>> = {
  'New post': msg`New post`,
  'You were mentioned': msg`You were mentioned`,
  'New comment': msg`New comment`,
  'New reply': msg`New reply`,
  'New like': msg`New like`,
  'Circle invitation': msg`Circle invitation`,
  [accountMessages.deletionCancelledTitle]: msg`Account deletion cancelled`,
  'New message': msg`New message`,
  'Request to join': msg`Request to join`,
  'Request approved': msg`Request approved`,
  'Request declined': msg`Request declined`,
  'Identity verified': msg`Identity verified`,
  'Verification not approved': msg`Verification not approved`,
  'A proposal you voted on closed': msg`A proposal you voted on closed`,
  'Your proposal closed': msg`Your proposal closed`,
  'New comment on your proposal': msg`New comment on your proposal`,
  'A policy changed': msg`A policy changed`,
};

const fixedMessages: Readonly<Record<string, MessageDescriptor>> = {
  [accountMessages.deletionCancelledMessage]: msg`You signed in again, so your account will not be deleted.`,
  'Your identity is verified: your badge now shows beside your name.': msg`Your identity is verified: your badge now shows beside your name.`,
};

/** Sentences about the member's own requests and the circles' votes: no actor, names and reasons kept as written. */
const notices: readonly { pattern: RegExp; text: (found: readonly [string, string]) => MessageDescriptor }[] =
  [
    {
      pattern: /^Your request to join (.+?) was declined: (.+)$/s,
      text: ([circle, reason]) => msg`Your request to join ${circle} was declined: ${reason}`,
    },
    {
      pattern: /^Your request to join (.+) was declined$/s,
      text: ([circle]) => msg`Your request to join ${circle} was declined`,
    },
    {
      pattern: /^You are now a member of (.+)$/s,
      text: ([circle]) => msg`You are now a member of ${circle}`,
    },
    {
      pattern: /^Your verification request was not approved: (.+)$/s,
      text: ([reason]) => msg`Your verification request was not approved: ${reason}`,
    },
    { pattern: /^"(.+)" passed\.$/s, text: ([proposal]) => msg`"${proposal}" passed.` },
    { pattern: /^"(.+)" rejected\.$/s, text: ([proposal]) => msg`"${proposal}" rejected.` },
    {
      pattern: /^(.+) is now version (\S+), adopted by a member vote\.$/s,
      text: ([policy, version]) => msg`${policy} is now version ${version}, adopted by a member vote.`,
    },
  ];

type Sentence = {
  /** The server's English after the actor's name. */
  pattern: RegExp;
  text: (actor: string, rest: string) => MessageDescriptor;
};

const sentences: readonly Sentence[] = [
  { pattern: /^posted in (.+)$/s, text: (actor, circle) => msg`${actor} posted in ${circle}` },
  { pattern: /^mentioned you in a post$/, text: (actor) => msg`${actor} mentioned you in a post` },
  { pattern: /^mentioned you in a comment$/, text: (actor) => msg`${actor} mentioned you in a comment` },
  { pattern: /^commented on your post$/, text: (actor) => msg`${actor} commented on your post` },
  { pattern: /^replied to your comment$/, text: (actor) => msg`${actor} replied to your comment` },
  { pattern: /^liked your post$/, text: (actor) => msg`${actor} liked your post` },
  { pattern: /^liked your comment$/, text: (actor) => msg`${actor} liked your comment` },
  {
    pattern: /^invited you to join (.+)$/s,
    text: (actor, circle) => msg`${actor} invited you to join ${circle}`,
  },
  { pattern: /^asked to join (.+)$/s, text: (actor, circle) => msg`${actor} asked to join ${circle}` },
  { pattern: /^sent you a message$/, text: (actor) => msg`${actor} sent you a message` },
  {
    pattern: /^commented on "(.+)"\.$/s,
    text: (actor, proposal) => msg`${actor} commented on "${proposal}".`,
  },
];

/** The sentence in the reader's language when it is a known one about what its actor did. */
function translateMessage(
  i18n: I18n,
  { message, createdByUser }: Pick<Notification, 'message' | 'createdByUser'>,
) {
  const fixed = fixedMessages[message];
  if (fixed) return i18n._(fixed);
  for (const { pattern, text } of notices) {
    const match = pattern.exec(message);
    if (match) return i18n._(text([match[1] ?? '', match[2] ?? '']));
  }
  // The actor's name as the server wrote it: the member's full name, or 'Someone' when it has none.
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the server's English, matched, not shown
  const actors = [createdByUser?.fullName, 'Someone'].filter((name): name is string => Boolean(name));
  for (const actor of actors) {
    if (!message.startsWith(`${actor} `)) continue;
    const rest = message.slice(actor.length + 1);
    for (const { pattern, text } of sentences) {
      const match = pattern.exec(rest);
      const shownActor = actor === createdByUser?.fullName ? actor : i18n._(msg`Someone`);
      if (match) return i18n._(text(shownActor, match[1] ?? ''));
    }
  }
  return message;
}

/** The notification with its title and sentence in the reader's language (the same object when nothing changes). */
export function translateNotification<
  Shown extends Pick<Notification, 'title' | 'message' | 'createdByUser'>,
>(i18n: I18n, notification: Shown): Shown {
  const titleDescriptor = titles[notification.title];
  const title = titleDescriptor ? i18n._(titleDescriptor) : notification.title;
  const message = translateMessage(i18n, notification);
  return title === notification.title && message === notification.message
    ? notification
    : { ...notification, title, message };
}
