import {
  blockMessages,
  type Circle,
  type CircleMember,
  type CircleRole,
  type CircleSettingsInput,
  type CreateCircleInput,
  circleMessages,
  type DiscoverCirclesQuery,
  type DiscoveredCircle,
  defaultCircleId,
  discoverLimits,
  favoritesAlias,
  type InviteResult,
  type InviteToCircleInput,
  joinRequestMessages,
  normalizeEmail,
  shoppingAlias,
  shoppingCircle,
} from '@circles/contracts';
import { type CircleAccess, circlePolicy } from '../../lib/circle-access';
import { AppError, badRequest, forbidden, notFound } from '../../lib/errors';
import { presentMemberConnection } from '../../lib/member-connection';
import type { CircleDiscoveryRepository } from './discovery-repository';
import type { CircleForViewer, CirclesRepository } from './repository';

export const presentCircle = (circle: CircleForViewer, viewerId: string): Circle => {
  const showContent = circlePolicy.canSeeContent(circle, viewerId);
  const isMember = circle.viewer_status === 'member';
  return {
    id: circle.id,
    name: circle.name,
    type: circle.type,
    description: circle.description,
    category: circle.category,
    personalKind: circle.personal_kind,
    isDefault: circle.id === defaultCircleId,
    // Part of the header anyone with a private circle's link sees (issue #17).
    memberCount: Number(circle.member_count),
    isJoined: isMember,
    isPending: circle.viewer_status === 'pending',
    hasRequested: !isMember && circle.viewer_requested === true,
    isHidden: circle.is_hidden,
    viewerRole: isMember ? (circle.viewer_role ?? 'member') : null,
    links: showContent ? circle.links_count : null,
    photos: showContent ? circle.photos_count : null,
    videos: showContent ? circle.videos_count : null,
    createdAt: circle.created_at.toISOString(),
  };
};

type Person = { id: string; full_name: string; avatar_url: string | null; manual_verification: boolean };
const presentMember = (user: Person & { role?: CircleRole }): CircleMember => ({
  userId: user.id,
  fullName: user.full_name,
  avatarUrl: user.avatar_url,
  manualVerification: user.manual_verification,
  ...(user.role ? { role: user.role } : {}),
});

/** Route aliases for the viewer's own personal circles; each is also the circle's personal kind. */
const personalAliases = new Set<string>([favoritesAlias, shoppingAlias]);

