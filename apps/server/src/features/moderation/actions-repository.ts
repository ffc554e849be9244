import type { ModerationAction, RemovableType, ReportTargetType } from '@circles/contracts';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import type { NotificationsWriter } from '../notifications/writer';

type Executor = Kysely<Database> | Transaction<Database>;
type Target = { targetType: ReportTargetType; targetId: string };
export type AuditRow = {
  actorId: string;
  action: ModerationAction;
  targetType: ReportTargetType;
  targetId: string;
  circleId: string | null;
  summary: string;
  reason: string;
};

/** Closes every open report about the item; how many were open. */
async function closeReports(trx: Executor, target: Target, status: 'dismissed' | 'actioned', by: string) {
  const closed = await trx
    .updateTable('reports')
    .set({ status, resolved_by: by, resolved_at: new Date() })
    .where('target_type', '=', target.targetType)
    .where('target_id', '=', target.targetId)
    .where('status', '=', 'open')
    .returning('id')
    .execute();
  return closed.length;
}

const audit = (trx: Executor, row: AuditRow) =>
  trx
    .insertInto('moderation_actions')
    .values({
      actor_id: row.actorId,
      action: row.action,
      target_type: row.targetType,
      target_id: row.targetId,
      circle_id: row.circleId,
      summary: row.summary,
      reason: row.reason,
    })
    .execute();

/**
 * Moderators' decisions (issue #17), each with its audit-log row in the same transaction: dismissing reports,
 * recording a removal (the content itself goes through its own feature), suspending and lifting. `notify` is the
 * notifications writer (composed in composition-root.ts): a removal tells the author why.
 */
export const createModerationActionsRepository = (db: Kysely<Database>, notify: NotificationsWriter) => ({
  /** Dismisses the item's open reports; false (nothing written) when none was open. */
  dismiss: (row: AuditRow) =>
    db.transaction().execute(async (trx) => {
      if ((await closeReports(trx, row, 'dismissed', row.actorId)) === 0) return false;
      await audit(trx, row);
      return true;
    }),

  /** After the content is gone: its reports close, the author is told why, the log keeps it. */
  recordRemoval: (row: AuditRow, notice: { userId: string; kind: RemovableType; reason: string } | null) =>
    db.transaction().execute(async (trx) => {
      await closeReports(trx, row, 'actioned', row.actorId);
      await audit(trx, row);
      if (notice) await notify.contentRemoved(trx, notice);
    }),

  /** Suspends (or changes the suspension), ends every session of the member, closes reports about them. */
  suspend: (row: AuditRow, until: Date | null) =>
    db.transaction().execute(async (trx) => {
      const values = { user_id: row.targetId, until, reason: row.reason, suspended_by: row.actorId };
      await trx
        .insertInto('suspensions')
        .values(values)
        .onConflict((conflict) =>
          conflict.column('user_id').doUpdateSet({ ...values, created_at: new Date() }),
        )
        .execute();
      await trx.deleteFrom('auth_sessions').where('user_id', '=', row.targetId).execute();
      await closeReports(trx, row, 'actioned', row.actorId);
      await audit(trx, row);
    }),

  /** Lifts a suspension; false when there was none in force. */
  lift: (row: AuditRow) =>
    db.transaction().execute(async (trx) => {
      const lifted = await trx
        .deleteFrom('suspensions')
        .where('user_id', '=', row.targetId)
        .returning('until')
        .executeTakeFirst();
      if (!lifted || (lifted.until && lifted.until.getTime() <= Date.now())) return false;
      await audit(trx, row);
      return true;
    }),

  /** The suspension in force, if any (a past one does not count). */
  findActiveSuspension: (userId: string) =>
    db
      .selectFrom('suspensions')
      .select(['until', 'reason'])
      .where('user_id', '=', userId)
      .where((eb) => eb.or([eb('until', 'is', null), eb('until', '>', new Date())]))
      .executeTakeFirst(),

  listActiveSuspensions: () =>
    db
      .selectFrom('suspensions as s')
      .innerJoin('users as u', 'u.id', 's.user_id')
      .leftJoin('users as by', 'by.id', 's.suspended_by')
      .select([
        'u.id as user_id',
        'u.full_name',
        'u.user_handle',
        'u.avatar_url',
        's.until',
        's.reason',
        's.created_at',
        'by.full_name as suspended_by',
      ])
      .where((eb) => eb.or([eb('s.until', 'is', null), eb('s.until', '>', new Date())]))
      .orderBy('s.created_at', 'desc')
      .limit(500)
      .execute(),

  /** The audit log, newest first, `limit` rows before the id `before`. */
  listAudit: (before: number | undefined, limit: number) => {
    let query = db
      .selectFrom('moderation_actions as a')
      .leftJoin('users as u', 'u.id', 'a.actor_id')
      .select([
        'a.id',
        'a.action',
        'u.full_name as actor',
        'a.target_type',
        'a.target_id',
        'a.summary',
        'a.reason',
        'a.created_at',
      ])
      .orderBy('a.id', 'desc')
      .limit(limit);
    if (before) query = query.where('a.id', '<', before);
    return query.execute();
  },
});

export type ModerationActionsRepository = ReturnType<typeof createModerationActionsRepository>;
