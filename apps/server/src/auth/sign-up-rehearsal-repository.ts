import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** The fields sign-up's user hook gives a new member (auth.ts `newMemberFields`), with the name typed in. */
export type RehearsedMember = {
  name: string;
  firstName: string;
  lastName: string;
  userHandle: string;
  role: 'member' | 'moderator' | 'admin';
};

/** The app's own writes for a new member, run on the caller's transaction (circles' `writeDefaultMemberships`). */
export type NewMemberWrites = (trx: Kysely<Database>, userId: string) => Promise<void>;

/** Invitation links (issue #41): sign-up's own claim and bind writes, run on the caller's transaction. */
export type InvitationWrites = {
  claim: (trx: Kysely<Database>, token: string) => Promise<string | undefined>;
  bind: (trx: Kysely<Database>, invitationId: string, userId: string) => Promise<unknown>;
};

/**
 * The transactions a real sign-up commits, in order: with an invitation link the user's before hook claims it;
 * better-auth writes the user row and then the credential row, each on its own (its adapter runs without
 * transactions here); the user's after hook writes the circles in one, then binds the link.
 */
export const signUpCommits = ['claim', 'user', 'credential', 'circles', 'bind'] as const;

/**
 * A sign-up for a known email must cost what a new one costs, or its timing tells that the address has an account.
 * better-auth hashes the password on both paths; a new email then writes the member's rows. This writes them for a
 * throwaway member: the same statements, locks and waits, under whatever load the machine is in.
 *
 * How the rows stay the same as sign-up's:
 * - the app's rows (memberships, Favorites) are written by the very function sign-up runs (`newMemberWrites`);
 * - the user and credential rows are better-auth's, which cannot be handed a transaction of ours, so they are
 *   written here as better-auth writes them, column for column;
 * - sign-up-statements.test.ts records the SQL each path runs and fails when the lists differ (a better-auth
 *   upgrade, a new column or hook, a write added to sign-up).
 *
 * How the commits stay the same (decision 0078): each of sign-up's commits flushes the WAL to disk, which on
 * PostgreSQL costs a few ms; a rolled-back transaction flushes nothing, so one rolled-back rehearsal answered
 * 8-20 ms sooner than a sign-up. So the rehearsal commits as many transactions as sign-up (`signUpCommits`), each
 * with that commit's writes inside a savepoint that is rolled back before the commit: PostgreSQL still logs the
 * writes and flushes the commit (the transaction has an id), yet no other session ever sees the rows and none is
 * left, even after a crash. A later commit needs the throwaway user row for its foreign keys, so it writes it again.
 */
export const createSignUpRehearsalRepository = (
  db: Kysely<Database>,
  newMemberWrites: NewMemberWrites,
  invitations?: InvitationWrites,
) => {
  /** One committed transaction whose writes are undone before the commit. */
  const commitUndone = (writes: (trx: Kysely<Database>) => Promise<void>) =>
    db.transaction().execute(async (trx) => {
      await sql`savepoint rehearsal`.execute(trx);
      await writes(trx);
      await sql`rollback to savepoint rehearsal`.execute(trx);
    });

  return {
    async rehearseNewMember(member: RehearsedMember, passwordHash: string, inviteToken?: string) {
      const now = new Date();
      const insertUser = async (trx: Kysely<Database>) => {
        const user = await trx
          .insertInto('users')
          .values({
            full_name: member.name,
            email: `rehearsal-${randomUUID()}@invalid`,
            email_verified: false,
            created_at: now,
            updated_at: now,
            first_name: member.firstName,
            last_name: member.lastName,
            user_handle: member.userHandle,
            role: member.role,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return user.id;
      };
      // Without a link sign-up neither claims nor binds; a link it cannot take updates no row (so flushes nothing).
      const invitation = inviteToken && invitations ? { token: inviteToken, ...invitations } : undefined;
      const writes: Record<
        (typeof signUpCommits)[number],
        ((trx: Kysely<Database>) => Promise<void>) | undefined
      > = {
        claim:
          invitation &&
          (async (trx) => {
            await invitation.claim(trx, invitation.token);
          }),
        user: async (trx) => {
          await insertUser(trx);
        },
        credential: async (trx) => {
          const id = await insertUser(trx);
          await trx
            .insertInto('auth_accounts')
            .values({
              account_id: id,
              provider_id: 'credential',
              user_id: id,
              password: passwordHash,
              created_at: now,
              updated_at: now,
            })
            .returningAll()
            .execute();
        },
        circles: async (trx) => {
          await newMemberWrites(trx, await insertUser(trx));
        },
        bind:
          invitation &&
          (async (trx) => {
            const invitationId = await invitation.claim(trx, invitation.token);
            if (invitationId) await invitation.bind(trx, invitationId, await insertUser(trx));
          }),
      };
      for (const commit of signUpCommits) {
        const write = writes[commit];
        if (write) await commitUndone(write);
      }
    },
  };
};
