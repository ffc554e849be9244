import type { I18n } from '@lingui/core';
import { escapeHtml } from '../lib/escape-html';
import type { MailMessage } from './mailer';

/**
 * The mails the server writes, in the reader's language (issue #53): `i18n` is `textsIn` of the member's language
 * (lib/i18n.ts). Names and links are the member's own and are kept as they are.
 */
const layout = (i18n: I18n, title: string, intro: string, action: string, link: string) =>
  `<!doctype html><html lang="${escapeHtml(i18n.locale)}"><body style="font-family:system-ui,sans-serif;max-width:520px;margin:24px auto;color:#111">
<h1 style="font-size:20px">${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:12px;color:#555">${escapeHtml(i18n._('Or open this link: {link}', { link }))}</p></body></html>`;

export function verificationMail(i18n: I18n, to: string, name: string, link: string): MailMessage {
  const intro = i18n._('Hi {name}, confirm your email address to finish creating your Circles account.', {
    name,
  });
  return {
    to,
    subject: i18n._('Verify your email for Circles'),
    text: `${intro}\n\n${link}\n`,
    html: layout(i18n, i18n._('Verify your email'), intro, i18n._('Verify email'), link),
    link,
  };
}

export function passwordResetMail(i18n: I18n, to: string, name: string, link: string): MailMessage {
  const intro = i18n._(
    'Hi {name}, someone asked to reset your Circles password. If it was you, choose a new one; otherwise ignore this mail.',
    { name },
  );
  return {
    to,
    subject: i18n._('Reset your Circles password'),
    text: `${intro}\n\n${link}\n`,
    html: layout(i18n, i18n._('Reset your password'), intro, i18n._('Choose a new password'), link),
    link,
  };
}

export function existingAccountMail(i18n: I18n, to: string, name: string, link: string): MailMessage {
  const intro = i18n._(
    'Hi {name}, someone tried to create a Circles account with your email address. You already have one: sign in, or reset your password if you forgot it.',
    { name },
  );
  return {
    to,
    subject: i18n._('You already have a Circles account'),
    text: `${intro}\n\n${link}\n`,
    html: layout(i18n, i18n._('You already have an account'), intro, i18n._('Sign in'), link),
    link,
  };
}

/** The digest of unread notifications, with an unsubscribe link that works without signing in. */
export function notificationDigestMail(
  i18n: I18n,
  input: {
    to: string;
    firstName: string;
    /** Each notification's title and message, already in the reader's language. */
    items: { title: string; message: string }[];
    total: number;
    openUrl: string;
    unsubscribeUrl: string;
  },
): MailMessage {
  const { items, total } = input;
  const intro = i18n._(
    '{total, plural, one {Hi {name}, you have # unread notification on Circles.} other {Hi {name}, you have # unread notifications on Circles.}}',
    { total, name: input.firstName },
  );
  const more = total > items.length ? i18n._('…and {count} more.', { count: total - items.length }) : '';
  const lines = items.map((item) =>
    i18n._('{title}: {message}', { title: item.title, message: item.message }),
  );
  const stop = i18n._('Stop these emails');
  const text = [
    intro,
    '',
    ...lines,
    more,
    '',
    input.openUrl,
    '',
    i18n._('{title}: {message}', { title: stop, message: input.unsubscribeUrl }),
  ]
    .filter((line, index, all) => line !== '' || all[index - 1] !== '')
    .join('\n');
  const list = `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>${more ? `<p>${escapeHtml(more)}</p>` : ''}`;
  const html = layout(
    i18n,
    i18n._('Your unread notifications'),
    intro,
    i18n._('Open Circles'),
    input.openUrl,
  ).replace(
    '</body></html>',
    `${list}<p style="font-size:12px;color:#555"><a href="${escapeHtml(input.unsubscribeUrl)}">${escapeHtml(stop)}</a></p></body></html>`,
  );
  return {
    to: input.to,
    subject: i18n._('Your unread notifications on Circles'),
    text,
    html,
    link: input.unsubscribeUrl,
  };
}
