import {
  type AuditLog,
  type createReportSchema,
  type dismissReportsSchema,
  type MemberStanding,
  type ModerationAccess,
  moderationMessages,
  type removeContentSchema,
  roleMessages,
  type Suspensions,
  type suspendMemberSchema,
} from '@circles/contracts';
import type { z } from 'zod';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { CirclesService } from '../circles/service';
import type { CommentsService } from '../comments/service';
import type { PostsService } from '../posts/service';
import type { RolesService } from '../roles/service';
import type { ModerationActionsRepository } from './actions-repository';
import { type ReportedItemSources, reportedItemLocator } from './locate';
import { buildQueue } from './queue';
import type { ModerationRepository } from './repository';
import { type ReviewedItem, reviewPolicy } from './review-policy';

const dayMs = 24 * 60 * 60 * 1000;
const auditPageSize = 50;
const passes = (check: Promise<unknown>) =>
  check.then(
    () => true,
    () => false,
  );
const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);
const iso = (date: Date | string) => new Date(date).toISOString();

/**
 * Reports, the moderation queue, removal, suspensions and the audit log (issue #17). Site moderators and admins
 * moderate everything; a circle's owner and moderators the reports about other members' posts and comments in it;
 * nobody their own items (issue #37, review-policy.ts). Only site moderators and admins suspend, lift and read
 * the audit log. Every check comes first, through the roles service.
 */
