import { invitationMessages, inviteOnlyMessages } from '@circles/contracts';
import type { AppContext } from './app-context';
import { createActivityTracker } from './auth/activity-tracker';
import { createAuth } from './auth/auth';
import { createRequireViewer } from './auth/session';
import type { SessionCache } from './auth/session-cache';
import { createSignUpRehearsalRepository } from './auth/sign-up-rehearsal-repository';
import type { AccountService } from './features/account/service';
import { writeDefaultMemberships } from './features/circles/personal-repository';
import type { CirclesService } from './features/circles/service';
import {
  bindInvitation,
  claimInvitation,
  createInvitationsRepository,
} from './features/invitations/repository';
import { createInvitationsService } from './features/invitations/service';
import type { ModerationService } from './features/moderation/service';
import { notificationsWriter } from './features/notifications/writer';
import type { PreferencesService } from './features/preferences/service';
import type { ProfileService } from './features/profile/service';
import type { RolesService } from './features/roles/service';
import type { Mailer } from './mail/mailer';

/** What auth is handed by the composition root: functions of the features it must not import. */
type AuthDependencies = {
  mailer: Mailer;
  sessions: SessionCache;
  profile: ProfileService;
  circles: CirclesService;
  account: AccountService;
  roles: RolesService;
  moderation: ModerationService;
  preferences: PreferencesService;
};

const signUpClosed = { message: inviteOnlyMessages.signUpClosed, code: 'INVITE_ONLY' };
const invitationInvalid = { message: invitationMessages.invalid, code: 'INVITATION_INVALID' };

/**
 * Sign-in, sessions, the viewer guard and invitation links, wired from the composition root. Auth imports no feature: what it needs
 * of profiles, circles, roles, accounts and moderation is passed in here.
 */
export function composeAuth(context: AppContext, dependencies: AuthDependencies) {
  const { db } = context.database;
  const { mailer, sessions, profile, circles, account, roles, moderation, preferences } = dependencies;
  const { INVITE_ONLY } = context.config;
  // Invitation links (issue #41): a suspended member makes none.
  const invitations = createInvitationsService({
    repository: createInvitationsRepository(db),
    publicUrl: context.config.publicUrl,
    isSuspended: async (userId) => (await moderation.sessionRefusal(userId)) !== null,
  });
  // The rehearsal runs sign-up's own circle and invitation writes, each commit's undone before it (decision 0078).
  const rehearsal = createSignUpRehearsalRepository(db, writeDefaultMemberships, {
    claim: claimInvitation,
    bind: bindInvitation,
  });
  const auth = createAuth(context, {
    mailer,
    newHandle: profile.newHandle,
    rehearseNewMember: rehearsal.rehearseNewMember,
    languageOf: preferences.language,
    events: {
      onMemberCreated: circles.ensureDefaultMemberships,
      // Signing in undoes a pending account deletion (issue #18), and tells the member so (issue #41); a new
      // account gets its site role (issue #17).
      onSessionCreated: async (userId: string) => {
        if (await account.cancelDeletion(userId)) await notificationsWriter.deletionCancelled(db, userId);
      },
      roleForNewMember: roles.roleForNewMember,
      // A suspended member cannot sign in (issue #17).
      sessionRefusal: moderation.sessionRefusal,
      // INVITE_ONLY (issue #41): sign-up needs a usable invitation link, but for the first account of a new install
      // and ADMIN_EMAILS. While it is off a link is taken when usable and otherwise ignored.
      signUpRefusal: async (email, inviteToken) => {
        if (!INVITE_ONLY || (await roles.roleForNewMember(email)) === 'admin') return null;
        if (!inviteToken) return signUpClosed;
        return (await invitations.isUsable(inviteToken)) ? null : invitationInvalid;
      },
      invitations: {
        claim: invitations.claim,
        bind: invitations.bind,
        refusalWithout: (role) => (INVITE_ONLY && role !== 'admin' ? invitationInvalid : null),
      },
    },
  });
  const activity = createActivityTracker(profile.touchLastActive, (error) =>
    context.logger.warn({ err: error }, 'could not record activity'),
  );
  const requireViewer = createRequireViewer(auth, sessions, activity);
  const isSessionAlive = async (headers: Headers) => (await auth.api.getSession({ headers })) !== null;
  return { auth, activity, requireViewer, isSessionAlive, invitations };
}
