import type { Transporter } from 'nodemailer';
import type { AppContext } from '../app-context';
import { createDevMailboxRepository } from './dev-mailbox-repository';

export type MailMessage = { to: string; subject: string; text: string; html: string; link?: string };
export type Mailer = { send: (message: MailMessage) => Promise<void>; kind: 'smtp' | 'dev-outbox' };

/**
 * Real SMTP through nodemailer when SMTP_URL is set; otherwise the dev outbox: the message is stored (readable at
 * /dev/mailbox outside production) and, outside production, its link printed to the log, so an account can be
 * verified with no mail server. In production a link is never logged (docs/decisions/0084): it signs someone in
 * or resets their password, and logs are read by more people, kept longer and shipped further than mail.
 */
export function createMailer({ config, database, logger }: AppContext): Mailer {
  const smtpUrl = config.SMTP_URL;
  if (smtpUrl) {
    // nodemailer (about 3 MB of heap) loads with the first message, not at every start (issue #16).
    let transport: Promise<Transporter> | undefined;
    return {
      kind: 'smtp',
      async send(message) {
        transport ??= import('nodemailer').then(({ default: nodemailer }) =>
          nodemailer.createTransport(smtpUrl),
        );
        await (await transport).sendMail({
          from: config.MAIL_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
        logger.info({ subject: message.subject }, 'mail sent');
      },
    };
  }
  const outbox = createDevMailboxRepository(database.db);
  if (config.NODE_ENV === 'production') {
    logger.warn('mail: no SMTP_URL, so mail is kept in the outbox and never sent (set SMTP_URL)');
    return {
      kind: 'dev-outbox',
      async send(message) {
        await outbox.store(message);
        logger.warn({ subject: message.subject }, 'mail not sent: no SMTP_URL (kept in the outbox)');
      },
    };
  }
  return {
    kind: 'dev-outbox',
    async send(message) {
      await outbox.store(message);
      logger.info(
        { to: message.to, subject: message.subject, link: message.link },
        'dev outbox: mail stored (see /dev/mailbox)',
      );
    },
  };
}
