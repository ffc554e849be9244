import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { notificationMessageSql } from '../../lib/notification-message';

/**
 * Everything one member made, set or chose, for their data export (issue #18): read-only, the member's own rows
 * only. Other people's content appears only as ids (a liked post, a comment's post), never as their text.
 */
export const createExportRepository = (db: Kysely<Database>) => ({
  findUser(userId: string) {
    return db
      .selectFrom('users as u')
      .leftJoin('user_security_icons as s', 's.user_id', 'u.id')
      .select([
        'u.id',
        'u.email',
        'u.first_name',
        'u.last_name',
        'u.full_name',
        'u.user_handle',
        'u.bio',
        'u.avatar_url',
        'u.manual_verification',
        'u.icon1_code',
        'u.icon2_code',
        'u.icon3_code',
        's.icon4_code',
        's.icon5_code',
        's.icon6_code',
        'u.created_at',
      ])
      .where('u.id', '=', userId)
      .executeTakeFirst();
  },

  listPreferences: (userId: string) =>
    db
      .selectFrom('user_preferences')
      .select(['preference_key', 'preference_value', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('preference_key')
      .execute(),

  listPosts: (userId: string) =>
    db
      .selectFrom('posts as p')
      .innerJoin('circles as c', 'c.id', 'p.circle_id')
      .select([
        'p.id',
        'p.circle_id',
        'c.name as circle_name',
        'p.content',
        'p.image_url',
        'p.video_source',
        'p.audio_source',
        'p.media_alt',
        'p.views',
        'p.likes_count',
        'p.comments_count',
        'p.shares_count',
        'p.created_at',
        'p.edited_at',
        sql<{ previous_content: string; edited_at: string }[]>`coalesce((
          select json_agg(json_build_object('previous_content', e.previous_content, 'edited_at', e.edited_at)
                          order by e.id)
          from post_edits as e where e.post_id = p.id), '[]')`.as('earlier_texts'),
      ])
      .where('p.author_id', '=', userId)
      .orderBy('p.created_at')
      .execute(),

  listComments: (userId: string) =>
    db
      .selectFrom('comments')
      .select(['id', 'post_id', 'parent_id', 'content', 'is_deleted', 'created_at', 'edited_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),

  listLikes: (userId: string) =>
    db
      .selectFrom('likes')
      .select(['likeable_type', 'likeable_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),

  listFavorites: (userId: string) =>
    db
      .selectFrom('favorites')
      .select(['post_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),

  listMemberships: (userId: string) =>
    db
      .selectFrom('circle_memberships as m')
      .innerJoin('circles as c', 'c.id', 'm.circle_id')
      .select([
        'c.id',
        'c.name',
        'c.type',
        'm.status',
        'm.created_at',
        sql<boolean>`c.owner_id = m.user_id`.as('is_owner'),
      ])
      .where('m.user_id', '=', userId)
      .orderBy('m.created_at')
      .execute(),

  findWall: (userId: string) =>
    db
      .selectFrom('walls')
      .select(['version', 'background', 'elements', 'updated_at'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),

  listVotes: (userId: string) =>
    db
      .selectFrom('governance_votes')
      .select(['proposal_id', 'choice', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('updated_at')
      .execute(),

  listGovernanceComments: (userId: string) =>
    db
      .selectFrom('governance_comments')
      .select(['id', 'proposal_id', 'content', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),

  /** The invitation links the member made (issue #41): when, until when, and who used each (an id). */
  listInvitations: (userId: string) =>
    db
      .selectFrom('invitations')
      .select(['id', 'created_at', 'expires_at', 'used_at', 'used_by'])
      .where('created_by', '=', userId)
      .orderBy('created_at')
      .execute(),

  /** The member's own governance proposals (issue #40). */
  listProposals: (userId: string) =>
    db
      .selectFrom('governance_proposals')
      .select([
        'id',
        'policy_id',
        'title',
        'description',
        'proposed_text',
        'status',
        'created_at',
        'closes_at',
      ])
      .where('author_id', '=', userId)
      .orderBy('created_at')
      .execute(),

  /** The member's own marketplace listings (issue #40), sold ones too; their photos are in listFiles. */
  listMarketplaceListings: (userId: string) =>
    db
      .selectFrom('marketplace_listings')
      .select([
        'id',
        'title',
        'description',
        'category',
        'price_cents',
        'currency',
        'condition',
        'location',
        'photo_urls',
        'sold_at',
        'created_at',
        'updated_at',
      ])
      .where('seller_id', '=', userId)
      .orderBy('created_at')
      .execute(),

  listMarketplaceSaves: (userId: string) =>
    db
      .selectFrom('marketplace_saves')
      .select(['listing_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),

  listScores: (userId: string) =>
    db
      .selectFrom('game_scores')
      .select(['mode', 'score', 'duration_ms', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),

  listNotifications: (userId: string) =>
    db
      .selectFrom('notifications as n')
      .leftJoin('users as a', 'a.id', 'n.actor_id')
      .select([
        'n.type',
        'n.title',
        notificationMessageSql('n', 'a').as('message'),
        'n.action_url',
        'n.read',
        'n.created_at',
      ])
      .where('n.user_id', '=', userId)
      .orderBy('n.id', 'desc')
      .limit(1000)
      .execute(),

  /**
   * The member's direct messages (issue #40), oldest first per conversation: their own with text and photo;
   * the other member's as id, sender and date only (other members' content appears only as ids).
   */
  listMessages: (userId: string) =>
    db
      .selectFrom('conversation_members as me')
      .innerJoin('messages as m', 'm.conversation_id', 'me.conversation_id')
      .select([
        'me.conversation_id',
        'me.other_id',
        'm.id',
        'm.sender_id',
        sql<string | null>`case when m.sender_id = ${userId}::uuid then m.body end`.as('body'),
        sql<string | null>`case when m.sender_id = ${userId}::uuid then m.image_path end`.as('image_path'),
        'm.created_at',
      ])
      .where('me.user_id', '=', userId)
      .orderBy('me.conversation_id')
      .orderBy('m.id')
      .execute(),

  /**
   * The member's files in storage that are in use: attached to a post, a listing or a message, on the saved wall,
   * or the current avatar.
   * (Abandoned uploads are swept within the hour and are not part of anything the member made.)
   */
  listFiles: (userId: string) =>
    db
      .selectFrom('media_uploads as m')
      .innerJoin('users as u', 'u.id', 'm.owner_id')
      .select(['m.bucket', 'm.path', 'm.size_bytes', 'm.content_type'])
      .where('m.owner_id', '=', userId)
      .where((eb) =>
        eb.or([
          eb('m.post_id', 'is not', null),
          eb('m.listing_id', 'is not', null),
          eb('m.message_id', 'is not', null),
          eb('m.on_wall', '=', true),
          eb.and([eb('m.bucket', '=', 'avatars'), sql<boolean>`u.avatar_url like '%' || m.path`]),
        ]),
      )
      .orderBy('m.created_at')
      .execute(),
});

export type ExportRepository = ReturnType<typeof createExportRepository>;
