import { escapeHtml } from '../lib/escape-html';
import type { MailMessage } from './mailer';

const layout = (title: string, intro: string, action: string, link: string) =>
  `<!doctype html><html><body style="font-family:system-ui,sans-serif;max-width:520px;margin:24px auto;color:#111">
<h1 style="font-size:20px">${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:8px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="font-size:12px;color:#555">Or open this link: ${escapeHtml(link)}</p></body></html>`;

export function verificationMail(to: string, name: string, link: string): MailMessage {
  const intro = `Hi ${name}, confirm your email address to finish creating your Circles account.`;
  return {
    to,
    subject: 'Verify your email for Circles',
    text: `${intro}\n\n${link}\n`,
    html: layout('Verify your email', intro, 'Verify email', link),
    link,
  };
}

export function passwordResetMail(to: string, name: string, link: string): MailMessage {
  const intro = `Hi ${name}, someone asked to reset your Circles password. If it was you, choose a new one; otherwise ignore this mail.`;
  return {
    to,
    subject: 'Reset your Circles password',
    text: `${intro}\n\n${link}\n`,
    html: layout('Reset your password', intro, 'Choose a new password', link),
    link,
  };
}

export function existingAccountMail(to: string, name: string, link: string): MailMessage {
  const intro = `Hi ${name}, someone tried to create a Circles account with your email address. You already have one: sign in, or reset your password if you forgot it.`;
  return {
    to,
    subject: 'You already have a Circles account',
    text: `${intro}\n\n${link}\n`,
    html: layout('You already have an account', intro, 'Sign in', link),
    link,
  };
}

/** The digest of unread notifications, with an unsubscribe link that works without signing in. */
export function notificationDigestMail(input: {
  to: string;
  firstName: string;
  items: { title: string; message: string }[];
  total: number;
  openUrl: string;
  unsubscribeUrl: string;
}): MailMessage {
  const { items, total } = input;
  const intro = `Hi ${input.firstName}, you have ${total} unread notification${total === 1 ? '' : 's'} on Circles.`;
  const more = total > items.length ? `…and ${total - items.length} more.` : '';
  const lines = items.map((item) => `${item.title}: ${item.message}`);
  const stop = 'Stop these emails';
  const text = [intro, '', ...lines, more, '', input.openUrl, '', `${stop}: ${input.unsubscribeUrl}`]
    .filter((line, index, all) => line !== '' || all[index - 1] !== '')
    .join('\n');
  const list = `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>${more ? `<p>${escapeHtml(more)}</p>` : ''}`;
  const html = layout('Your unread notifications', intro, 'Open Circles', input.openUrl).replace(
    '</body></html>',
    `${list}<p style="font-size:12px;color:#555"><a href="${escapeHtml(input.unsubscribeUrl)}">${stop}</a></p></body></html>`,
  );
  return {
    to: input.to,
    subject: 'Your unread notifications on Circles',
    text,
    html,
    link: input.unsubscribeUrl,
  };
}
