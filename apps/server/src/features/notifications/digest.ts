import type { Logger } from 'pino';
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

  return {
    /** One run: claims the members due a digest (atomically, so processes never double up) and mails them. */
    async sendDue(timings: DigestTimings = deps.timings ?? digestTimings) {
      const claimed = await repository.claimDue(timings, claimedPerRun);
      for (const member of claimed) {
        try {
          const [items, total] = await Promise.all([
            repository.listUnread(member.user_id, listedPerDigest),
            repository.countUnread(member.user_id),
          ]);
          const unsubscribeUrl = `${publicUrl}/api/email/unsubscribe?token=${createUnsubscribeToken(secret, member.user_id)}`;
          await mailer.send(
            notificationDigestMail({
              to: member.email,
              firstName: member.first_name,
              items,
              total,
              openUrl: `${publicUrl}/notifications`,
              unsubscribeUrl,
            }),
          );
        } catch (error) {
          // The claim stands: the next digest is tried after the usual hour.
          logger.warn({ err: error }, 'notification digest failed');
        }
      }
      return claimed.length;
    },
  };
};

export type DigestService = ReturnType<typeof createDigestService>;
