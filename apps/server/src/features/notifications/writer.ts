import type { RemovableType } from '@circles/contracts';
import { invitations, joinRequest } from './writer-circles';
import { newComment, newLike, newPost, postRemoved } from './writer-content';
import { policyChanged, proposalClosed, proposalCommented } from './writer-governance';
import { type Executor, insertAndAnnounce } from './writer-rows';

export { postFanoutMaxMembers } from './writer-content';

/**
 * Writes notifications inside the caller's transaction, so they exist exactly when the event does, and
 * NOTIFYs their ids on commit for every server process's live streams (realtime/notification-hub.ts).
 * Nobody is told about content they may not see (lib/circle-access.ts), nor about their own actions.
 * Other features' repositories get it from the composition root (composition-root.ts), never by import.
 */

export const notificationsWriter = {
  /**
   * A moderator removed the member's post or comment (issue #17): the member reads why. No actor and no circle,
   * so neither a mute nor a block hides it, and it outlives the content it is about.
   */
  async contentRemoved(trx: Executor, removal: { userId: string; kind: RemovableType; reason: string }) {
    await insertAndAnnounce(trx, [
      {
        user_id: removal.userId,
        type: 'other',
        text: { key: `${removal.kind}_removed`, values: { reason: removal.reason } },
        action_url: null,
        circle_id: null,
        actor_id: null,
        dedupe_key: null,
      },
    ]);
  },

  /**
   * Signing in during the grace period cancelled the member's account deletion (issue #41): they read so. No
   * actor and no circle, like the other notices about the member's own account.
   */
  async deletionCancelled(trx: Executor, userId: string) {
    await insertAndAnnounce(trx, [
      {
        user_id: userId,
        type: 'other',
        text: { key: 'deletion_cancelled', values: {} },
        action_url: null,
        circle_id: null,
        actor_id: null,
        dedupe_key: null,
      },
    ]);
  },

  newPost,
  newComment,
  newLike,
  invitations,
  joinRequest,
  verificationDecision,
  postRemoved,
  proposalClosed,
  proposalCommented,
  policyChanged,
};

/**
 * A verification decision (issue #17): the member reads the outcome, and the reason of a rejection. No actor, so
 * neither a mute nor a block hides it; the admin who decided stays unnamed.
 */
async function verificationDecision(
  trx: Executor,
  decision: { userId: string; isApproved: boolean; reason: string | null },
) {
  await insertAndAnnounce(trx, [
    {
      user_id: decision.userId,
      type: 'other',
      text: decision.isApproved
        ? { key: 'verified', values: {} }
        : { key: 'verification_declined', values: { reason: decision.reason ?? '' } },
      action_url: '/settings#verification',
      circle_id: null,
      actor_id: null,
      dedupe_key: null,
    },
  ]);
}

export type NotificationsWriter = typeof notificationsWriter;
