import { describe, expect, it } from 'vitest';
import { signingSecret } from '../../auth/auth';
import { textsIn } from '../../lib/i18n';
import { createMailer } from '../../mail/mailer';
import { signedInMember } from '../../test/accounts';
import { TestClient } from '../../test/http-client';
import { getTestServer } from '../../test/test-server';
import { createDigestService, digestTimingsAfter } from './digest';
import { createDigestRepository } from './digest-repository';

type Member = Awaited<ReturnType<typeof signedInMember>>;

async function digestService(delayMinutes?: number) {
  const { context } = await getTestServer();
  return createDigestService({
    repository: createDigestRepository(context.database.db),
    mailer: createMailer(context),
    logger: context.logger,
    publicUrl: context.config.publicUrl,
    secret: signingSecret(context.config),
    ...(delayMinutes === undefined ? {} : { timings: digestTimingsAfter(delayMinutes) }),
  });
}

async function digestsTo(member: Member) {
  const { context } = await getTestServer();
  return context.database.db
    .selectFrom('dev_mailbox')
    .select(['subject', 'text_body', 'link'])
    .where('to_address', '=', member.account.email.toLowerCase())
    .where('subject', '=', 'Your unread notifications on Circles')
    .orderBy('id', 'desc')
    .execute();
}

/** `reader` comments on `author`'s post: one unread 'comment' notification for the author. */
async function notify(author: Member, reader: Member, text = 'Lovely post') {
  const post = await author.client.post('/api/posts', { circleId: 'world', content: 'Hello' });
  expect((await reader.client.post(`/api/posts/${post.body.id}/comments`, { content: text })).status).toBe(
    201,
  );
}

async function backdateDigest(member: Member, hours: number) {
  const { context } = await getTestServer();
  await context.database.db
    .updateTable('notification_email_state')
    .set({ last_digest_at: new Date(Date.now() - hours * 3600_000) })
    .where('user_id', '=', member.userId)
    .execute();
}

/** The member was last seen in the app `hours` ago (the session middleware's mark, written once a minute). */
async function awayFor(member: Member, hours: number) {
  const { context } = await getTestServer();
  await context.database.db
    .updateTable('users')
    .set({ last_active_at: new Date(Date.now() - hours * 3600_000) })
    .where('id', '=', member.userId)
    .execute();
}

