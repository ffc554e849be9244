import { type DigestTestResult, defaultLocale, isLocale, messages } from '@circles/contracts';
import type { Logger } from 'pino';
import { notFound } from '../../lib/errors';
import { textsIn } from '../../lib/i18n';
import { notificationWords } from '../../lib/notification-words';
import type { Mailer } from '../../mail/mailer';
import { notificationDigestMail } from '../../mail/templates';
import type { DigestRepository, DigestTimings } from './digest-repository';
import { createUnsubscribeToken } from './unsubscribe-token';

/** At most one digest an hour, and only to members away from the app for `delayMinutes` (DIGEST_DELAY_MINUTES). */
export const digestTimingsAfter = (delayMinutes: number): DigestTimings => ({
  inactiveMs: delayMinutes * 60_000,
  everyMs: 60 * 60_000,
});
export const digestTimings = digestTimingsAfter(30);
const listedPerDigest = 10;
const claimedPerRun = 200;

export const createDigestService = (deps: {
  repository: DigestRepository;
  mailer: Mailer;
  logger: Pick<Logger, 'warn' | 'info'>;
  publicUrl: string;
  secret: string;
  /** DIGEST_DELAY_MINUTES' timings (issue #41: a tester sets 0 to see a digest without waiting half an hour). */
  timings?: DigestTimings;
}) => {
  const { repository, mailer, logger, publicUrl, secret } = deps;

  /**
   * One member's digest as the hourly run writes it, in their language (issue #53): their newest unread, the
   * count, the unsubscribe link.
   */
  async function digestFor(member: {
    user_id: string;
    email: string;
    first_name: string;
    language: string | null;
  }) {
    const i18n = textsIn(isLocale(member.language) ? member.language : defaultLocale);
    const [rows, total] = await Promise.all([
      repository.listUnread(member.user_id, listedPerDigest),
      repository.countUnread(member.user_id),
    ]);
    const unsubscribeUrl = `${publicUrl}/api/email/unsubscribe?token=${createUnsubscribeToken(secret, member.user_id)}`;
    const items = rows.map((row) => notificationWords(i18n, row, row.actor_name));
    const mail = notificationDigestMail(i18n, {
      to: member.email,
      firstName: member.first_name,
      items,
      total,
      openUrl: `${publicUrl}/notifications`,
      unsubscribeUrl,
    });
    return { mail, total, i18n };
  }

  return {
    /** One run: claims the members due a digest (atomically, so processes never double up) and mails them. */
    async sendDue(timings: DigestTimings = deps.timings ?? digestTimings) {
      const claimed = await repository.claimDue(timings, claimedPerRun);
      for (const member of claimed) {
        try {
          await mailer.send((await digestFor(member)).mail);
        } catch (error) {
          // The claim stands: the next digest is tried after the usual hour.
          logger.warn({ err: error }, 'notification digest failed');
        }
      }
      return claimed.length;
    },

    /**
     * Settings' 'Email me a test digest' (issue #54): the member's digest now, through the same mailer (SMTP, or
     * the dev outbox), whatever the schedule; the hourly run's claims are left alone. Its subject says it is a test.
     */
    async sendTest(userId: string): Promise<DigestTestResult> {
      const recipient = await repository.findRecipient(userId);
      if (!recipient) throw notFound(messages.auth.notLoggedIn);
      const { mail, total, i18n } = await digestFor({ user_id: userId, ...recipient });
      // Marked as a test in its subject, so it is never taken for the hourly one.
      await mailer.send({ ...mail, subject: i18n._('Test: {subject}', { subject: mail.subject }) });
      return { sentTo: recipient.email, unread: total };
    },
  };
};

export type DigestService = ReturnType<typeof createDigestService>;
