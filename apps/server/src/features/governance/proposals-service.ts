import {
  governanceMessages,
  type NewProposalInput,
  type PolicyHistory,
  type ProposalDetail,
  type VerifiedAction,
} from '@circles/contracts';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { presentProposal } from './present';
import type { ProposalsRepository } from './proposals-repository';
import type { GovernanceRepository } from './repository';

export type GovernanceSettings = {
  /** How long a proposal is open for votes (GOVERNANCE_PROPOSAL_DAYS). */
  proposalDays: number;
  /** Votes a proposal needs to pass (GOVERNANCE_QUORUM). */
  quorum: number;
  /** The share of support a proposal must exceed to pass (GOVERNANCE_PASS_SHARE). */
  passShare: number;
  /** How old a voter's account must be when a proposal opens for the vote to count (GOVERNANCE_VOTER_MIN_AGE_DAYS). */
  voterMinAgeDays: number;
};

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Governance made by members (issue #40): a member (a verified one while REQUIRE_VERIFICATION is on) proposes a
 * new text for a policy area; the job closes proposals whose period ended; an admin adopts a passed one.
 */
export const createProposalsService = (deps: {
  repository: ProposalsRepository;
  governance: GovernanceRepository;
  settings: GovernanceSettings;
  requireAdmin: (userId: string) => Promise<void>;
  isAdmin: (userId: string) => Promise<boolean>;
  /** The REQUIRE_VERIFICATION gate; absent when the flag is off. */
  requireVerified?: (userId: string, action: VerifiedAction) => Promise<void>;
  now?: () => Date;
}) => {
  const { repository, governance, settings } = deps;
  const now = deps.now ?? (() => new Date());

  async function detail(proposalId: string, viewerId: string): Promise<ProposalDetail> {
    const row = await repository.findProposal(proposalId);
    if (!row) throw notFound(governanceMessages.proposalNotFound);
    const [states, top, isAdmin, before] = await Promise.all([
      governance.proposalStates(viewerId, [proposalId]),
      governance.topComments(viewerId),
      deps.isAdmin(viewerId),
      row.adopted_version ? repository.versionBefore(row.policy_id, row.adopted_version) : undefined,
    ]);
    return {
      ...presentProposal(row, states[0], top.get(proposalId), {
        viewerId,
        rule: { quorum: settings.quorum, passShare: settings.passShare },
      }),
      policyTitle: row.policy_title,
      baseText: before?.policy_text ?? row.current_policy,
      baseVersion: before?.version ?? row.policy_version,
      proposedText: row.proposed_text,
      adoptedVersion: row.adopted_version,
      canAdopt: isAdmin && row.status === 'passed' && row.proposed_text !== null,
    };
  }

  return {
    detail,

    async propose(policyId: string, input: NewProposalInput, viewerId: string) {
      await deps.requireVerified?.(viewerId, 'propose');
      const policy = await repository.findPolicy(policyId);
      if (!policy) throw notFound(governanceMessages.policyNotFound);
      if (input.proposedText === policy.current_policy.trim()) {
        throw badRequest(governanceMessages.proposedTextUnchanged);
      }
      const id = await repository.createProposal({
        policyId,
        authorId: viewerId,
        title: input.title,
        description: input.description,
        proposedText: input.proposedText,
        closesAt: new Date(now().getTime() + settings.proposalDays * dayMs),
      });
      return detail(id, viewerId);
    },

    async adopt(proposalId: string, viewerId: string) {
      await deps.requireAdmin(viewerId);
      if (!(await repository.findProposal(proposalId))) throw notFound(governanceMessages.proposalNotFound);
      if (!(await repository.adopt(proposalId, now()))) throw conflict(governanceMessages.notPassed);
      return detail(proposalId, viewerId);
    },

    async history(policyId: string): Promise<PolicyHistory> {
      const policy = await repository.findPolicy(policyId);
      if (!policy) throw notFound(governanceMessages.policyNotFound);
      const versions = await repository.history(policyId);
      return {
        id: policy.id,
        title: policy.title,
        version: policy.version,
        versions: versions.map((version) => ({
          version: version.version,
          text: version.policy_text,
          adoptedAt: new Date(version.adopted_at).toISOString(),
          proposal:
            version.proposal_id && version.proposal_title
              ? { id: version.proposal_id, title: version.proposal_title }
              : null,
        })),
      };
    },

    /** The job (jobs/server-jobs.ts): closes the proposals whose period ended; returns how many. */
    async closeDue() {
      const closed = await repository.closeDue(
        { quorum: settings.quorum, passShare: settings.passShare, voterMinAgeDays: settings.voterMinAgeDays },
        now(),
      );
      return closed.length;
    },
  };
};

export type ProposalsService = ReturnType<typeof createProposalsService>;
