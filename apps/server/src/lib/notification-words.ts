import { isNotificationTextKey, type NotificationText, notificationTexts } from '@circles/contracts';
import type { I18n } from '@lingui/core';

/**
 * A notification's title and message in one reader's language (issue #53), from its kept key and values
 * (contracts' notificationTexts) and its actor's name as it is now. A row without a known key (none is written so
 * today) shows the English it holds.
 */
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
  const texts = notificationTexts[row.text_key];
  const actor = actorName || i18n._('Someone');
  return { title: i18n._(texts.title), message: i18n._(texts.message, { ...row.text_values, actor }) };
}

/** The text a writer keeps, as the row's columns: the key, its values, and the English title and message. */
export function textColumns(english: I18n, text: NotificationText, actorName: string | undefined) {
  const row = { text_key: text.key, text_values: text.values, title: '', message: '' };
  return {
    ...notificationWords(english, row, actorName),
    text_key: text.key,
    text_values: JSON.stringify(text.values),
  };
}
