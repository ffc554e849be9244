import {
  notificationTexts as englishTexts,
  type Notification,
  type NotificationText,
  type NotificationTextKey,
} from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { createI18n, loadAllMessages } from '../../../lib/i18n';
import { notificationListTexts, notificationWords, translateNotification } from './notification-texts';

const ada = { id: 'u1', fullName: 'Ada Lovelace', avatarUrl: null };
type Shown = Pick<Notification, 'title' | 'message' | 'text' | 'createdByUser'>;

/** Member content a notification may name, one value per placeholder contracts' texts have. */
const values = {
  circle: 'Hikers of Lisbon',
  reason: 'Full: try again in May',
  proposal: 'Quiet hours',
  policy: 'Posting rules',
  version: '3',
};
const keys = Object.keys(englishTexts) as NotificationTextKey[];
/** What the server sends for a key: its English (as the row keeps it), the key and the values. */
const sent = (key: NotificationTextKey): Shown => ({
  title: englishTexts[key].title,
  message: englishTexts[key].message.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'actor' ? ada.fullName : values[name as keyof typeof values],
  ),
  text: { key, values } satisfies NotificationText,
  createdByUser: ada,
});

describe('notifications in the reader’s language', () => {
  it('words contracts’ list texts in English exactly as contracts do', () => {
    const mismatches = Object.entries(notificationListTexts).filter(
      ([english, descriptor]) => descriptor.message !== english,
    );
    expect(mismatches).toEqual([]);
  });

  it('has every key of contracts, each in contracts’ English word for word', () => {
    expect(Object.keys(notificationWords).sort()).toEqual([...keys].sort());
    for (const key of keys) {
      const words = notificationWords[key];
      expect(words.title.message, key).toBe(englishTexts[key].title);
      const named = Object.fromEntries(Object.keys(values).map((name) => [name, `{${name}}`]));
      expect(words.message('{actor}', named).message, key).toBe(englishTexts[key].message);
    }
  });

  it('reads every text in English as the server wrote it', async () => {
    const english = createI18n('en', await loadAllMessages('en'));
    for (const key of keys) {
      const notification = sent(key);
      expect(translateNotification(english, notification), key).toEqual(notification);
    }
  });

  it('translates each title and sentence by its key, keeping names and member words', async () => {
    const german = createI18n('de', await loadAllMessages('de'));
    for (const key of keys) {
      const notification = sent(key);
      const shown = translateNotification(german, notification);
      expect(shown.title, key).not.toBe(notification.title);
      expect(shown.message, key).not.toBe(notification.message);
    }
    expect(translateNotification(german, sent('post')).message).toBe(
      'Ada Lovelace hat in Hikers of Lisbon gepostet',
    );
    expect(translateNotification(german, sent('join_declined_reason')).message).toBe(
      'Deine Anfrage, Hikers of Lisbon beizutreten, wurde abgelehnt: Full: try again in May',
    );
  });

  it('says Someone in the reader’s language for an actor without a name, and shows a text without a key as written', async () => {
    const french = createI18n('fr', await loadAllMessages('fr'));
    expect(translateNotification(french, { ...sent('post_like'), createdByUser: null }).message).toBe(
      'Quelqu’un a aimé votre publication',
    );
    const unknown = {
      title: 'Post removed',
      message: 'A moderator removed your post.',
      text: null,
      createdByUser: null,
    };
    expect(translateNotification(french, unknown)).toBe(unknown);
  });
});
