import type { AccountService } from '../features/account/service';
import type { ProposalsService } from '../features/governance/proposals-service';
import type { MediaService } from '../features/media/service';
import type { DigestService } from '../features/notifications/digest';
import type { Job } from './job-runner';

const minute = 60_000;

/** The server's periodic jobs; each runs this often across all processes together (jobs/job-runner.ts). */
export const serverJobs = (services: {
  media: Pick<MediaService, 'sweepOrphans'>;
  /** Posts waiting for their media (issue #52): what a dead process left ready, and old failures. */
  pendingPosts: { sweep: () => Promise<unknown> };
  digest: Pick<DigestService, 'sendDue'>;
  account: Pick<AccountService, 'eraseDue'>;
  proposals: Pick<ProposalsService, 'closeDue'>;
}): Job[] => [
  // Uploads never attached to a post (an abandoned draft) are removed after an hour.
  {
    name: 'media-orphan-sweep',
    everyMs: 10 * minute,
    run: async () => {
      await services.pendingPosts.sweep();
      return services.media.sweepOrphans(60 * minute);
    },
  },
  // Email digests of unread notifications (each member claimed atomically in SQL).
  { name: 'notification-digest', everyMs: 5 * minute, run: () => services.digest.sendDue() },
  // Accounts whose seven days of grace after a deletion request have passed are erased (issue #18).
  { name: 'account-erasure', everyMs: 10 * minute, run: () => services.account.eraseDue() },
  // Governance proposals whose period ended are closed as passed or rejected, their voters told (issue #40).
  { name: 'governance-close', everyMs: minute, run: () => services.proposals.closeDue() },
];
