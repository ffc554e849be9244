import { fullNameOf, type Locale, negotiateLocale, signUpSchema } from '@circles/contracts';
import { betterAuth } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import type { AppContext } from '../app-context';
import type { Config } from '../config';
import { textsIn } from '../lib/i18n';
import type { Mailer } from '../mail/mailer';
import { existingAccountMail, passwordResetMail, verificationMail } from '../mail/templates';
import { passkeyPlugins } from './passkeys';
import { passwordHasher, verifyPassword } from './password';
import { authRateLimits } from './rate-limits';
import {
  createSignUpInvitationHooks,
  inviteTokenOf,
  type SignUpInvitations,
  type SignUpRefusal,
} from './sign-up-invitations';
import type { RehearsedMember } from './sign-up-rehearsal-repository';

/** Set by our own route from the socket address (or a trusted proxy), never taken from the client. */
export const clientIpHeader = 'x-circles-client-ip';

// Development only: a fixed secret so sessions survive restarts. Production refuses to start without AUTH_SECRET.
const developmentSecret = 'circles-development-secret-do-not-use-in-production';

// Stored only by rolled-back sign-up rehearsals; the same length as a real argon2id hash.
const rehearsalPasswordHash = `$argon2id$v=19$m=47104,t=1,p=1$${'A'.repeat(22)}$${'A'.repeat(43)}`;

/** The server's signing secret (sessions, and tokens such as the mailed unsubscribe link). */
export const signingSecret = (config: Pick<Config, 'AUTH_SECRET'>) => config.AUTH_SECRET ?? developmentSecret;

const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

/** What the rest of the app wants to hear from auth. */
export type AuthEvents = {
  /** A new account was created: its default circles (world, a personal Favorites) are made (circles service). */
  onMemberCreated: (userId: string) => Promise<unknown>;
  /** A member signed in (a new session): a pending account deletion is undone (issue #18). */
  onSessionCreated?: (userId: string) => Promise<unknown>;
  /** The site role a new account starts with (issue #17: the first account, and ADMIN_EMAILS, are admins). */
  roleForNewMember?: (email: string) => Promise<'member' | 'moderator' | 'admin'>;
  /** Why this sign-up may not go ahead (issue #41: INVITE_ONLY without a usable invitation link), or null. */
  signUpRefusal?: (email: string, inviteToken: string | undefined) => Promise<SignUpRefusal | null>;
  /** Invitation links (issue #41): a new account takes the link it came with (sign-up's user hooks). */
  invitations?: SignUpInvitations;
  /** Why this member may not open a session now (issue #17: a suspension, with its end), or null. */
  sessionRefusal?: (userId: string) => Promise<string | null>;
};

/**
 * What auth needs from the rest of the app, built once in the composition root (composition-root.ts): auth imports
 * no feature, and builds no repository or service of its own.
 */
export type AuthDeps = {
  mailer: Mailer;
  /** A free handle for a new member's name (profile service). */
  newHandle: (firstName: string, lastName: string) => Promise<string>;
  /** A new member's writes for a throwaway member, rolled back (sign-up timing; sign-up-rehearsal-repository.ts). */
  rehearseNewMember: (member: RehearsedMember, passwordHash: string, inviteToken?: string) => Promise<void>;
  /** The language to write to a member in: their choice, else `browserLocale` (preferences service). */
  languageOf: (userId: string, browserLocale: Locale) => Promise<Locale>;
  events: AuthEvents;
};

