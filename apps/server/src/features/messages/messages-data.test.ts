import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { getTestServer } from '../../test/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** One file of the member's export ZIP, read back by Python's zipfile. */
async function exportedFile(member: Member, name: string) {
  const response = await fetch(`${(await getTestServer()).url}/api/me/export`, {
    headers: { cookie: member.client.cookieHeader() },
  });
  expect(response.status).toBe(200);
  const script =
    'import sys,zipfile,io;sys.stdout.write(zipfile.ZipFile(io.BytesIO(sys.stdin.buffer.read())).read(sys.argv[1]).decode())';
  return JSON.parse(
    execFileSync('python3', ['-c', script, name], {
      input: Buffer.from(await response.arrayBuffer()),
    }).toString(),
  );
}

async function conversationBetween(from: Member, to: Member) {
  const started = await from.client.post('/api/messages/conversations', { userId: to.userId });
  return started.body.id as string;
}

describe('direct messages in the export and the erasure (issue 40)', () => {
  it('the export holds the member’s conversations: their own words, the other member’s only as ids', async () => {
    const ana = await signedInMember({ firstName: 'Anabel' });
    const ben = await signedInMember({ firstName: 'Benedikt' });
    const id = await conversationBetween(ana, ben);
    await ana.client.post(`/api/messages/conversations/${id}/messages`, { body: 'Mine to keep' });
    await ben.client.post(`/api/messages/conversations/${id}/messages`, { body: 'Ben’s own words' });
    const conversations = await exportedFile(ana, 'messages.json');
    expect(conversations).toHaveLength(1);
    expect(conversations[0]).toMatchObject({ conversationId: id, otherMemberId: ben.userId });
    expect(conversations[0].messages.map((m: { body: string | null }) => m.body)).toEqual([
      'Mine to keep',
      null,
    ]);
    expect(JSON.stringify(conversations)).not.toContain('Ben’s own words');
  });

  it('erasing an account removes its messages; the other member keeps their own', async () => {
    const { account, context } = await getTestServer();
    const leaving = await signedInMember({ firstName: 'Leonie' });
    const staying = await signedInMember({ firstName: 'Stefan' });
    const id = await conversationBetween(leaving, staying);
    await leaving.client.post(`/api/messages/conversations/${id}/messages`, { body: 'Soon gone' });
    await staying.client.post(`/api/messages/conversations/${id}/messages`, { body: 'Still here' });
    expect(
      (await leaving.client.post('/api/me/deletion', { password: leaving.account.password })).status,
    ).toBe(200);
    await account.eraseDue(new Date(Date.now() + 8 * 24 * 3600 * 1000));
    const { db } = context.database;
    expect(
      await db.selectFrom('messages').select('id').where('sender_id', '=', leaving.userId).execute(),
    ).toEqual([]);
    const page = await staying.client.get(`/api/messages/conversations/${id}/messages`);
    expect(page.body.messages.map((m: { body: string }) => m.body)).toEqual(['Still here']);
    const [conversation] = (await staying.client.get('/api/messages/conversations')).body.conversations;
    expect(conversation.other.fullName).toBe('Deleted member');
    // Nobody writes to an erased account.
    expect(
      (await staying.client.post(`/api/messages/conversations/${id}/messages`, { body: 'Hello?' })).status,
    ).toBe(403);
  });
});
