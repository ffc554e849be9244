import fs from 'node:fs';
import path from 'node:path';
import { mediaRules, roleMessages, verificationMessages } from '@circles/contracts';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { jpegWithGps, pngBytes } from '../../test/media-fixtures';
import { getTestServer } from '../../test/test-server';
import { requestVerification } from './testing';

/** Every file under the private verification bucket on the test server's disk. */
function privateFiles(mediaDir: string) {
  const root = path.join(mediaDir, 'private-verification');
  if (!fs.existsSync(root)) return [];
  return fs.readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
}

// Every test starts on an empty database: the first member signed up is the admin.
describe('verification requests (issue 17)', () => {
  it('records a request with a photo as pending, refuses a second, and keeps the photo private', async () => {
    const server = await getTestServer();
    await signedInMember({ firstName: 'Admin' });
    const member = await signedInMember({ firstName: 'Vera' });

    expect((await member.client.get('/api/verification/status')).body).toEqual({
      isRequired: false,
      isVerified: false,
      request: null,
    });
    const sent = await requestVerification(member.client, await jpegWithGps(), '  My passport  ');
    expect(sent.status).toBe(201);
    expect(sent.body.request).toMatchObject({ status: 'pending', note: 'My passport', reason: null });

    const again = await requestVerification(member.client, await pngBytes());
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(verificationMessages.alreadyPending);

    // Stored once, re-encoded (no EXIF GPS left), in the private bucket only.
    const files = privateFiles(server.mediaDir);
    expect(files).toHaveLength(1);
    const stored = fs.readFileSync(path.join(files[0]?.parentPath ?? '', files[0]?.name ?? ''));
    expect(stored.includes(Buffer.from('PhoneCo'))).toBe(false);
    const [ownerDir, fileName] = [path.basename(files[0]?.parentPath ?? ''), files[0]?.name ?? ''];
    expect(ownerDir).toBe(member.userId);
    // No public media URL reaches it, for its owner or anyone else.
    for (const bucket of ['private-verification', 'posts', 'avatars', 'wall']) {
      const owned = await member.client.get(`/media/${bucket}/${ownerDir}/${fileName}`);
      expect(owned.status).toBeGreaterThanOrEqual(400);
    }
    expect(
      (await member.client.get(`/media/posts/..%2Fprivate-verification%2F${ownerDir}/${fileName}`)).status,
    ).toBeGreaterThanOrEqual(400);
    // Nor the admin route, for its owner.
    expect((await member.client.get(`/api/verification/requests/${sent.body.request.id}/photo`)).status).toBe(
      403,
    );
  });

  it('refuses a request without a photo, with a file that is not an image, or when too large', async () => {
    await signedInMember({ firstName: 'Admin' });
    const member = await signedInMember();
    const none = await requestVerification(member.client, null, 'no photo');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe(verificationMessages.photoRequired);
    const text = await requestVerification(member.client, Buffer.from('not an image at all'));
    expect(text.status).toBe(400);
    expect(text.body.message).toBe(mediaRules.image.wrongType);
    const big = await requestVerification(member.client, Buffer.alloc(mediaRules.image.maxBytes + 1024, 1));
    expect(big.status).toBe(413);
    const longNote = await requestVerification(member.client, await pngBytes(), 'x'.repeat(501));
    expect(longNote.status).toBe(400);
    expect(longNote.body.message).toBe(verificationMessages.noteTooLong);
    expect((await member.client.get('/api/verification/status')).body.request).toBeNull();
  });

  it('lets only admins list, view, approve and reject (not members, not site moderators)', async () => {
    const admin = await signedInMember({ firstName: 'Admin' });
    const moderator = await signedInMember({ firstName: 'Mod' });
    const member = await signedInMember({ firstName: 'Vera' });
    expect(
      (await admin.client.put(`/api/roles/site/${moderator.userId}`, { role: 'moderator' })).status,
    ).toBe(200);
    const sent = await requestVerification(member.client, await pngBytes(), 'Driving licence');
    const id = sent.body.request.id as string;

    for (const outsider of [member, moderator]) {
      const list = await outsider.client.get('/api/verification/requests');
      expect(list.status).toBe(403);
      expect(list.body.message).toBe(roleMessages.adminsOnly);
      expect((await outsider.client.get(`/api/verification/requests/${id}/photo`)).status).toBe(403);
      expect((await outsider.client.post(`/api/verification/requests/${id}/approve`)).status).toBe(403);
      expect(
        (await outsider.client.post(`/api/verification/requests/${id}/reject`, { reason: 'No' })).status,
      ).toBe(403);
    }
    expect((await member.client.get('/api/verification/status')).body.request.status).toBe('pending');

    const list = await admin.client.get('/api/verification/requests');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({
        id,
        note: 'Driving licence',
        photoUrl: `/api/verification/requests/${id}/photo`,
        member: expect.objectContaining({ userId: member.userId, fullName: 'Vera Lovelace' }),
      }),
    ]);
    const photo = await fetch(`${(await getTestServer()).url}${list.body[0].photoUrl}`, {
      headers: { cookie: admin.client.cookieHeader() },
    });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('cache-control')).toBe('no-store');
    expect(photo.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it('approves: the badge shows on /api/me and the profile, the member is told, the photo is gone', async () => {
    const server = await getTestServer();
    const admin = await signedInMember({ firstName: 'Admin' });
    const member = await signedInMember({ firstName: 'Vera' });
    const sent = await requestVerification(member.client, await pngBytes());
    const id = sent.body.request.id as string;
    expect(privateFiles(server.mediaDir)).toHaveLength(1);

    const approved = await admin.client.post(`/api/verification/requests/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id, status: 'approved' });

    expect(privateFiles(server.mediaDir)).toHaveLength(0);
    expect((await admin.client.get(`/api/verification/requests/${id}/photo`)).status).toBe(404);
    expect((await admin.client.post(`/api/verification/requests/${id}/approve`)).status).toBe(404);
    expect((await admin.client.get('/api/verification/requests')).body).toEqual([]);

    const me = await member.client.get('/api/me');
    expect(me.body.manualVerification).toBe(true);
    const profile = await admin.client.get(`/api/members/${me.body.userHandle}`);
    expect(profile.body.isVerified ?? profile.body.profile?.isVerified).toBe(true);
    const status = await member.client.get('/api/verification/status');
    expect(status.body).toMatchObject({ isVerified: true, request: { status: 'approved', reason: null } });
    const notes = await member.client.get('/api/notifications');
    const list = notes.body.notifications ?? notes.body;
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          title: verificationMessages.approvedTitle,
          message: verificationMessages.approvedMessage,
        }),
      ]),
    );
    // Verified: nothing more to ask.
    const more = await requestVerification(member.client, await pngBytes());
    expect(more.body.message).toBe(verificationMessages.alreadyVerified);
  });

  it('rejects with a reason the member reads; the photo is gone and they may ask again', async () => {
    const server = await getTestServer();
    const admin = await signedInMember({ firstName: 'Admin' });
    const member = await signedInMember({ firstName: 'Vera' });
    const id = (await requestVerification(member.client, await pngBytes())).body.request.id as string;

    const noReason = await admin.client.post(`/api/verification/requests/${id}/reject`, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe(verificationMessages.reasonRequired);
    const reason = 'The photo is too blurry to read.';
    const rejected = await admin.client.post(`/api/verification/requests/${id}/reject`, { reason });
    expect(rejected.status).toBe(200);
    expect(rejected.body.status).toBe('rejected');
    expect(privateFiles(server.mediaDir)).toHaveLength(0);

    const status = await member.client.get('/api/verification/status');
    expect(status.body).toMatchObject({ isVerified: false, request: { status: 'rejected', reason } });
    expect((await member.client.get('/api/me')).body.manualVerification).toBe(false);
    const notes = await member.client.get('/api/notifications');
    expect(JSON.stringify(notes.body)).toContain(verificationMessages.rejectedMessage(reason));

    const again = await requestVerification(member.client, await pngBytes(), 'A sharper photo');
    expect(again.status).toBe(201);
    expect(again.body.request).toMatchObject({ status: 'pending', note: 'A sharper photo' });
  });

  it('erases a member’s requests and their waiting photo with the account', async () => {
    const server = await getTestServer();
    await signedInMember({ firstName: 'Admin' });
    const member = await signedInMember({ firstName: 'Vera' });
    expect((await requestVerification(member.client, await pngBytes())).status).toBe(201);
    expect(privateFiles(server.mediaDir)).toHaveLength(1);
    const deletion = await member.client.post('/api/me/deletion', { password: member.account.password });
    expect(deletion.status).toBe(200);
    await server.account.eraseDue(new Date(Date.now() + 8 * 24 * 60 * 60 * 1000));
    expect(privateFiles(server.mediaDir)).toHaveLength(0);
    const rows = await server.context.database.db
      .selectFrom('verification_requests')
      .select('id')
      .where('user_id', '=', member.userId)
      .execute();
    expect(rows).toEqual([]);
  });
});