export const createModerationService = (deps: {
  repository: ModerationRepository;
  actions: ModerationActionsRepository;
  roles: RolesService;
  posts: Pick<PostsService, 'visiblePost' | 'remove'>;
  comments: Pick<CommentsService, 'visibleComment' | 'removeForModeration'>;
  circles: Pick<CirclesService, 'get'>;
  /** Marketplace listings (issue #40): their seller, and removal as the seller's own delete. */
  listings: ReportedItemSources['listings'] & {
    removeForModeration: (listingId: string, sellerId: string) => Promise<void>;
  };
  /** Every process forgets the member's sessions and closes their streams. */
  sessionsEnded: (userId: string) => Promise<void>;
}) => {
  const { repository, actions, roles, posts, comments, listings, sessionsEnded } = deps;
  const isSiteModerator = (userId: string) => roles.moderatesCircle(userId, null);

  /** All circles (null) for site moderators, else the circles the member owns or moderates; 403 for none. */
  async function requireScope(userId: string) {
    if (await isSiteModerator(userId)) return null;
    const circleIds = await repository.moderatedCircleIds(userId);
    if (circleIds.length === 0) throw forbidden(roleMessages.moderatorsOnly);
    return circleIds;
  }

  async function requireModerates(userId: string, circleId: string | null) {
    if (!(await roles.moderatesCircle(userId, circleId)))
      throw forbidden(circleId ? moderationMessages.notYourCircle : roleMessages.moderatorsOnly);
  }

  /** The rules of review-policy.ts (issue #37): never one's own item; the owner's content and circles go up. */
  async function requireReviews(userId: string, item: ReviewedItem) {
    if (reviewPolicy.isOwn(userId, item)) throw forbidden(moderationMessages.ownReport);
    if (await isSiteModerator(userId)) return;
    if (reviewPolicy.level(item) === 'site') {
      await requireModerates(userId, item.circleId);
      throw forbidden(moderationMessages.siteModeratorsReview);
    }
    await requireModerates(userId, item.circleId);
  }

  const locateForReporter = reportedItemLocator(deps);

  return {
    async access(viewerId: string): Promise<ModerationAccess> {
      const isSite = await isSiteModerator(viewerId);
      const isAdmin = isSite && (await passes(roles.requireAdmin(viewerId)));
      const canModerate = isSite || (await repository.moderatedCircleIds(viewerId)).length > 0;
      return { canModerate, isSiteModerator: isSite, isAdmin };
    },

    async report(viewerId: string, input: z.output<typeof createReportSchema>) {
      const located = await locateForReporter(viewerId, input);
      if (located.ownerId === viewerId) throw badRequest(moderationMessages.ownItem);
      const id = await repository.insertReport({
        reporterId: viewerId,
        targetType: input.targetType,
        targetId: input.targetId,
        circleId: located.circleId,
        targetOwnerId: located.ownerId,
        reason: input.reason,
        details: input.details ?? null,
      });
      if (!id) throw conflict(moderationMessages.duplicate, 'duplicate_report');
      return { id, message: moderationMessages.reported };
    },

    async queue(viewerId: string) {
      const scope = await requireScope(viewerId);
      return { items: await buildQueue(repository, await repository.listOpenReports(viewerId, scope)) };
    },

    async dismiss(viewerId: string, input: z.output<typeof dismissReportsSchema>) {
      await requireScope(viewerId);
      const [open] = await repository.listOpenReportsAbout(input.targetType, input.targetId);
      if (!open) throw notFound(moderationMessages.nothingOpen);
      await requireReviews(viewerId, {
        targetType: input.targetType,
        circleId: open.circle_id,
        ownerId: open.target_owner_id,
        circleOwnerId: open.circle_owner_id,
      });
      const [item] = await buildQueue(repository, [open]);
      const dismissed = await actions.dismiss({
        actorId: viewerId,
        action: 'dismiss',
        targetType: input.targetType,
        targetId: input.targetId,
        circleId: open.circle_id,
        summary: excerpt(item?.content || item?.author?.fullName || ''),
        reason: input.note ?? '',
      });
      // Closed by someone else between the read and the write: say so rather than "dismissed".
      if (!dismissed) throw conflict(moderationMessages.alreadyClosed, 'reports_closed');
      return { message: moderationMessages.dismissed };
    },

    async remove(viewerId: string, input: z.output<typeof removeContentSchema>) {
      await requireScope(viewerId);
      const { targetType, targetId, reason } = input;
      const [found] =
        targetType === 'post'
          ? await repository.findPosts([targetId])
          : targetType === 'listing'
            ? await repository.findListings([targetId])
            : targetType === 'message'
              ? await repository.findMessages([targetId])
              : await repository.findComments([targetId]);
      if (!found) throw notFound(moderationMessages.notFound);
      await requireReviews(viewerId, {
        targetType,
        circleId: found.circle_id,
        ownerId: found.user_id,
        circleOwnerId: found.circle_owner_id,
      });
      // The author's own delete, so media, counts, comments and notifications go the same way.
      if (targetType === 'post') await posts.remove(targetId, found.user_id);
      else if (targetType === 'listing') await listings.removeForModeration(targetId, found.user_id);
      else if (targetType === 'message') await repository.removeMessage(targetId);
      else await comments.removeForModeration(targetId);
      const notice = found.user_id === viewerId ? null : { userId: found.user_id, kind: targetType, reason };
      await actions.recordRemoval(
        {
          actorId: viewerId,
          action: 'remove',
          targetType,
          targetId,
          circleId: found.circle_id,
          summary: excerpt(found.content),
          reason,
        },
        notice,
      );
      return { message: moderationMessages.removed };
    },

    async suspend(viewerId: string, input: z.output<typeof suspendMemberSchema>) {
      await roles.requireSiteModerator(viewerId);
      if (input.userId === viewerId) throw badRequest(moderationMessages.cannotSuspendSelf);
      const [member] = await repository.findMembers([input.userId]);
      if (!member) throw notFound(moderationMessages.invalidMember);
      const viewerIsAdmin = await passes(roles.requireAdmin(viewerId));
      if (member.role === 'admin' || (member.role === 'moderator' && !viewerIsAdmin))
        throw forbidden(moderationMessages.cannotSuspendRole);
      const until = input.days === null ? null : new Date(Date.now() + input.days * dayMs);
      await actions.suspend(
        {
          actorId: viewerId,
          action: 'suspend',
          targetType: 'member',
          targetId: member.id,
          circleId: null,
          summary: `${member.full_name} (@${member.user_handle}) ${until ? `until ${iso(until)}` : 'for good'}`,
          reason: input.reason,
        },
        until,
      );
      await sessionsEnded(member.id);
      return { message: moderationMessages.suspended };
    },

    async lift(viewerId: string, userId: string) {
      await roles.requireSiteModerator(viewerId);
      const [member] = await repository.findMembers([userId]);
      if (!member) throw notFound(moderationMessages.invalidMember);
      const lifted = await actions.lift({
        actorId: viewerId,
        action: 'lift',
        targetType: 'member',
        targetId: userId,
        circleId: null,
        summary: `${member.full_name} (@${member.user_handle})`,
        reason: '',
      });
      if (!lifted) throw notFound(moderationMessages.notSuspended);
      return { message: moderationMessages.lifted };
    },

    /** A member's role and suspension, for the actions on their profile (issue #41). */
    async standing(viewerId: string, userId: string): Promise<MemberStanding> {
      await roles.requireSiteModerator(viewerId);
      const [member] = await repository.findMembers([userId]);
      if (!member) throw notFound(moderationMessages.invalidMember);
      const suspension = await actions.findActiveSuspension(userId);
      const until = suspension?.until ? iso(suspension.until) : null;
      return { role: member.role, suspension: suspension ? { until, reason: suspension.reason } : null };
    },

    async suspensions(viewerId: string): Promise<Suspensions> {
      await roles.requireSiteModerator(viewerId);
      const rows = await actions.listActiveSuspensions();
      return {
        suspensions: rows.map((row) => ({
          member: {
            userId: row.user_id,
            fullName: row.full_name,
            handle: row.user_handle,
            avatarUrl: row.avatar_url,
          },
          until: row.until ? iso(row.until) : null,
          reason: row.reason,
          createdAt: iso(row.created_at),
          suspendedBy: row.suspended_by,
        })),
      };
    },

    async auditLog(viewerId: string, before: number | undefined): Promise<AuditLog> {
      await roles.requireSiteModerator(viewerId);
      const rows = await actions.listAudit(before, auditPageSize + 1);
      const page = rows.slice(0, auditPageSize);
      return {
        entries: page.map((row) => ({
          id: Number(row.id),
          action: row.action,
          actor: row.actor,
          targetType: row.target_type,
          targetId: row.target_id,
          summary: row.summary,
          reason: row.reason,
          createdAt: iso(row.created_at),
        })),
        nextCursor: rows.length > auditPageSize ? String(page.at(-1)?.id) : null,
      };
    },

    /** Why a member may not open a session now (sign-in refused), or null. */
    async sessionRefusal(userId: string) {
      const suspension = await actions.findActiveSuspension(userId);
      if (!suspension) return null;
      return suspension.until
        ? moderationMessages.suspendedUntil(iso(suspension.until))
        : moderationMessages.suspendedForGood;
    },
  };
};

export type ModerationService = ReturnType<typeof createModerationService>;
