import type { Logger } from 'pino';
import type { Mailer } from '../../mail/mailer';
import { notificationDigestMail } from '../../mail/templates';
import type { DigestRepository, DigestTimings } from './digest-repository';
import { createUnsubscribeToken } from './unsubscribe-token';

/** At most one digest an hour, and only to members away from the app for 30 minutes. */
export const digestTimings: DigestTimings = { inactiveMs: 30 * 60_000, everyMs: 60 * 60_000 };
const listedPerDigest = 10;
const claimedPerRun = 200;

export const createDigestService = (deps: {
  repository: DigestRepository;
  mailer: Mailer;
  logger: Pick<Logger, 'warn' | 'info'>;
  publicUrl: string;
  secret: string;
}) => {
  const { repository, mailer, logger, publicUrl, secret } = deps;

  return {
    /** One run: claims the members due a digest (atomically, so processes never double up) and mails them. */
    async sendDue(timings: DigestTimings = digestTimings) {
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