export function createAuth(context: AppContext, deps: AuthDeps) {
  const { config, database } = context;
  const { mailer, newHandle, rehearseNewMember, languageOf, events } = deps;
  const link = (pathAndQuery: string) => `${config.publicUrl}${pathAndQuery}`;
  // A mail is written in the member's language: their choice in Settings, else the asking browser's (issue #53).
  const textsFor = async (userId: string, request: Request | undefined) =>
    textsIn(await languageOf(userId, negotiateLocale(request?.headers.get('accept-language'))));
  const invitationHooks = createSignUpInvitationHooks(events.invitations); // issue #41
  // What a new member's row gets beside the form's fields: at sign-up, and in the rehearsal for a known email.
  const newMemberFields = async (email: string, firstName: string, lastName: string) => ({
    userHandle: await newHandle(firstName, lastName),
    role: (await events.roleForNewMember?.(email)) ?? 'member',
  });
  // Outside production the loopback names and Vite's dev server are trusted too, so a newcomer can open
  // either http://localhost:3000 or http://127.0.0.1:3000.
  const trustedOrigins =
    config.NODE_ENV === 'production'
      ? [config.publicUrl]
      : [
          config.publicUrl,
          `http://localhost:${config.PORT}`,
          `http://127.0.0.1:${config.PORT}`,
          'http://localhost:5173',
          'http://127.0.0.1:5173',
        ];

  return betterAuth({
    appName: 'Circles',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: signingSecret(config),
    database: { db: database.db, type: 'postgres' },
    trustedOrigins,
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: 'circles',
      useSecureCookies: config.publicUrl.startsWith('https://'),
      database: { generateId: 'uuid' },
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
    },
    user: {
      modelName: 'users',
      fields: { name: 'full_name', emailVerified: 'email_verified', image: 'avatar_url', ...timestamps },
      additionalFields: {
        firstName: { type: 'string', required: true, fieldName: 'first_name', input: true },
        lastName: { type: 'string', required: true, fieldName: 'last_name', input: true },
        userHandle: { type: 'string', required: false, fieldName: 'user_handle', input: false },
        profileCompleted: { type: 'boolean', required: false, fieldName: 'profile_completed', input: false },
        manualVerification: {
          type: 'boolean',
          required: false,
          fieldName: 'manual_verification',
          input: false,
        },
        role: { type: 'string', required: false, fieldName: 'role', input: false },
      },
    },
    session: {
      modelName: 'auth_sessions',
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        ...timestamps,
      },
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      additionalFields: {
        passkeyVerifiedAt: { type: 'date', required: false, fieldName: 'passkey_verified_at', input: false },
      },
    },
    account: {
      modelName: 'auth_accounts',
      fields: {
        accountId: 'account_id',
        providerId: 'provider_id',
        userId: 'user_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        ...timestamps,
      },
    },
    verification: { modelName: 'auth_verifications', fields: { expiresAt: 'expires_at', ...timestamps } },
    rateLimit: {
      enabled: true,
      storage: 'database',
      modelName: 'auth_rate_limits',
      fields: { lastRequest: 'last_request' },
      ...authRateLimits(config.AUTH_RATE_LIMIT_SCALE),
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      password: { hash: passwordHasher(config.NODE_ENV), verify: verifyPassword },
      sendResetPassword: async ({ user, token }, request) => {
        await mailer.send(
          passwordResetMail(
            await textsFor(user.id, request),
            user.email,
            user.name,
            link(`/auth/reset-password?token=${token}`),
          ),
        );
      },
      // Sign-up answers alike for a known email (no enumeration); the owner is told by mail instead.
      onExistingUserSignUp: async ({ user }, request) => {
        // The same reads and writes a new member costs, rolled back, so the answer takes as long (timing tells
        // nothing).
        const names = user as typeof user & { firstName?: string; lastName?: string };
        const [firstName, lastName] = [names.firstName ?? user.name, names.lastName ?? ''];
        const fields = await newMemberFields(user.email, firstName, lastName);
        const inviteToken = invitationHooks.takeToken(user.email);
        await rehearseNewMember(
          { name: user.name, firstName, lastName, ...fields },
          rehearsalPasswordHash,
          inviteToken,
        );
        await mailer.send(
          existingAccountMail(await textsFor(user.id, request), user.email, user.name, link('/auth/sign-in')),
        );
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, token }, request) => {
        await mailer.send(
          verificationMail(
            await textsFor(user.id, request),
            user.email,
            user.name,
            link(`/auth/verify-email?token=${token}&type=signup`),
          ),
        );
      },
    },
    plugins: passkeyPlugins(config.publicUrl, trustedOrigins),
    databaseHooks: {
      session: {
        create: {
          // A session opened with a passkey remembers when: a fresh one confirms like a password does.
          before: async (session, ctx) => {
            // Checked after the password or passkey: a refusal tells nothing to someone without them.
            const refusal = await events.sessionRefusal?.(session.userId);
            if (refusal) throw new APIError('FORBIDDEN', { message: refusal, code: 'ACCOUNT_SUSPENDED' });
            return ctx?.path === '/passkey/verify-authentication'
              ? { data: { ...session, passkeyVerifiedAt: new Date() } }
              : undefined;
          },
          after: async (session) => {
            await events.onSessionCreated?.(session.userId);
          },
        },
      },
      user: {
        create: {
          before: async (user, ctx) => {
            const data = user as typeof user & { firstName: string; lastName: string };
            const fields = await newMemberFields(user.email, data.firstName, data.lastName);
            // The invitation link is taken before the account exists: a link taken meanwhile refuses it.
            await invitationHooks.claimFor(user.email, fields.role, ctx);
            return { data: { ...user, ...fields } };
          },
          after: async (user, ctx) => {
            await events.onMemberCreated(user.id);
            await invitationHooks.bindFor(user.id, ctx);
          },
        },
      },
    },
    hooks: {
      after: invitationHooks.afterSignUp,
      // docs/product.md §Validation's sign-up rules are the server's too: validate with the shared schema, and
      // derive the full name.
      before: createAuthMiddleware(async (ctx) => {
        // A new password ends every other session, whatever the client asks (issue #37): a thief's stays open
        // otherwise. better-auth opens a fresh session for this browser.
        if (ctx.path === '/change-password') {
          return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
        }
        if (ctx.path !== '/sign-up/email') return;
        const parsed = signUpSchema.safeParse(ctx.body ?? {});
        if (!parsed.success) {
          throw new APIError('BAD_REQUEST', {
            message: parsed.error.issues[0]?.message ?? 'Invalid sign-up',
            code: 'INVALID_SIGN_UP',
          });
        }
        const { firstName, lastName, email, password } = parsed.data;
        const inviteToken = inviteTokenOf(ctx.body);
        // Before any write or mail, and alike for known and new addresses (no enumeration).
        const refusal = await events.signUpRefusal?.(email, inviteToken);
        if (refusal) throw new APIError('FORBIDDEN', refusal);
        invitationHooks.remember(email, inviteToken);
        return {
          context: {
            body: {
              ...ctx.body,
              firstName,
              lastName,
              email,
              password,
              name: fullNameOf(firstName, lastName),
            },
          },
        };
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
