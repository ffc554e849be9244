import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';

const handles = (body: { members: { userHandle: string }[] }) => body.members.map((m) => m.userHandle);

describe('GET /api/members?q= (issue 18: people search)', () => {
  it('finds people by name or handle, with a typo, an exact handle first, never unfinished profiles', async () => {
    const searcher = await signedInMember({ firstName: 'Sam', completeProfile: true });
    const jonathan = await signedInMember({
      firstName: 'Jonathan',
      lastName: 'Pereira',
      completeProfile: true,
    });
    const unfinished = await signedInMember({ firstName: 'Jonathan', lastName: 'Pereirax' });
    const jonathanHandle = (await jonathan.client.get('/api/me')).body.userHandle as string;
    const unfinishedHandle = (await unfinished.client.get('/api/me')).body.userHandle as string;

    const byName = await searcher.client.get('/api/members?q=Jonathan%20Pereira');
    expect(byName.status).toBe(200);
    expect(handles(byName.body)).toContain(jonathanHandle);
    expect(handles(byName.body)).not.toContain(unfinishedHandle);
    expect(byName.body.members.find((m: { userHandle: string }) => m.userHandle === jonathanHandle)).toEqual({
      userId: jonathan.userId,
      fullName: 'Jonathan Pereira',
      userHandle: jonathanHandle,
      avatarUrl: null,
      isVerified: false,
      profileCompleted: true,
    });

    // Typos still find him, in the whole name or in one word; so does the handle with its @.
    expect(handles((await searcher.client.get('/api/members?q=pereria')).body)).toContain(jonathanHandle);
    expect(handles((await searcher.client.get('/api/members?q=jonathn%20pereria')).body)).toContain(
      jonathanHandle,
    );
    const byHandle = await searcher.client.get(`/api/members?q=%40${jonathanHandle}`);
    expect(handles(byHandle.body)[0]).toBe(jonathanHandle);
    expect(handles((await searcher.client.get('/api/members?q=qqqzzzxx')).body)).toEqual([]);
  });

  it('takes LIKE wildcards literally and refuses an empty or overlong query', async () => {
    const searcher = await signedInMember({ completeProfile: true });
    expect((await searcher.client.get('/api/members?q=%25')).body.members).toEqual([]);
    expect((await searcher.client.get('/api/members?q=_')).body.members).toEqual([]);
    expect((await searcher.client.get('/api/members?q=')).status).toBe(400);
    expect((await searcher.client.get(`/api/members?q=${'a'.repeat(51)}`)).status).toBe(400);
  });
});
