import type { VerifiedAction } from '@circles/contracts';
import type { AppContext } from './app-context';
import { createProposalsRepository } from './features/governance/proposals-repository';
import { createProposalsService } from './features/governance/proposals-service';
import { createGovernanceRepository } from './features/governance/repository';
import { createGovernanceService } from './features/governance/service';
import { notificationsWriter } from './features/notifications/writer';
import type { RolesService } from './features/roles/service';
import type { AnnouncementBus } from './realtime/announcement-bus';
import { createBroadcastHub, governanceChannel } from './realtime/broadcast-hub';

/**
 * Governance's parts (the composition root calls this): the policy areas and votes, members' proposals (issue
 * #40: proposed, closed by the job, adopted by an admin) and the live results' hub.
 */
export function composeGovernance(
  context: AppContext,
  deps: {
    listener: AnnouncementBus;
    roles: RolesService;
    requireVerified?: (userId: string, action: VerifiedAction) => Promise<void>;
  },
) {
  const { config, logger } = context;
  const { db } = context.database;
  const repository = createGovernanceRepository(
    db,
    notificationsWriter,
    config.GOVERNANCE_VOTER_MIN_AGE_DAYS,
  );
  const rule = { quorum: config.GOVERNANCE_QUORUM, passShare: config.GOVERNANCE_PASS_SHARE };
  const proposals = createProposalsService({
    repository: createProposalsRepository(db, notificationsWriter),
    governance: repository,
    settings: {
      proposalDays: config.GOVERNANCE_PROPOSAL_DAYS,
      ...rule,
      voterMinAgeDays: config.GOVERNANCE_VOTER_MIN_AGE_DAYS,
    },
    requireAdmin: deps.roles.requireAdmin,
    isAdmin: async (userId) => (await deps.roles.siteRole(userId)) === 'admin',
    requireVerified: deps.requireVerified,
  });
  return {
    governance: createGovernanceService(repository, rule),
    proposals,
    governanceHub: createBroadcastHub({ listener: deps.listener, logger, channel: governanceChannel }),
  };
}
