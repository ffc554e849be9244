import { limits, mediaMessages } from '@circles/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { fetchMediaFile, putAvatar } from '../../test/avatars';
import { jpegWithGps, pngBytes, wavBytes } from '../../test/media-fixtures';
import { getTestServer } from '../../test/test-server';
import { upload } from '../../test/uploads';

async function avatarRows(userId: string) {
  const { context } = await getTestServer();
  return context.database.db
    .selectFrom('media_uploads')
    .select('path')
    .where('owner_id', '=', userId)
    .where('bucket', '=', 'avatars')
    .execute();
}

describe('avatar upload', () => {
  it('stores a square re-encoded picture at avatars/{userId}/{timestamp}.{ext} that other members see', async () => {
    const { client, userId } = await signedInMember();
    const other = await signedInMember({ firstName: 'Olga' });
    const response = await putAvatar(client, await pngBytes(300, 200));
    expect(response.status).toBe(200);
    expect(response.body.avatarUrl).toMatch(new RegExp(`^/media/avatars/${userId}/\\d+\\.png$`));
    expect((await client.get('/api/me')).body.avatarUrl).toBe(response.body.avatarUrl);

    const file = await fetchMediaFile(other.client, response.body.avatarUrl);
    expect(file.status).toBe(200);
    const metadata = await sharp(file.bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([limits.avatarPixels, limits.avatarPixels]);
  });

  it('strips EXIF and GPS from a phone photo', async () => {
    const { client } = await signedInMember();
    const original = await jpegWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await putAvatar(client, original, 'image/jpeg');
    expect(response.status).toBe(200);
    const file = await fetchMediaFile(client, response.body.avatarUrl);
    const metadata = await sharp(file.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(file.bytes.includes(Buffer.from('PhoneCo'))).toBe(false);
  });

  it.each([
    ['text claiming to be a PNG', Buffer.from('definitely not an image'), 'image/png'],
    ['audio claiming to be a JPEG', wavBytes(), 'image/jpeg'],
    ['an empty body', Buffer.alloc(0), 'image/png'],
  ])('refuses %s with the SPEC message and keeps the old picture', async (_label, bytes, type) => {
    const { client, userId } = await signedInMember();
    const first = await putAvatar(client, await pngBytes());
    const response = await putAvatar(client, bytes, type);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(mediaMessages.notImage);
    expect((await client.get('/api/me')).body.avatarUrl).toBe(first.body.avatarUrl);
    expect(await avatarRows(userId)).toHaveLength(1);
  });

  it.each(['text/plain', 'application/json', 'application/x-www-form-urlencoded', undefined])(
    'refuses a non-image body sent as %s with a 400, never a 500',
    async (type) => {
      const { client } = await signedInMember();
      const response = await client.request(
        'PUT',
        '/api/me/avatar',
        '{}',
        type ? { 'content-type': type } : {},
      );
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(mediaMessages.notImage);
    },
  );

  it('refuses a file over 5MB with the SPEC message', async () => {
    const { client, userId } = await signedInMember();
    const oversize = Buffer.concat([await pngBytes(), Buffer.alloc(limits.imageBytes)]);
    const response = await putAvatar(client, oversize);
    expect(response.status).toBe(413);
    expect(response.body.message).toBe(mediaMessages.imageTooLarge);
    expect((await client.get('/api/me')).body.avatarUrl).toBeNull();
    expect(await avatarRows(userId)).toHaveLength(0);
  });

  it('removes the old file when a new picture replaces it, and on removal', async () => {
    const { client, userId } = await signedInMember();
    const first = await putAvatar(client, await pngBytes());
    const second = await putAvatar(client, await jpegWithGps(), 'image/jpeg');
    expect(second.body.avatarUrl).not.toBe(first.body.avatarUrl);
    expect((await fetchMediaFile(client, first.body.avatarUrl)).status).toBe(404);
    expect((await fetchMediaFile(client, second.body.avatarUrl)).status).toBe(200);
    expect(await avatarRows(userId)).toHaveLength(1);

    const removed = await client.delete('/api/me/avatar');
    expect(removed.status).toBe(200);
    expect(removed.body.avatarUrl).toBeNull();
    expect((await fetchMediaFile(client, second.body.avatarUrl)).status).toBe(404);
    expect(await avatarRows(userId)).toHaveLength(0);
  });

  it('takes avatars only through PUT /api/me/avatar, and never lets better-auth set the URL', async () => {
    const { client } = await signedInMember();
    const direct = await upload(client, 'image', await pngBytes(), 'image/png', 'avatars');
    expect(direct.status).toBe(400);
    const viaAuth = await client.post('/api/auth/update-user', { image: 'https://tracker.example/p.png' });
    expect(viaAuth.status).toBe(404);
    expect((await client.get('/api/me')).body.avatarUrl).toBeNull();
  });
});
