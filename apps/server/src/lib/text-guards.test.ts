import { requestGuardMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../test/accounts';
import { createCircle } from '../test/circles';
import { TestClient } from '../test/http-client';
import { getTestServer } from '../test/test-server';

const nul = '\u0000';

async function countRows() {
  const { db } = (await getTestServer()).context.database;
  const count = async (table: 'posts' | 'comments' | 'waitlist' | 'users' | 'circles') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    posts: await count('posts'),
    comments: await count('comments'),
    waitlist: await count('waitlist'),
    users: await count('users'),
    circles: await count('circles'),
  };
}

describe('a NUL character anywhere in a request', () => {
  it('answers 400 with a clear message from every place it can hide, and writes nothing', async () => {
    const { client } = await signedInMember();
    const circleId = await createCircle(client, { type: 'public' });
    const post = await client.post('/api/posts', { circleId, content: 'hello' });
    expect(post.status).toBe(201);
    const before = await countRows();
    const anonymous = new TestClient((await getTestServer()).url);

    const attempts: [TestClient, string, string, unknown?][] = [
      [client, 'POST', '/api/posts', { circleId, content: `a${nul}b` }],
      [client, 'POST', '/api/posts', { circleId: `wor${nul}ld`, content: 'x' }],
      [client, 'POST', `/api/posts/${post.body.id}/comments`, { content: `${nul}` }],
      [client, 'POST', '/api/circles', { name: `Club${nul}`, type: 'public' }],
      [client, 'POST', '/api/circles', { name: 'Club', type: 'public', [`ke${nul}y`]: 1 }],
      [client, 'POST', `/api/circles/${circleId}/invitations`, { email: `a${nul}@example.com` }],
      [client, 'PUT', '/api/preferences/theme', { value: `dark${nul}` }],
      [client, 'POST', '/api/me/profile-completion', { icons: ['U+1F600', `U+1F60${nul}`] }],
      [anonymous, 'POST', '/api/waitlist', { email: `nul${nul}@example.com` }],
      [
        anonymous,
        'POST',
        '/api/auth/sign-up/email',
        {
          firstName: `Ada${nul}`,
          lastName: 'Lovelace',
          email: 'nul-signup@example.com',
          password: 'Correct1horse',
          name: 'x',
        },
      ],
      [anonymous, 'POST', '/api/auth/sign-in/email', { email: `x${nul}@example.com`, password: 'x' }],
      [client, 'GET', `/api/circles/ab%00cd`],
      [client, 'POST', `/api/circles/ab%00cd/join`, {}],
      [client, 'GET', `/api/feed/home?cursor=%00`],
      [client, 'GET', `/api/notifications?limit=%0020`],
      [client, 'GET', `/api/posts/${post.body.id}%00/comments`],
      [client, 'GET', `/media/posts/x%00/y.png`],
    ];
    for (const [who, method, path, body] of attempts) {
      const response = await who.request(method, path, body);
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(response.body.message, `${method} ${path}`).toBe(requestGuardMessages.nulCharacter);
    }
    // A form-encoded body is looked at too.
    const form = await anonymous.request('POST', '/api/waitlist', 'email=a%00b%40example.com', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(400);
    expect(await countRows()).toEqual(before);
  });

  it('still accepts the text "\\\\u0000" (an escaped backslash) as ordinary characters', async () => {
    const { client } = await signedInMember();
    const circleId = await createCircle(client, { type: 'public' });
    const response = await client.request(
      'POST',
      '/api/posts',
      `{"circleId":"${circleId}","content":"path C:\\\\u0000 is fine"}`,
      { 'content-type': 'application/json' },
    );
    expect(response.status).toBe(201);
    expect(response.body.content).toBe('path C:\\u0000 is fine');
  });
});

describe('control characters, lone surrogates and NFC in every stored text (issue #57)', () => {
  it('refuses C0 controls (tab and line breaks aside) and lone surrogates in any body, naming the field', async () => {
    const ana = await signedInMember();
    const ben = await signedInMember();
    const circleId = await createCircle(ana.client, { type: 'public' });
    const conversation = await ana.client.post('/api/messages/conversations', { userId: ben.userId });
    const anonymous = new TestClient((await getTestServer()).url);
    const before = await countRows();
    const attempts: [TestClient, string, unknown, string][] = [
      [ana.client, '/api/posts', { circleId, content: 'bell \u0007 rings' }, 'content'],
      [ana.client, '/api/posts', { circleId, content: 'escape \u001b[31m red' }, 'content'],
      [ana.client, '/api/posts', { circleId, content: 'half \ud83d a face' }, 'content'],
      [ana.client, '/api/posts', { circleId, content: 'other \ude00 half' }, 'content'],
      [
        ana.client,
        `/api/messages/conversations/${conversation.body.id}/messages`,
        { body: 'x\u0008y' },
        'body',
      ],
      [ana.client, '/api/circles', { name: 'Form\u000cfeed', type: 'public' }, 'name'],
      [anonymous, '/api/waitlist', { email: 'vt\u000b@example.com' }, 'email'],
    ];
    for (const [client, path, body, field] of attempts) {
      const response = await client.post(path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.message).toBe(requestGuardMessages.controlCharacter);
      expect(response.body.fieldErrors[field], JSON.stringify(body)).toEqual([
        requestGuardMessages.controlCharacter,
      ]);
    }
    const signUp = await anonymous.post('/api/auth/sign-up/email', {
      firstName: 'Ada\u0000',
      lastName: 'Love\u0002lace',
      email: 'controls@example.com',
      password: 'Correct1horse',
      name: 'x',
    });
    expect(signUp.status).toBe(400);
    expect(await countRows()).toEqual(before);
  });

  it('keeps tabs and line breaks, keeps a surrogate pair, and stores text in NFC', async () => {
    const ana = await signedInMember({ firstName: 'Zoe\u0308' });
    expect((await ana.client.get('/api/auth/get-session')).body.user.firstName).toBe('Zo\u00eb');
    const circleId = await createCircle(ana.client, { type: 'public' });
    const content = 'Cafe\u0301 menu:\n\tsoup\r\n\tcake \ud83d\ude00';
    const post = await ana.client.post('/api/posts', { circleId, content });
    expect(post.status).toBe(201);
    expect(post.body.content).toBe('Caf\u00e9 menu:\n\tsoup\r\n\tcake \ud83d\ude00');
    const { db } = (await getTestServer()).context.database;
    const row = await db
      .selectFrom('posts')
      .select('content')
      .where('id', '=', post.body.id)
      .executeTakeFirstOrThrow();
    expect(row.content).toBe(content.normalize('NFC'));
  });
});
