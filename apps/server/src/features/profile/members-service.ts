import {
  type MemberPostKind,
  type MemberProfile,
  type MemberSearchResult,
  profileMessages,
} from '@circles/contracts';
import { forbidden, notFound } from '../../lib/errors';
import { presentMemberConnection } from '../../lib/member-connection';
import { canSeeBeyondHeader } from '../../lib/profile-visibility';
import type { CirclesService } from '../circles/service';
import type { PostsService } from '../posts/service';
import type { PreferencesService } from '../preferences/service';
import { presentMember } from './present';
import type { ProfileRepository } from './repository';

/** Anyone's profile (/members/{handle}) as one viewer may see it: the header always, the tabs by the owner's privacy. */
export const createMembersService = (deps: {
  repository: ProfileRepository;
  posts: PostsService;
  circles: CirclesService;
  preferences: PreferencesService;
  /** Blocks (issue #17): of these members, the ones the viewer blocked or who blocked the viewer. */
  blockedAmong?: (viewerId: string, memberIds: string[]) => Promise<Set<string>>;
}) => {
  const { repository, posts, circles, preferences, blockedAmong } = deps;

  /** The member and what this viewer may see of them; 'Member not found' for an unknown handle. */
  async function resolve(handle: string, viewerId: string) {
    const user = await repository.findByHandle(handle);
    if (!user) throw notFound(profileMessages.memberNotFound);
    // Blocked either way: the profile is not there for them.
    if (user.id !== viewerId && (await blockedAmong?.(viewerId, [user.id]))?.has(user.id))
      throw notFound(profileMessages.memberNotFound);
    const settings = await preferences.getAll(user.id);
    const isOwn = user.id === viewerId;
    const canSeeTabs = await canSeeBeyondHeader(settings.profile_visibility, {
      isOwner: isOwn,
      isConnection: () => circles.isConnection(user.id, viewerId),
    });
    return { user, isOwn, canSeeTabs, showsActivity: settings.activity_status === 'true' };
  }

  /** The member whose tabs the viewer may open, or 403 'This profile is private'. */
  async function withTabs(handle: string, viewerId: string) {
    const member = await resolve(handle, viewerId);
    if (!member.canSeeTabs) throw forbidden(profileMessages.profilePrivate);
    return member.user;
  }

  return {
    /**
     * People by name or handle (the search page). A result carries only what every profile header shows to any
     * member (name, handle, avatar, badge): the privacy setting guards the tabs, not being found.
     */
    async search(text: string, viewerId: string): Promise<MemberSearchResult> {
      // What contains the words first; only when nothing does, what is close to them (typos).
      const found = await repository.searchByName(text, 20, 'contains');
      const rows = found.length > 0 ? found : await repository.searchByName(text, 20, 'similar');
      const blocked =
        (await blockedAmong?.(
          viewerId,
          rows.map((user) => user.id),
        )) ?? new Set<string>();
      return {
        members: rows.filter((user) => !blocked.has(user.id)).map(presentMemberConnection),
      };
    },

    async profile(handle: string, viewerId: string): Promise<MemberProfile> {
      const { user, isOwn, canSeeTabs, showsActivity } = await resolve(handle, viewerId);
      const counts = canSeeTabs
        ? await Promise.all([
            posts.countAuthorPosts(user.id, viewerId),
            circles.countConnections(user.id),
          ]).then(([postCounts, connections]) => ({ ...postCounts, connections }))
        : null;
      return presentMember(user, { isOwn, canSeeTabs, counts, showsActivity });
    },

    async posts(
      handle: string,
      viewerId: string,
      kind: MemberPostKind,
      cursor: string | undefined,
      limit: number,
    ) {
      const user = await withTabs(handle, viewerId);
      return posts.authorFeed(user.id, viewerId, kind, cursor, limit);
    },

    async connections(handle: string, viewerId: string) {
      const user = await withTabs(handle, viewerId);
      return circles.listConnectionsOf(user.id);
    },
  };
};
