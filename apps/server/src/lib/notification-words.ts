import { isNotificationTextKey, type NotificationText, notificationTexts } from '@circles/contracts';
import type { I18n } from '@lingui/core';

/**
 * A notification's title and message in one reader's language (issue #53), from its key and values (contracts'
 * notificationTexts) and its actor's name as it is now.
 */
export function wordsOf(i18n: I18n, text: NotificationText, actorName: string | null | undefined) {
  const texts = notificationTexts[text.key];
  const actor = actorName || i18n._('Someone');
  return { title: i18n._(texts.title), message: i18n._(texts.message, { ...text.values, actor }) };
}

/** A stored row's words: from its key when it has one the server knows, else the English it holds. */
export function notificationWords(
  i18n: I18n,
  row: {
    text_key: string | null;
    text_values: Readonly<Record<string, string>> | null;
    title: string;
    message: string;
  },
  actorName: string | null | undefined,
): { title: string; message: string } {
  if (!isNotificationTextKey(row.text_key)) return { title: row.title, message: row.message };
  return wordsOf(i18n, { key: row.text_key, values: row.text_values ?? {} }, actorName);
}

/** The text a writer keeps, as the row's columns: the key, its values, and the English title and message. */
export const textColumns = (english: I18n, text: NotificationText, actorName: string | undefined) => ({
  ...wordsOf(english, text, actorName),
  text_key: text.key,
  text_values: JSON.stringify(text.values),
});
