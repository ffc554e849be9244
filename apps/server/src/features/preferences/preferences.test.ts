import { defaultPreferences, localeCodes, localeMessages, preferenceMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { TestClient } from '../../test/http-client';
import { getTestServer } from '../../test/test-server';

type Member = Awaited<ReturnType<typeof signedInMember>>;

const setPreference = (member: Member, key: string, body: unknown) =>
  member.client.put(`/api/preferences/${key}`, body);

async function storedRows(userId: string) {
  const { context } = await getTestServer();
  return context.database.db
    .selectFrom('user_preferences')
    .select(['preference_key', 'preference_value'])
    .where('user_id', '=', userId)
    .execute();
}

describe('member preferences', () => {
  it('answers the SPEC defaults before anything is saved, all of them or one at a time', async () => {
    const member = await signedInMember();
    const all = await member.client.get('/api/preferences');
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      theme: 'system',
      push_notifications: 'true',
      email_notifications: 'true',
      profile_visibility: 'everyone',
      activity_status: 'true',
      require_alt_text: 'false',
      message_privacy: 'everyone',
      language: 'en',
    });
    const theme = await member.client.get('/api/preferences/theme');
    expect(theme.status).toBe(200);
    expect(theme.body).toEqual({ key: 'theme', value: 'system' });
  });

  it('saves a value, answers them all, and reads it back; saving again replaces it', async () => {
    const member = await signedInMember();
    const saved = await setPreference(member, 'theme', { value: 'dark' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...defaultPreferences, theme: 'dark' });

    expect((await setPreference(member, 'email_notifications', { value: 'false' })).status).toBe(200);
    expect((await setPreference(member, 'profile_visibility', { value: 'circle_members' })).status).toBe(200);
    expect((await setPreference(member, 'theme', { value: 'light' })).status).toBe(200);

    expect((await member.client.get('/api/preferences')).body).toEqual({
      ...defaultPreferences,
      theme: 'light',
      email_notifications: 'false',
      profile_visibility: 'circle_members',
    });
    expect((await member.client.get('/api/preferences/theme')).body).toEqual({
      key: 'theme',
      value: 'light',
    });
    expect(await storedRows(member.userId)).toHaveLength(3);
  });

  it.each([
    ['an unknown key', 'font_size', { value: 'large' }, preferenceMessages.unknownKey],
    ['an unknown theme', 'theme', { value: 'blue' }, preferenceMessages.invalidTheme],
    [
      'a switch that is not true or false',
      'push_notifications',
      { value: 'yes' },
      preferenceMessages.invalidSwitch,
    ],
    ['a JSON boolean instead of text', 'activity_status', { value: false }, preferenceMessages.valueRequired],
    [
      'an unknown visibility',
      'profile_visibility',
      { value: 'connections' },
      preferenceMessages.invalidVisibility,
    ],
    ['a missing value', 'email_notifications', {}, preferenceMessages.valueRequired],
  ])('refuses %s with 400 and its message, and stores nothing', async (_label, key, body, message) => {
    const member = await signedInMember();
    const response = await setPreference(member, key, body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(message);
    expect(await storedRows(member.userId)).toEqual([]);
    expect((await member.client.get('/api/preferences')).body).toEqual(defaultPreferences);
  });

  it("answers the browser's language until the member chooses one, then their choice on every device", async () => {
    const member = await signedInMember();
    const spanish = { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' };
    expect((await member.client.request('GET', '/api/preferences', undefined, spanish)).body.language).toBe(
      'es',
    );
    expect(
      (await member.client.request('GET', '/api/preferences/language', undefined, spanish)).body,
    ).toEqual({
      key: 'language',
      value: 'es',
    });
    const saved = await member.client.request('PUT', '/api/preferences/language', { value: 'zh' }, spanish);
    expect(saved.status).toBe(200);
    expect(saved.body.language).toBe('zh');
    expect((await member.client.request('GET', '/api/preferences', undefined, spanish)).body.language).toBe(
      'zh',
    );
    expect((await member.client.get('/api/preferences/language')).body.value).toBe('zh');
    expect(await storedRows(member.userId)).toEqual([{ preference_key: 'language', preference_value: 'zh' }]);
  });

  it.each([['klingon'], ['EN'], ['es-ES'], ['']])(
    'refuses the language %j with 400, its message and the list of languages',
    async (value) => {
      const member = await signedInMember();
      const response = await setPreference(member, 'language', { value });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(localeMessages.unknownLanguage);
      expect(response.body.message).toBe('Unknown language. Use one of: en, es, pt, fr, de, zh, it');
      expect(response.body.languages).toEqual(localeCodes);
      expect(await storedRows(member.userId)).toEqual([]);
    },
  );

  it('refuses to read an unknown key', async () => {
    const member = await signedInMember();
    const response = await member.client.get('/api/preferences/font_size');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(preferenceMessages.unknownKey);
  });

  it('answers 401 to a visitor without a session, for every route', async () => {
    const anonymous = new TestClient((await getTestServer()).url);
    expect((await anonymous.get('/api/preferences')).status).toBe(401);
    expect((await anonymous.get('/api/preferences/theme')).status).toBe(401);
    expect((await anonymous.put('/api/preferences/theme', { value: 'dark' })).status).toBe(401);
  });

  it("keeps each member's preferences to themself", async () => {
    const ada = await signedInMember({ firstName: 'Ada' });
    const bea = await signedInMember({ firstName: 'Bea' });
    await setPreference(ada, 'theme', { value: 'dark' });
    await setPreference(bea, 'push_notifications', { value: 'false' });

    expect((await ada.client.get('/api/preferences')).body).toEqual({ ...defaultPreferences, theme: 'dark' });
    expect((await bea.client.get('/api/preferences')).body).toEqual({
      ...defaultPreferences,
      push_notifications: 'false',
    });
    expect((await bea.client.get('/api/preferences/theme')).body.value).toBe('system');
  });
});
