import { APIError, createAuthMiddleware } from 'better-auth/api';

export type SignUpRefusal = { message: string; code: string };
type SiteRole = 'member' | 'moderator' | 'admin';

/** How sign-up takes an invitation link (issue #41): claimed just before the account is made, named right after. */
export type SignUpInvitations = {
  /** The link's id once taken (a conditional update: taken once), or undefined when it cannot be taken. */
  claim: (token: string) => Promise<string | undefined>;
  bind: (invitationId: string, userId: string) => Promise<unknown>;
  /** The refusal when an account with this role could not be made without the link (INVITE_ONLY), or null. */
  refusalWithout: (role: SiteRole) => SignUpRefusal | null;
};

/** The sign-up body's invitation token (from /auth/sign-up?invite=…), if any: text, at most 128 characters. */
export const inviteTokenOf = (body: unknown) => {
  const token = (body as { inviteToken?: unknown } | undefined)?.inviteToken;
  return typeof token === 'string' && token.trim() !== '' ? token.trim().slice(0, 128) : undefined;
};

/**
 * Carries a sign-up's invitation token from the checks before it (auth.ts' before hook) to the user hooks that
 * take it for a new account, or to the rehearsal of a known address (which takes it on its rolled-back
 * transaction, so both cost the same).
 */
export function createSignUpInvitationHooks(invitations: SignUpInvitations | undefined) {
  const tokens = new Map<string, string>();
  // The link each sign-up took (its endpoint context → the link's id), for the user's after hook.
  const claimed = new WeakMap<object, string>();
  // A sign-up refused because its link was taken meanwhile (better-auth answers a refusal inside its user
  // creation like a known address, so `refusalOf` gives the after hook the real answer).
  const refused = new Map<string, SignUpRefusal>();
  return {
    remember(email: string, token: string | undefined) {
      if (token && invitations) tokens.set(email.toLowerCase(), token);
    },
    /** The token the sign-up of this address came with, taken out (a known address' rehearsal). */
    takeToken(email: string) {
      const token = tokens.get(email.toLowerCase());
      tokens.delete(email.toLowerCase());
      return token;
    },
    /** Before a new account is inserted: takes its link, or refuses when the link was needed and is gone. */
    async claimFor(email: string, role: SiteRole, ctx: object | null | undefined) {
      const token = this.takeToken(email);
      if (!token || !invitations) return;
      const invitationId = await invitations.claim(token);
      if (invitationId && ctx) claimed.set(ctx, invitationId);
      const refusal = invitationId ? null : invitations.refusalWithout(role);
      if (!refusal) return;
      refused.set(email.toLowerCase(), refusal);
      throw new APIError('FORBIDDEN', refusal);
    },
    /** better-auth's after hook: a sign-up whose link was taken meanwhile made no account, and says so. */
    afterSignUp: createAuthMiddleware(async (ctx) => {
      const email = ctx.path === '/sign-up/email' ? ctx.body?.email : undefined;
      if (typeof email !== 'string' || refused.size === 0) return;
      const refusal = refused.get(email.trim().toLowerCase());
      refused.delete(email.trim().toLowerCase());
      if (refusal) throw new APIError('FORBIDDEN', refusal);
    }),
    /** Right after the account is made: names it on the link it took. */
    async bindFor(userId: string, ctx: object | null | undefined) {
      const invitationId = ctx ? claimed.get(ctx) : undefined;
      if (invitationId) await invitations?.bind(invitationId, userId);
    },
  };
}