describe('notification email digest', () => {
  it('waits DIGEST_DELAY_MINUTES of absence: with 0 a member just seen gets it at once (issue 41)', async () => {
    const author = await signedInMember({ firstName: 'Dora' });
    const reader = await signedInMember({ firstName: 'Rex' });
    // The author was active just now (posting); the reader's comment came after.
    await notify(author, reader);
    expect(await (await digestService()).sendDue()).toBe(0);
    expect(await (await digestService(0)).sendDue()).toBe(1);
    expect((await digestsTo(author))[0]?.text_body).toContain('Hi Dora, you have 1 unread notification');
  });

  it('mails an inactive member their unread notifications, at most once an hour', async () => {
    const author = await signedInMember({ firstName: 'Anna' });
    const reader = await signedInMember({ firstName: 'Remy' });
    await notify(author, reader);
    const digest = await digestService();

    await awayFor(author, 1);
    expect(await digest.sendDue()).toBe(1);
    const [mail] = await digestsTo(author);
    expect(mail?.text_body).toContain('Hi Anna, you have 1 unread notification on Circles.');
    expect(mail?.text_body).toContain('Remy Lovelace');
    expect(mail?.text_body).toContain('/notifications');

    await notify(author, reader, 'Another one');
    expect(await digest.sendDue()).toBe(0);
    await backdateDigest(author, 2);
    await awayFor(author, 1);
    expect(await digest.sendDue()).toBe(1);
    expect((await digestsTo(author))[0]?.text_body).toContain('you have 2 unread notifications');
    // Nothing unread: nothing to send.
    expect((await author.client.post('/api/notifications/read-all')).status).toBe(200);
    await backdateDigest(author, 2);
    expect(await digest.sendDue()).toBe(0);
  });

  it('waits while the member is active in the app, and honours email_notifications', async () => {
    const active = await signedInMember({ firstName: 'Ava' });
    const quiet = await signedInMember({ firstName: 'Quinn' });
    const reader = await signedInMember({ firstName: 'Remy' });
    expect((await active.client.get('/api/notifications/unread-count')).status).toBe(200);
    expect((await quiet.client.put('/api/preferences/email_notifications', { value: 'false' })).status).toBe(
      200,
    );
    await notify(active, reader);
    await notify(quiet, reader);
    const digest = await digestService();
    expect(await digest.sendDue()).toBe(0);

    await awayFor(active, 1);
    expect(await digest.sendDue()).toBe(1);
    expect(await digestsTo(active)).toHaveLength(1);
    expect(await digestsTo(quiet)).toHaveLength(0);
  });

  it('claims each member once when runs overlap', async () => {
    const author = await signedInMember({ firstName: 'Anna' });
    const reader = await signedInMember({ firstName: 'Remy' });
    await notify(author, reader);
    await awayFor(author, 1);
    const [first, second] = await Promise.all([
      (await digestService()).sendDue(),
      (await digestService()).sendDue(),
    ]);
    expect(first + second).toBe(1);
    expect(await digestsTo(author)).toHaveLength(1);
  });

  it('unsubscribes through the mailed link without signing in; a forged token changes nothing', async () => {
    const author = await signedInMember({ firstName: 'Anna' });
    const reader = await signedInMember({ firstName: 'Remy' });
    await notify(author, reader);
    await awayFor(author, 1);
    await (await digestService()).sendDue();
    const link = new URL((await digestsTo(author))[0]?.link ?? '');
    const token = link.searchParams.get('token') ?? '';
    const visitor = new TestClient((await getTestServer()).url);

    const confirm = await visitor.get(`${link.pathname}${link.search}`);
    expect(confirm.status).toBe(200);
    expect(confirm.body).toContain('Stop notification emails?');
    expect((await author.client.get('/api/preferences')).body.email_notifications).toBe('true');

    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const forged = `${author.userId}.${'A'.repeat(43)}`;
    const refused = await visitor.request('POST', link.pathname, `token=${forged}`, form);
    expect(refused.status).toBe(400);
    expect((await author.client.get('/api/preferences')).body.email_notifications).toBe('true');

    const done = await visitor.request('POST', link.pathname, `token=${encodeURIComponent(token)}`, form);
    expect(done.status).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    expect((await author.client.get('/api/preferences')).body.email_notifications).toBe('false');
  });

  it("Settings' test digest mails the member's digest now, marked as a test, and leaves the hourly schedule alone", async () => {
    const author = await signedInMember({ firstName: 'Tess' });
    const reader = await signedInMember({ firstName: 'Remy' });
    await notify(author, reader, 'Checking the digest');

    const answer = await author.client.post('/api/notifications/test-digest', {});
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ sentTo: author.account.email.toLowerCase(), unread: 1 });
    const { context } = await getTestServer();
    const mails = await context.database.db
      .selectFrom('dev_mailbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', author.account.email.toLowerCase())
      .where('subject', '=', 'Test: Your unread notifications on Circles')
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text_body).toContain('Hi Tess, you have 1 unread notification on Circles.');
    expect(mails[0]?.text_body).toContain('New comment: Remy');
    // The member is active (not due), and the test claimed nothing: the hourly digest still comes when due.
    const state = await context.database.db
      .selectFrom('notification_email_state')
      .select('user_id')
      .where('user_id', '=', author.userId)
      .execute();
    expect(state).toEqual([]);

    const visitor = new TestClient((await getTestServer()).url);
    expect((await visitor.post('/api/notifications/test-digest', {})).status).toBe(401);
  });

  it('writes the digest in the language the member chose, its notifications too (issue 53)', async () => {
    const author = await signedInMember({ firstName: 'Lucía' });
    const reader = await signedInMember({ firstName: 'Remy' });
    expect((await author.client.put('/api/preferences/language', { value: 'es' })).status).toBe(200);
    await notify(author, reader);
    await awayFor(author, 2);
    expect(await (await digestService()).sendDue()).toBe(1);

    const spanish = textsIn('es');
    const subject = spanish._('Your unread notifications on Circles');
    expect(subject).not.toBe('Your unread notifications on Circles');
    const { context } = await getTestServer();
    const [mail] = await context.database.db
      .selectFrom('dev_mailbox')
      .select(['subject', 'text_body', 'html_body'])
      .where('to_address', '=', author.account.email.toLowerCase())
      .where('subject', '=', subject)
      .execute();
    expect(mail?.subject).toBe(subject);
    expect(mail?.text_body).toContain(
      spanish._('{title}: {message}', {
        title: spanish._('New comment'),
        message: spanish._('{actor} commented on your post', {
          actor: `${reader.account.firstName} ${reader.account.lastName}`,
        }),
      }),
    );
    expect(mail?.text_body).not.toContain('commented on your post');
    expect(mail?.html_body).toContain('<html lang="es">');
  });
});
