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
