import { messages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { TestClient } from '../../test/http-client';
import { getTestServer } from '../../test/test-server';

describe('profile setup', () => {
  it('lists a real emoji catalogue ordered by category, to members only', async () => {
    const anonymous = new TestClient((await getTestServer()).url);
    expect((await anonymous.get('/api/icons')).status).toBe(401);
    const { client } = await signedInMember();
    const { body, status } =
      await client.get<{ iconCode: string; iconName: string; category: string }[]>('/api/icons');
    expect(status).toBe(200);
    expect(body.length).toBeGreaterThan(500);
    const categories = body.map((icon) => icon.category);
    expect(categories).toEqual([...categories].sort());
    expect(body).toContainEqual(expect.objectContaining({ iconCode: 'U+1F600', iconName: 'grinning face' }));
  });

  it('completes the profile with exactly six icons: three shown, three kept for security', async () => {
    const { client, userId } = await signedInMember();
    const codes = ['U+1F600', 'U+1F603', 'U+1F604', 'U+1F601', 'U+1F606', 'U+1F605'];
    const saved = await client.post('/api/me/profile-completion', { icons: codes });
    expect(saved.status).toBe(200);
    const me = await client.get('/api/me');
    expect(me.body).toMatchObject({ profileCompleted: true, iconCodes: codes.slice(0, 3) });
    const { context } = await getTestServer();
    const security = await context.database.db
      .selectFrom('user_security_icons')
      .selectAll()
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow();
    expect([security.icon4_code, security.icon5_code, security.icon6_code]).toEqual(codes.slice(3));
  });

  it('shows a member their own six icons, and saves changed ones again', async () => {
    const { client } = await signedInMember();
    expect((await client.get('/api/me/icons')).body).toEqual({ icons: [] });
    const first = ['U+1F600', 'U+1F603', 'U+1F604', 'U+1F601', 'U+1F606', 'U+1F605'];
    await client.post('/api/me/profile-completion', { icons: first });
    const mine = await client.get('/api/me/icons');
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual({ icons: first });
    const changed = ['U+1F605', 'U+1F603', 'U+1F604', 'U+1F601', 'U+1F606', 'U+1F602'];
    expect((await client.post('/api/me/profile-completion', { icons: changed })).status).toBe(200);
    expect((await client.get('/api/me/icons')).body).toEqual({ icons: changed });
    expect((await client.get('/api/me')).body.iconCodes).toEqual(changed.slice(0, 3));
    // Nobody else reads them.
    const anonymous = new TestClient((await getTestServer()).url);
    expect((await anonymous.get('/api/me/icons')).status).toBe(401);
  });

  it.each([
    ['five icons', ['U+1F600', 'U+1F603', 'U+1F604', 'U+1F601', 'U+1F606']],
    ['seven icons', ['U+1F600', 'U+1F603', 'U+1F604', 'U+1F601', 'U+1F606', 'U+1F605', 'U+1F602']],
    ['a repeated icon', ['U+1F600', 'U+1F600', 'U+1F604', 'U+1F601', 'U+1F606', 'U+1F605']],
    ['an unknown icon', ['U+1F600', 'U+1F603', 'U+1F604', 'U+1F601', 'U+1F606', 'U+10FFFF']],
  ])('refuses %s with the SPEC message and changes nothing', async (_label, icons) => {
    const { client } = await signedInMember();
    const response = await client.post('/api/me/profile-completion', { icons });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(messages.profile.exactlySixIcons);
    expect((await client.get('/api/me')).body.profileCompleted).toBe(false);
  });

  it('answers anonymous profile calls with User does not Log In!', async () => {
    const anonymous = new TestClient((await getTestServer()).url);
    const response = await anonymous.post('/api/me/profile-completion', { icons: [] });
    expect(response.status).toBe(401);
    expect(response.body.message).toBe(messages.auth.notLoggedIn);
  });
});