export const createCirclesService = (
  repository: CirclesRepository,
  discovery: CircleDiscoveryRepository,
  /** Blocks (issue #17): nobody invites a member they blocked or who blocked them. */
  blocks?: { blockedAmong: (viewerId: string, memberIds: string[]) => Promise<Set<string>> },
  /** REQUIRE_VERIFICATION (issue #17): only verified members create public and private circles; unset when off. */
  gates: { requireVerified?: (userId: string, action: 'createCircle') => Promise<void> } = {},
) => {
  /** A circle id, or the id behind an alias ('favorites', 'shopping'); undefined when the alias has no circle. */
  const resolveCircleId = async (circleIdOrAlias: string, viewerId: string) =>
    personalAliases.has(circleIdOrAlias)
      ? await repository.findPersonalId(viewerId, circleIdOrAlias)
      : circleIdOrAlias;

  /** The circle if the viewer may see it at all; otherwise the same 'Circle not found' as a missing one. */
  async function visibleCircle(circleIdOrAlias: string, viewerId: string) {
    const circleId = await resolveCircleId(circleIdOrAlias, viewerId);
    const circle = circleId ? await repository.findForViewer(circleId, viewerId) : undefined;
    if (!circle || !circlePolicy.canSeeCircle(circle, viewerId)) throw notFound(circleMessages.notFound);
    return circle;
  }

  /** The circle if the viewer may see at least its header (a private circle's link; issue #17), else 'Circle not found'. */
  async function headerCircle(circleIdOrAlias: string, viewerId: string) {
    const circleId = await resolveCircleId(circleIdOrAlias, viewerId);
    const circle = circleId ? await repository.findForViewer(circleId, viewerId) : undefined;
    if (!circle || !circlePolicy.canSeeHeader(circle, viewerId)) throw notFound(circleMessages.notFound);
    return circle;
  }

  /** The circle's access row if the viewer may see its content; otherwise 'Circle not found'. */
  function contentAccess(circle: CircleAccess | null | undefined, viewerId: string): CircleAccess {
    if (!circle || !circlePolicy.canSeeContent(circle, viewerId)) throw notFound(circleMessages.notFound);
    return circle;
  }

  /** Access to a circle's content (posts, comments, likes, media, members), or 'Circle not found'. */
  async function circleWithContent(circleIdOrAlias: string, viewerId: string): Promise<CircleAccess> {
    const circleId = await resolveCircleId(circleIdOrAlias, viewerId);
    return contentAccess(circleId ? await repository.findAccess(circleId, viewerId) : undefined, viewerId);
  }

  return {
    visibleCircle,
    headerCircle,
    circleWithContent,
    contentAccess,
    resolveCircleId,
    /** The policy's verdict on an access row already at hand (rows read in bulk, e.g. favorites). */
    canSeeContent: (circle: CircleAccess, viewerId: string) => circlePolicy.canSeeContent(circle, viewerId),

    /**
     * docs/product.md §Screens marketplace: creates or joins the viewer's personal Shopping circle; returns its id.
     */
    ensureShoppingCircle(viewerId: string) {
      return repository.ensurePersonal(viewerId, shoppingAlias, shoppingCircle);
    },

    /** A new account's circles: a member of world, the owner of a personal Favorites (auth, at sign-up). */
    ensureDefaultMemberships: (userId: string) => repository.ensureDefaultMemberships(userId),

    async listMine(viewerId: string) {
      const circles = await repository.listForViewer(viewerId);
      return circles.map((circle) => presentCircle(circle, viewerId));
    },

    /** Trending or Big circles, or a search by name; only circles the viewer may see, by the policy. */
    async discover(query: DiscoverCirclesQuery, viewerId: string): Promise<DiscoveredCircle[]> {
      const list = query.list ?? 'trending';
      // A search finds what contains the words; only when nothing does, what is close to them (typos).
      const search = async (text: string) => {
        const found = await discovery.search(viewerId, text, discoverLimits.search, 'contains');
        return found.length > 0 ? found : discovery.search(viewerId, text, discoverLimits.search, 'similar');
      };
      const rows = query.q
        ? await search(query.q)
        : await discovery.listRanked(viewerId, list, discoverLimits[list]);
      return rows
        .filter((circle) => circlePolicy.canSeeCircle(circle, viewerId))
        .map((circle) => ({ ...presentCircle(circle, viewerId), activity: Number(circle.activity) }));
    },

    /** The circle, or for a private circle the viewer is not in only its header (no counts, no content). */
    async get(circleId: string, viewerId: string) {
      return presentCircle(await headerCircle(circleId, viewerId), viewerId);
    },

    /** Issue #41: the owner hides a private circle ('Circle not found' to non-members) or shows it by link. */
    async changeSettings(circleId: string, input: CircleSettingsInput, viewerId: string) {
      const circle = await headerCircle(circleId, viewerId);
      if (!circlePolicy.canChangeVisibility(circle, viewerId))
        throw forbidden(circleMessages.ownerOnlyVisibility);
      await repository.setHidden(circle.id, input.isHidden);
      return this.get(circle.id, viewerId);
    },

    async create(input: CreateCircleInput, viewerId: string) {
      await gates.requireVerified?.(viewerId, 'createCircle');
      const id = await repository.create({
        name: input.name,
        type: input.type,
        ownerId: viewerId,
        isHidden: input.isHidden === true,
      });
      return this.get(id, viewerId);
    },

    async join(circleId: string, viewerId: string) {
      const circle = await headerCircle(circleId, viewerId);
      if (circle.viewer_status !== 'member') {
        // Without an invitation a private circle is only asked to join (issue #17), never joined.
        if (!circlePolicy.canJoin(circle)) throw forbidden(joinRequestMessages.askToJoin);
        await repository.join(circle.id, viewerId);
      }
      return this.get(circle.id, viewerId);
    },

    async leave(circleId: string, viewerId: string) {
      const circle = await visibleCircle(circleId, viewerId);
      if (circle.id === defaultCircleId) throw badRequest(circleMessages.cannotLeaveDefault);
      if (circle.type === 'personal') throw badRequest(circleMessages.cannotLeavePersonal);
      await repository.leave(circle.id, viewerId);
      // After leaving a private circle the viewer may no longer see it: answer with what is still visible.
      const after = await repository.findForViewer(circle.id, viewerId);
      return after && circlePolicy.canSeeCircle(after, viewerId) ? presentCircle(after, viewerId) : null;
    },

    async listMembers(circleId: string, viewerId: string) {
      const circle = await circleWithContent(circleId, viewerId);
      return (await repository.listMembers(circle.id)).map(presentMember);
    },

    /** Whether two members are connections (the profile's 'circle members' visibility). */
    async listConnections(viewerId: string) {
      return (await repository.listConnections(viewerId)).map(presentMember);
    },

    /** Someone's connections as a profile shows them; who may ask is the profile's rule, decided by the caller. */
    async listConnectionsOf(userId: string) {
      return (await repository.listConnections(userId)).map(presentMemberConnection);
    },

    countConnections: (userId: string) => repository.countConnections(userId),

    /** True when the two share a circle other than world as members (the connections rule). */
    isConnection: (userId: string, otherId: string) => repository.isConnection(userId, otherId),

    /** Connections not yet in (or invited to) the circle, excluding the viewer. */
    async listInviteCandidates(circleId: string, viewerId: string) {
      const circle = await repository.findForViewer(circleId, viewerId);
      if (!circle || !circlePolicy.canSeeCircle(circle, viewerId))
        throw notFound(circleMessages.inviteCircleNotFound);
      if (!circlePolicy.canInvite(circle)) throw forbidden(circleMessages.onlyMembersInvite);
      return (await repository.listConnections(viewerId, { excludeCircleId: circle.id })).map(presentMember);
    },

    async invite(circleId: string, input: InviteToCircleInput, viewerId: string): Promise<InviteResult> {
      const circle = await visibleCircle(circleId, viewerId);
      if (!circlePolicy.canInvite(circle)) throw forbidden(circleMessages.onlyMembersInvite);
      const requested = new Set(input.userIds ?? []);
      if (input.email) {
        const email = normalizeEmail(input.email);
        const userId = await repository.findUserIdByEmail(email);
        if (!userId)
          throw new AppError(404, circleMessages.inviteUserNotFound(input.email.trim()), 'user_not_found');
        requested.add(userId);
      }
      requested.delete(viewerId);
      const blocked = (await blocks?.blockedAmong(viewerId, [...requested])) ?? new Set<string>();
      if (blocked.size > 0 && blocked.size === requested.size) throw forbidden(blockMessages.cannotInvite);
      for (const id of blocked) requested.delete(id);
      const userIds = await repository.existingUserIds([...requested]);
      const invited = await repository.addPending(circle.id, userIds, viewerId);
      return { invited, alreadyIn: userIds.length - invited };
    },
  };
};

export type CirclesService = ReturnType<typeof createCirclesService>;
