import { moderationMessages, type QueueItem } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { report } from './test-helpers';

describe('reported direct messages (issue 40)', () => {
  it('a member of the conversation reports a message; a moderator sees it with 3 neighbours each side only', async () => {
    const admin = await signedInMember({ firstName: 'Ada', lastName: 'Admin' });
    const ana = await signedInMember({ firstName: 'Anabel' });
    const ben = await signedInMember({ firstName: 'Benedikt' });
    const cleo = await signedInMember({ firstName: 'Cleopatra' });
    const conversation = (await ana.client.post('/api/messages/conversations', { userId: ben.userId })).body
      .id;
    const ids: string[] = [];
    for (let n = 1; n <= 10; n++) {
      const sender = n % 2 === 0 ? ben : ana;
      const sent = await sender.client.post(`/api/messages/conversations/${conversation}/messages`, {
        body: `Line ${n}`,
      });
      ids.push(sent.body.id);
    }
    const reported = ids[5] as string; // 'Line 6', from Ben
    // Nobody outside the conversation may report it, nor its sender their own message.
    expect((await report(cleo, 'message', reported)).body.message).toBe(moderationMessages.notFound);
    expect((await report(ben, 'message', reported)).status).toBe(400);
    expect((await report(ana, 'message', 'nonsense')).status).toBe(404);
    expect((await report(ana, 'message', reported, 'harassment', 'Not kind')).status).toBe(201);

    const queue = (await admin.client.get('/api/moderation/queue')).body.items as QueueItem[];
    const item = queue.find((entry) => entry.targetType === 'message');
    expect(item).toMatchObject({ targetId: reported, content: 'Line 6', circle: null, reportCount: 1 });
    expect(item?.author?.userId).toBe(ben.userId);
    expect(item?.excerpt?.map((line) => line.body)).toEqual([
      'Line 3',
      'Line 4',
      'Line 5',
      'Line 6',
      'Line 7',
      'Line 8',
      'Line 9',
    ]);
    expect(item?.excerpt?.filter((line) => line.isReported).map((line) => line.body)).toEqual(['Line 6']);
    expect(JSON.stringify(queue)).not.toContain('Line 1"');
    expect(JSON.stringify(queue)).not.toContain('Line 10');
    // A plain member has no queue.
    expect((await ana.client.get('/api/moderation/queue')).status).toBe(403);
  });
});

describe('removing a reported direct message (issue 40)', () => {
  it('a site moderator removes it: both members see it removed, the report closes, the sender is told', async () => {
    const admin = await signedInMember({ firstName: 'Ada', lastName: 'Admin' });
    const ana = await signedInMember({ firstName: 'Anabel' });
    const ben = await signedInMember({ firstName: 'Benedikt' });
    const conversation = (await ana.client.post('/api/messages/conversations', { userId: ben.userId })).body
      .id;
    const path = `/api/messages/conversations/${conversation}/messages`;
    await ana.client.post(path, { body: 'Hello Ben' });
    const pills = (await ben.client.post(path, { body: 'Buy my pills now' })).body.id as string;
    expect((await report(ana, 'message', pills, 'spam')).status).toBe(201);
    const remove = (as: typeof ana, targetId: string) =>
      as.client.post('/api/moderation/remove', { targetType: 'message', targetId, reason: 'Selling pills' });

    // Members may not remove it, nor is a message named by a UUID.
    expect((await remove(ana, pills)).status).toBe(403);
    expect((await remove(admin, '00000000-0000-4000-8000-000000000001')).status).toBe(400);
    expect((await remove(admin, '999999999')).status).toBe(404);

    const removed = await remove(admin, pills);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(moderationMessages.removed);
    for (const member of [ana, ben]) {
      const page = (await member.client.get(path)).body;
      const message = page.messages.find((entry: { id: string }) => entry.id === pills);
      expect(message).toMatchObject({ body: '', image: null, removed: true });
      expect(page.messages.find((entry: { body: string }) => entry.body === 'Hello Ben').removed).toBe(false);
      const list = (await member.client.get('/api/messages/conversations')).body.conversations;
      expect(list[0].lastMessage).toMatchObject({ id: pills, body: '', removed: true });
    }
    expect(JSON.stringify((await ana.client.get(path)).body)).not.toContain('pills');
    // The report is closed: the queue no longer holds it; the sender is told why.
    const queue = (await admin.client.get('/api/moderation/queue')).body.items as QueueItem[];
    expect(queue.find((entry) => entry.targetType === 'message' && entry.targetId === pills)).toBeUndefined();
    const notices = JSON.stringify((await ben.client.get('/api/notifications')).body);
    expect(notices).toContain(moderationMessages.removedTitle('message'));
    expect(notices).toContain('Selling pills');
  });
});
