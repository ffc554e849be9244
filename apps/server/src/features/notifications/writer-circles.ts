import { joinRequestMessages } from '@circles/contracts';
import { actorName, type Executor, insertAndAnnounce } from './writer-rows';

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
  const actor = await actorName(trx, invite.inviterId);
  await insertAndAnnounce(
    trx,
    invite.userIds.map((userId) => ({
      user_id: userId,
      type: 'circle_invite' as const,
      title: 'Circle invitation',
      message: `${actor} invited you to join ${circle.name}`,
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
    const name = await actorName(trx, event.requesterId);
    await insertAndAnnounce(
      trx,
      reviewers.map((reviewer) => ({
        ...base,
        user_id: reviewer.user_id,
        title: joinRequestMessages.newRequestTitle,
        message: joinRequestMessages.newRequest(name, circle.name),
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
      title: isApproved ? joinRequestMessages.approvedTitle : joinRequestMessages.rejectedTitle,
      message: isApproved
        ? joinRequestMessages.approvedMessage(circle.name)
        : joinRequestMessages.rejectedMessage(circle.name, event.reason),
      // Who decided stays unnamed: the circle answered, not one of its moderators.
      actor_id: null,
      dedupe_key: null,
    },
  ]);
}
