import { joinRequestMessages, verificationMessages } from '@circles/contracts';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, NotificationsTable } from '../../db/schema';
import { canSeeContentSql } from '../../lib/circle-access';
import { announceNotifications } from '../../realtime/notification-hub';

/**
 * Writes notifications inside the caller's transaction, so they exist exactly when the event does, and
 * NOTIFYs their ids on commit for every server process's live streams (realtime/notification-hub.ts).
 * Nobody is told about content they may not see (lib/circle-access.ts), nor about their own actions.
 * Other features' repositories get it from the composition root (composition-root.ts), never by import.
 */

// A post notifies the circle's members only while the circle is this small, never for the default circle
// everyone is in, and at most one unread 'post' notification per member and circle: a busy circle cannot
// flood anyone.
export const postFanoutMaxMembers = 1000;

type Executor = Transaction<Database> | Kysely<Database>;
type NewNotification = Pick<
  NotificationsTable,
  'user_id' | 'type' | 'title' | 'message' | 'action_url' | 'circle_id' | 'actor_id' | 'dedupe_key'
>;

const postUrl = (circleId: string, postId: string) => `/circles/${circleId}/posts/${postId}`;

/**
 * Drops the notifications whose recipient muted their actor or their circle, or where recipient and actor
 * blocked each other either way (issue #17: no mention, comment or like reaches across a block); nobody is told.
 */
async function withoutMuted(trx: Executor, allRows: NewNotification[]) {
  const rows = await withoutBlocked(trx, allRows);
  if (rows.length === 0) return rows;
  const recipients = [...new Set(rows.map((row) => row.user_id))];
  const muted = await trx
    .selectFrom('mutes')
    .select(['user_id', 'target_type', 'target_id'])
    .where('user_id', 'in', recipients)
    .execute();
  if (muted.length === 0) return rows;
  const mutedBy = new Set(muted.map((mute) => `${mute.user_id}|${mute.target_type}|${mute.target_id}`));
  return rows.filter(
    (row) =>
      !(row.actor_id && mutedBy.has(`${row.user_id}|member|${row.actor_id}`)) &&
      !(row.circle_id && mutedBy.has(`${row.user_id}|circle|${row.circle_id}`)),
  );
}

async function withoutBlocked(trx: Executor, rows: NewNotification[]) {
  const actors = [...new Set(rows.flatMap((row) => (row.actor_id ? [row.actor_id] : [])))];
  if (actors.length === 0) return rows;
  const blocks = await trx
    .selectFrom('blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) => eb.or([eb('blocker_id', 'in', actors), eb('blocked_id', 'in', actors)]))
    .execute();
  if (blocks.length === 0) return rows;
  const pairs = new Set(
    blocks.flatMap((b) => [`${b.blocker_id}|${b.blocked_id}`, `${b.blocked_id}|${b.blocker_id}`]),
  );
  return rows.filter((row) => !(row.actor_id && pairs.has(`${row.user_id}|${row.actor_id}`)));
}

async function insertAndAnnounce(trx: Executor, allRows: NewNotification[]) {
  if (allRows.length === 0) return [];
  const rows = await withoutMuted(trx, allRows);
  if (rows.length === 0) return [];
  const inserted = await trx
    .insertInto('notifications')
    .values(rows)
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'dedupe_key']).where('dedupe_key', 'is not', null).doNothing(),
    )
    .returning('id')
    .execute();
  await announceNotifications(
    trx,
    inserted.map((row) => row.id),
  );
  return inserted;
}

async function actorName(trx: Executor, actorId: string) {
  const row = await trx.selectFrom('users').select('full_name').where('id', '=', actorId).executeTakeFirst();
  return row?.full_name ?? 'Someone';
}

/** Of these members, the ones who may see the circle's content (the circle access rule, per member). */
async function whoCanSee(trx: Executor, circleId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  const rows = await trx
    .selectFrom('users as u')
    .innerJoin('circles as c', (join) => join.on('c.id', '=', circleId))
    .select('u.id')
    .where('u.id', 'in', userIds)
    .where(canSeeContentSql('c', { column: 'u.id' }))
    .execute();
  return rows.map((row) => row.id);
}

