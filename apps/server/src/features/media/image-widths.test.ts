import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { createCircle } from '../../test/circles';
import { pngBytes } from '../../test/media-fixtures';
import { getTestServer } from '../../test/test-server';
import { upload } from '../../test/uploads';

const widthOf = async (response: Response) =>
  (await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width;

describe('responsive images (issue 16)', () => {
  it('stores a posted photo also 640 and 1280 px wide, serves each by ?w=, and the card carries the sizes', async () => {
    const { url, mediaDir } = await getTestServer();
    const author = await signedInMember({ firstName: 'Wanda' });
    const outsider = await signedInMember({ firstName: 'Otto' });
    const circleId = await createCircle(author.client, { type: 'private' });

    const uploaded = await upload(author.client, 'image', await pngBytes(2000, 1000), 'image/png');
    expect(uploaded.status).toBe(201);
    const stored = (width: number) =>
      path.join(mediaDir, 'posts', uploaded.body.path.replace('.png', `-w${width}.png`));
    expect(fs.existsSync(stored(640))).toBe(true);
    expect(fs.existsSync(stored(1280))).toBe(true);

    const created = await author.client.post('/api/posts', {
      circleId,
      content: 'Wide view',
      imageUrl: uploaded.body.url,
    });
    expect(created.status).toBe(201);
    expect(created.body.imageSize).toEqual({ width: 2000, height: 1000, widths: [640, 1280] });
    const feed = await author.client.get(`/api/feed/circles/${circleId}`);
    expect(feed.body.posts[0].imageSize).toEqual(created.body.imageSize);

    const get = (query: string, cookie: string) =>
      fetch(`${url}${uploaded.body.url}${query}`, { headers: { cookie } });
    const small = await get('?w=640', author.client.cookieHeader());
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/png');
    expect(Number(small.headers.get('content-length'))).toBe(fs.statSync(stored(640)).size);
    expect(await widthOf(small)).toBe(640);
    expect(await widthOf(await get('?w=1280', author.client.cookieHeader()))).toBe(1280);
    // A width it was not stored at, or none, serves the original.
    expect(await widthOf(await get('?w=900', author.client.cookieHeader()))).toBe(2000);
    expect(await widthOf(await get('', author.client.cookieHeader()))).toBe(2000);
    expect((await get('?w=wide', author.client.cookieHeader())).status).toBe(400);
    // The copies follow the original's access: a private circle's photo is not found for an outsider.
    expect((await get('?w=640', outsider.client.cookieHeader())).status).toBe(404);

    // Deleting the post removes the copies with the original.
    expect((await author.client.delete(`/api/posts/${created.body.id}`)).status).toBe(200);
    expect(fs.existsSync(stored(640))).toBe(false);
    expect(fs.existsSync(stored(1280))).toBe(false);
  });

  it('keeps a photo narrower than 640 px as it is, with no copies', async () => {
    const author = await signedInMember({ firstName: 'Nina' });
    const uploaded = await upload(author.client, 'image', await pngBytes(600, 400), 'image/png');
    const created = await author.client.post('/api/posts', {
      circleId: 'world',
      content: 'Small one',
      imageUrl: uploaded.body.url,
    });
    expect(created.body.imageSize).toEqual({ width: 600, height: 400, widths: [] });
  });

  it('makes no copies of a wall image (the wall shows it at the size its owner chose)', async () => {
    const { mediaDir } = await getTestServer();
    const member = await signedInMember({ firstName: 'Ava' });
    const uploaded = await upload(member.client, 'image', await pngBytes(1600, 900), 'image/png', 'wall');
    expect(uploaded.status).toBe(201);
    const folder = path.join(mediaDir, 'wall', member.userId);
    expect(fs.readdirSync(folder).filter((name) => name.includes('-w'))).toEqual([]);
  });
});
