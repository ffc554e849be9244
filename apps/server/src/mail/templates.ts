import type { MailMessage } from './mailer';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch,
  );

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
