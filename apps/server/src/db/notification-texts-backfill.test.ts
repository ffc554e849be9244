import fs from 'node:fs';
import path from 'node:path';
import { type NotificationTextKey, notificationTexts } from '@circles/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../test/accounts';
import { getTestServer } from '../test/test-server';

/**
 * Migration 0048 (issue #53) reads each older notification's key and values back from the English it holds, so
 * the web app, Web Push and the digest draw those in the reader's language too. Each text of contracts' list is
 * written as the writers wrote it before, then the migration's updates run over it.
 */
const migration = fs.readFileSync(
  path.join(import.meta.dirname, 'migrations/0048_notification_texts.sql'),
  'utf8',
);
const backfill = migration
  .split(/;\s*\n/)
  .map((statement) => statement.replace(/^(--.*\n)+/gm, '').trim())
  .filter((statement) => statement.startsWith('update'));

const values: Record<string, string> = {
  circle: 'Hikers: of "Lisbon"',
  reason: 'Full: try again in May',
  proposal: 'Quiet "hours" passed',
  policy: 'Posting rules',
  version: '3.1',
};
const actor = 'Ada Lovelace';
const english = (template: string) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => (name === 'actor' ? actor : (values[name] ?? '')));
const namesIn = (template: string) =>
  [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').filter((name) => name !== 'actor');

describe('migration 0048: older notifications get their text key', () => {
  it('reads every text of contracts back to its key and values, and leaves an unknown one without', async () => {
    const { context } = await getTestServer();
    const db = context.database.db;
    const member = await signedInMember();
    const keys = Object.keys(notificationTexts) as NotificationTextKey[];
    const rows = await db
      .insertInto('notifications')
      .values([
        ...keys.map((key) => {
          const message = english(notificationTexts[key].message);
          const hasActor = notificationTexts[key].message.startsWith('{actor}');
          return {
            user_id: member.userId,
            type: 'other' as const,
            title: notificationTexts[key].title,
            message,
            message_after_actor: hasActor ? message.slice(actor.length) : null,
            dedupe_key: `backfill-test:${key}`,
          };
        }),
        {
          user_id: member.userId,
          type: 'other' as const,
          title: 'Something else',
          message: 'A text no writer wrote',
          dedupe_key: 'backfill-test:unknown',
        },
      ])
      .returning(['id', 'dedupe_key'])
      .execute();
    expect(backfill.length).toBeGreaterThan(15);
    for (const statement of backfill) await sql.raw(statement).execute(db);

    const stored = await db
      .selectFrom('notifications')
      .select(['dedupe_key', 'text_key', 'text_values'])
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    const byKey = new Map(stored.map((row) => [row.dedupe_key, row]));
    for (const key of keys) {
      const expected = Object.fromEntries(
        namesIn(notificationTexts[key].message).map((name) => [name, values[name]]),
      );
      expect(byKey.get(`backfill-test:${key}`), key).toEqual({
        dedupe_key: `backfill-test:${key}`,
        text_key: key,
        text_values: expected,
      });
    }
    expect(byKey.get('backfill-test:unknown')?.text_key).toBeNull();
  });
});
