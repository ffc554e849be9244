import type { Notification } from '@circles/contracts';
import {
  accountMessages,
  directMessageTexts,
  governanceMessages,
  joinRequestMessages,
  verificationMessages,
} from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { createI18n, loadAllMessages } from '../../../lib/i18n';
import { notificationTexts, translateNotification } from './notification-texts';

const ada = { id: 'u1', fullName: 'Ada Lovelace', avatarUrl: null };
type Shown = Pick<Notification, 'title' | 'message' | 'createdByUser'>;

/** What the server writes (apps/server/src/features/notifications/writer*.ts), in its English words. */
const written: Shown[] = [
  { title: 'New post', message: 'Ada Lovelace posted in Hikers of Lisbon', createdByUser: ada },
  { title: 'You were mentioned', message: 'Ada Lovelace mentioned you in a post', createdByUser: ada },
  { title: 'You were mentioned', message: 'Ada Lovelace mentioned you in a comment', createdByUser: ada },
  { title: 'New comment', message: 'Ada Lovelace commented on your post', createdByUser: ada },
  { title: 'New reply', message: 'Ada Lovelace replied to your comment', createdByUser: ada },
  { title: 'New like', message: 'Ada Lovelace liked your post', createdByUser: ada },
  { title: 'New like', message: 'Ada Lovelace liked your comment', createdByUser: ada },
  { title: 'Circle invitation', message: 'Ada Lovelace invited you to join Chess', createdByUser: ada },
  {
    title: accountMessages.deletionCancelledTitle,
    message: accountMessages.deletionCancelledMessage,
    createdByUser: null,
  },
  {
    title: directMessageTexts.newMessageTitle,
    message: directMessageTexts.newMessage('Ada Lovelace'),
    createdByUser: ada,
  },
  {
    title: joinRequestMessages.newRequestTitle,
    message: joinRequestMessages.newRequest('Ada Lovelace', 'Chess'),
    createdByUser: ada,
  },
  {
    title: joinRequestMessages.approvedTitle,
    message: joinRequestMessages.approvedMessage('Chess'),
    createdByUser: null,
  },
  {
    title: joinRequestMessages.rejectedTitle,
    message: joinRequestMessages.rejectedMessage('Chess', 'Full: try again in May'),
    createdByUser: null,
  },
  {
    title: joinRequestMessages.rejectedTitle,
    message: joinRequestMessages.rejectedMessage('Chess', null),
    createdByUser: null,
  },
  {
    title: verificationMessages.approvedTitle,
    message: verificationMessages.approvedMessage,
    createdByUser: null,
  },
  {
    title: verificationMessages.rejectedNoticeTitle,
    message: verificationMessages.rejectedMessage('The photo is blurred'),
    createdByUser: null,
  },
  {
    title: governanceMessages.closedTitle,
    message: governanceMessages.closedMessage('Quiet hours', 'passed'),
    createdByUser: null,
  },
  {
    title: governanceMessages.authorClosedTitle,
    message: governanceMessages.closedMessage('Quiet hours', 'rejected'),
    createdByUser: null,
  },
  {
    title: governanceMessages.authorCommentTitle,
    message: governanceMessages.authorCommentMessage('Ada Lovelace', 'Quiet hours'),
    createdByUser: ada,
  },
  {
    title: governanceMessages.policyChangedTitle,
    message: governanceMessages.policyChangedMessage('Posting rules', '3'),
    createdByUser: null,
  },
];

describe('notifications in the reader’s language', () => {
  it('words contracts’ list texts in English exactly as contracts do', () => {
    const mismatches = Object.entries(notificationTexts).filter(
      ([english, descriptor]) => descriptor.message !== english,
    );
    expect(mismatches).toEqual([]);
  });

  it('reads every sentence the server writes word for word in English', async () => {
    const english = createI18n('en', await loadAllMessages('en'));
    for (const notification of written) {
      expect(translateNotification(english, notification)).toEqual(notification);
    }
  });

  it('translates each known title and sentence, keeping names and member words', async () => {
    const german = createI18n('de', await loadAllMessages('de'));
    for (const notification of written) {
      const shown = translateNotification(german, notification);
      expect(shown.title, notification.title).not.toBe(notification.title);
      expect(shown.message, notification.message).not.toBe(notification.message);
    }
    expect(translateNotification(german, written[0] as Shown).message).toBe(
      'Ada Lovelace hat in Hikers of Lisbon gepostet',
    );
    expect(translateNotification(german, written[12] as Shown).message).toBe(
      'Deine Anfrage, Chess beizutreten, wurde abgelehnt: Full: try again in May',
    );
  });

  it('says Someone in the reader’s language for an actor without a name, and leaves unknown texts alone', async () => {
    const french = createI18n('fr', await loadAllMessages('fr'));
    expect(
      translateNotification(french, {
        title: 'New like',
        message: 'Someone liked your post',
        createdByUser: null,
      }).message,
    ).toBe('Quelqu’un a aimé votre publication');
    const unknown = { title: 'Post removed', message: 'A moderator removed your post.', createdByUser: null };
    expect(translateNotification(french, unknown)).toBe(unknown);
  });
});