async function usersByHandles(trx: Executor, handles: string[]) {
  if (handles.length === 0) return [];
  const rows = await trx
    .selectFrom('users')
    .select('id')
    .where('user_handle', 'in', handles.slice(0, 20))
    .execute();
  return rows.map((row) => row.id);
}

export const notificationsWriter = {
  /**
   * A moderator removed the member's post or comment (issue #17): the member reads why. No actor and no circle,
   * so neither a mute nor a block hides it, and it outlives the content it is about.
   */
  async contentRemoved(trx: Executor, removal: { userId: string; title: string; message: string }) {
    await insertAndAnnounce(trx, [
      {
        user_id: removal.userId,
        type: 'other',
        title: removal.title,
        message: removal.message,
        action_url: null,
        circle_id: null,
        actor_id: null,
        dedupe_key: null,
      },
    ]);
  },

  async newPost(trx: Executor, post: { id: string; circleId: string; authorId: string; mentions: string[] }) {
    const circle = await trx
      .selectFrom('circles')
      .select(['name', 'type'])
      .where('id', '=', post.circleId)
      .executeTakeFirstOrThrow();
    const actor = await actorName(trx, post.authorId);
    const url = postUrl(post.circleId, post.id);
    const memberCount = await trx
      .selectFrom('circle_memberships')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('circle_id', '=', post.circleId)
      .where('status', '=', 'member')
      .executeTakeFirstOrThrow();
    let recipients: string[] = [];
    const isDefaultCircle = post.circleId === 'world';
    // The cap counts the people to tell: the members other than the author.
    if (circle.type !== 'personal' && !isDefaultCircle && Number(memberCount.n) - 1 <= postFanoutMaxMembers) {
      const members = await trx
        .selectFrom('circle_memberships as m')
        .select('m.user_id')
        .where('m.circle_id', '=', post.circleId)
        .where('m.status', '=', 'member')
        .where('m.user_id', '!=', post.authorId)
        .where((eb) =>
          eb.not(
            eb.exists(
              eb
                .selectFrom('notifications as n')
                .select(sql`1`.as('one'))
                .whereRef('n.user_id', '=', 'm.user_id')
                .where('n.type', '=', 'post')
                .where('n.circle_id', '=', post.circleId)
                .where('n.read', '=', false),
            ),
          ),
        )
        .execute();
      recipients = members.map((member) => member.user_id);
    }
    const mentioned = (await whoCanSee(trx, post.circleId, await usersByHandles(trx, post.mentions))).filter(
      (id) => id !== post.authorId,
    );
    await insertAndAnnounce(trx, [
      ...recipients.map((userId) => ({
        user_id: userId,
        type: 'post' as const,
        title: 'New post',
        message: `${actor} posted in ${circle.name}`,
        action_url: url,
        circle_id: post.circleId,
        actor_id: post.authorId,
        dedupe_key: null,
      })),
      ...mentioned.map((userId) => ({
        user_id: userId,
        type: 'mention' as const,
        title: 'You were mentioned',
        message: `${actor} mentioned you in a post`,
        action_url: url,
        circle_id: post.circleId,
        actor_id: post.authorId,
        dedupe_key: `mention:post:${post.id}`,
      })),
    ]);
  },

  async newComment(
    trx: Executor,
    comment: { id: string; postId: string; parentId: string | null; authorId: string; mentions: string[] },
  ) {
    const post = await trx
      .selectFrom('posts')
      .select(['author_id', 'circle_id'])
      .where('id', '=', comment.postId)
      .executeTakeFirstOrThrow();
    const parent = comment.parentId
      ? await trx
          .selectFrom('comments')
          .select('user_id')
          .where('id', '=', comment.parentId)
          .executeTakeFirst()
      : undefined;
    const actor = await actorName(trx, comment.authorId);
    const url = postUrl(post.circle_id, comment.postId);
    const base = { action_url: url, circle_id: post.circle_id, actor_id: comment.authorId };
    const rows: NewNotification[] = [];
    const told = new Set([comment.authorId]);
    const [postAuthorCanSee] = await whoCanSee(trx, post.circle_id, [post.author_id]);
    if (postAuthorCanSee && !told.has(post.author_id)) {
      told.add(post.author_id);
      rows.push({
        ...base,
        user_id: post.author_id,
        type: 'comment',
        title: 'New comment',
        message: `${actor} commented on your post`,
        dedupe_key: `comment:${comment.id}`,
      });
    }
    if (parent) {
      const [parentCanSee] = await whoCanSee(trx, post.circle_id, [parent.user_id]);
      if (parentCanSee && !told.has(parent.user_id)) {
        told.add(parent.user_id);
        rows.push({
          ...base,
          user_id: parent.user_id,
          type: 'comment',
          title: 'New reply',
          message: `${actor} replied to your comment`,
          dedupe_key: `comment:${comment.id}`,
        });
      }
    }
    const mentioned = await whoCanSee(trx, post.circle_id, await usersByHandles(trx, comment.mentions));
    for (const userId of mentioned.filter((id) => !told.has(id))) {
      rows.push({
        ...base,
        user_id: userId,
        type: 'mention',
        title: 'You were mentioned',
        message: `${actor} mentioned you in a comment`,
        dedupe_key: `mention:comment:${comment.id}`,
      });
    }
    await insertAndAnnounce(trx, rows);
  },

  /** A like notifies the item's author once per liker and item: toggling again does not spam. */
  async newLike(trx: Executor, like: { type: 'post' | 'comment'; id: string; actorId: string }) {
    const target =
      like.type === 'post'
        ? await trx
            .selectFrom('posts')
            .select(['author_id as owner_id', 'circle_id', 'id as post_id'])
            .where('id', '=', like.id)
            .executeTakeFirst()
        : await trx
            .selectFrom('comments as c')
            .innerJoin('posts as p', 'p.id', 'c.post_id')
            .select(['c.user_id as owner_id', 'p.circle_id', 'p.id as post_id'])
            .where('c.id', '=', like.id)
            .executeTakeFirst();
    if (!target || target.owner_id === like.actorId) return;
    const [ownerCanSee] = await whoCanSee(trx, target.circle_id, [target.owner_id]);
    if (!ownerCanSee) return;
    const actor = await actorName(trx, like.actorId);
    await insertAndAnnounce(trx, [
      {
        user_id: target.owner_id,
        type: 'like',
        title: 'New like',
        message: `${actor} liked your ${like.type}`,
        action_url: postUrl(target.circle_id, target.post_id),
        circle_id: target.circle_id,
        actor_id: like.actorId,
        dedupe_key: `like:${like.type}:${like.id}:${like.actorId}`,
      },
    ]);
  },

  async invitations(trx: Executor, invite: { circleId: string; inviterId: string; userIds: string[] }) {
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
  },

  joinRequest,
  verificationDecision,

  /** A post went (its author's or a moderator's delete): the notifications that point at it go with it. */
  async postRemoved(trx: Executor, post: { circleId: string; postId: string }) {
    await trx
      .deleteFrom('notifications')
      .where('action_url', '=', postUrl(post.circleId, post.postId))
      .execute();
  },
};

/**
 * Join requests (issue #17): a new request tells the circle's owner and moderators; a decision tells the
 * requester, with the reason when one was given. Inside the caller's transaction, like every notification.
 */
async function joinRequest(
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
      title: decision.isApproved
        ? verificationMessages.approvedTitle
        : verificationMessages.rejectedNoticeTitle,
      message: decision.isApproved
        ? verificationMessages.approvedMessage
        : verificationMessages.rejectedMessage(decision.reason ?? ''),
      action_url: '/settings#verification',
      circle_id: null,
      actor_id: null,
      dedupe_key: null,
    },
  ]);
}

export type NotificationsWriter = typeof notificationsWriter;
