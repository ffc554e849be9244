import { sql } from 'kysely';
import {
  type Executor,
  insertAndAnnounce,
  type NewNotification,
  postUrl,
  usersByHandles,
  whoCanSee,
} from './writer-rows';

/** Posts, comments and likes: who hears of them (composed in writer.ts). */

// A post notifies the circle's members only while the circle is this small, never for the default circle
// everyone is in, and at most one unread 'post' notification per member and circle: a busy circle cannot
// flood anyone.
export const postFanoutMaxMembers = 1000;

export async function newPost(
  trx: Executor,
  post: { id: string; circleId: string; authorId: string; mentions: string[] },
) {
  const circle = await trx
    .selectFrom('circles')
    .select(['name', 'type'])
    .where('id', '=', post.circleId)
    .executeTakeFirstOrThrow();
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
      text: { key: 'post' as const, values: { circle: circle.name } },
      action_url: url,
      circle_id: post.circleId,
      actor_id: post.authorId,
      dedupe_key: null,
    })),
    ...mentioned.map((userId) => ({
      user_id: userId,
      type: 'mention' as const,
      text: { key: 'post_mention' as const, values: {} },
      action_url: url,
      circle_id: post.circleId,
      actor_id: post.authorId,
      dedupe_key: `mention:post:${post.id}`,
    })),
  ]);
}

export async function newComment(
  trx: Executor,
  comment: { id: string; postId: string; parentId: string | null; authorId: string; mentions: string[] },
) {
  const post = await trx
    .selectFrom('posts')
    .select(['author_id', 'circle_id'])
    .where('id', '=', comment.postId)
    .executeTakeFirstOrThrow();
  const parent = comment.parentId
    ? await trx.selectFrom('comments').select('user_id').where('id', '=', comment.parentId).executeTakeFirst()
    : undefined;
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
      text: { key: 'comment', values: {} },
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
        text: { key: 'reply', values: {} },
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
      text: { key: 'comment_mention', values: {} },
      dedupe_key: `mention:comment:${comment.id}`,
    });
  }
  await insertAndAnnounce(trx, rows);
}

/** A like notifies the item's author once per liker and item: toggling again does not spam. */
export async function newLike(
  trx: Executor,
  like: { type: 'post' | 'comment'; id: string; actorId: string },
) {
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
  await insertAndAnnounce(trx, [
    {
      user_id: target.owner_id,
      type: 'like',
      text: { key: like.type === 'post' ? 'post_like' : 'comment_like', values: {} },
      action_url: postUrl(target.circle_id, target.post_id),
      circle_id: target.circle_id,
      actor_id: like.actorId,
      dedupe_key: `like:${like.type}:${like.id}:${like.actorId}`,
    },
  ]);
}

/** A post went (its author's or a moderator's delete): the notifications that point at it go with it. */
export async function postRemoved(trx: Executor, post: { circleId: string; postId: string }) {
  await trx
    .deleteFrom('notifications')
    .where('action_url', '=', postUrl(post.circleId, post.postId))
    .execute();
}
