import { type Executor, insertAndAnnounce } from './writer-rows';

/** A circle's invitations and join requests: who hears of them (composed in writer.ts). */

export async function invitations(
  trx: Executor,
  invite: { circleId: string; inviterId: string; userIds: string[] },
) {
  if (invite.userIds.length === 0) return;
  const circle = await trx
    .selectFrom('circles')
    .select('name')
    .where('id', '=', invite.circleId)
    .executeTakeFirstOrThrow();
  await insertAndAnnounce(
    trx,
    invite.userIds.map((userId) => ({
      user_id: userId,
      type: 'circle_invite' as const,
      text: { key: 'circle_invitation' as const, values: { circle: circle.name } },
      action_url: `/circles/${invite.circleId}`,
      circle_id: invite.circleId,
      actor_id: invite.inviterId,
      dedupe_key: null,
    })),
  );
}

/**
 * Join requests (issue #17): a new request tells the circle's owner and moderators; a decision tells the
 * requester, with the reason when one was given. Inside the caller's transaction, like every notification.
 */
export async function joinRequest(
  trx: Executor,
  event:
    | { kind: 'requested'; circleId: string; requesterId: string }
    | { kind: 'approved' | 'rejected'; circleId: string; requesterId: string; reason: string | null },
) {
  const circle = await trx
    .selectFrom('circles')
    .select('name')
    .where('id', '=', event.circleId)
    .executeTakeFirst();
  if (!circle) return;
  const base = {
    circle_id: event.circleId,
    action_url: `/circles/${event.circleId}`,
    type: 'other' as const,
  };
  if (event.kind === 'requested') {
    const reviewers = await trx
      .selectFrom('circle_memberships')
      .select('user_id')
      .where('circle_id', '=', event.circleId)
      .where('status', '=', 'member')
      .where('role', 'in', ['owner', 'moderator'])
      .where('user_id', '!=', event.requesterId)
      .execute();
    await insertAndAnnounce(
      trx,
      reviewers.map((reviewer) => ({
        ...base,
        user_id: reviewer.user_id,
        text: { key: 'join_request' as const, values: { circle: circle.name } },
        actor_id: event.requesterId,
        dedupe_key: null,
      })),
    );
    return;
  }
  const isApproved = event.kind === 'approved';
  await insertAndAnnounce(trx, [
    {
      ...base,
      user_id: event.requesterId,
      text: isApproved
        ? { key: 'join_approved', values: { circle: circle.name } }
        : event.reason
          ? { key: 'join_declined_reason', values: { circle: circle.name, reason: event.reason } }
          : { key: 'join_declined', values: { circle: circle.name } },
      // Who decided stays unnamed: the circle answered, not one of its moderators.
      actor_id: null,
      dedupe_key: null,
    },
  ]);
}
