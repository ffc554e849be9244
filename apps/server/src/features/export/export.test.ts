import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { listingInput } from '../../test/listings';
import { pngBytes } from '../../test/media-fixtures';
import { getTestServer } from '../../test/test-server';
import { upload } from '../../test/uploads';

/** The archive's files by name, read back by Python's zipfile (which checks every CRC). */
function unzip(archive: Buffer): Record<string, Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'export-test-'));
  const file = path.join(dir, 'export.zip');
  fs.writeFileSync(file, archive);
  const script = [
    'import sys,zipfile,json,base64',
    'z=zipfile.ZipFile(sys.argv[1])',
    'assert z.testzip() is None',
    'print(json.dumps({n: base64.b64encode(z.read(n)).decode() for n in z.namelist()}))',
  ].join('\n');
  const out = JSON.parse(execFileSync('python3', ['-c', script, file]).toString()) as Record<string, string>;
  return Object.fromEntries(Object.entries(out).map(([name, data]) => [name, Buffer.from(data, 'base64')]));
}

describe('GET /api/me/export (issue 18: your data)', () => {
  it('streams a ZIP of everything the member made and set, with their media, and nothing of anyone else', async () => {
    const member = await signedInMember({ firstName: 'Exa', completeProfile: true });
    const other = await signedInMember({ firstName: 'Otto' });
    const image = await upload(member.client, 'image', await pngBytes(), 'image/png');
    const post = await member.client.post('/api/posts', {
      circleId: 'world',
      content: 'First text',
      imageUrl: image.body.url,
      mediaAlt: 'A test pattern',
    });
    await member.client.patch(`/api/posts/${post.body.id}`, { content: 'Second text' });
    await other.client.post(`/api/posts/${post.body.id}/comments`, { content: 'A stranger’s words' });
    await member.client.post(`/api/posts/${post.body.id}/comments`, { content: 'My own reply' });
    await member.client.post('/api/likes/toggle', { likeableType: 'post', likeableId: post.body.id });
    await member.client.put(`/api/favorites/${post.body.id}`);
    await member.client.put('/api/preferences/theme', { value: 'dark' });
    const proposal = await member.client.post('/api/governance/policies/privacy-rights/proposals', {
      title: 'Shorter retention',
      proposedText: 'Circles keeps only what it needs, for as short a time as it can.',
    });
    const listingPhoto = await upload(member.client, 'image', await pngBytes(), 'image/png');
    const listing = await member.client.post(
      '/api/marketplace/listings',
      listingInput({ photos: [listingPhoto.body.url] }),
    );
    expect(listing.status).toBe(201);
    const othersListing = await other.client.post('/api/marketplace/listings', {
      title: 'Someone else’s kettle',
      description: 'Boils water.',
      category: 'home-garden',
      priceCents: 900,
      currency: 'EUR',
      condition: 'fair',
      location: 'Nantes',
      photos: [],
    });
    await member.client.post(`/api/marketplace/listings/${othersListing.body.id}/save`);

    const { url } = await getTestServer();
    const response = await fetch(`${url}/api/me/export`, {
      headers: { cookie: member.client.cookieHeader() },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="circles-exa[a-z0-9]*-\d{4}-\d\d-\d\d\.zip"$/,
    );
    const archive = Buffer.from(await response.arrayBuffer());
    expect(archive.length).toBe(Number(response.headers.get('content-length')));

    const files = unzip(archive);
    const read = (name: string) => JSON.parse(files[name]?.toString() ?? 'null');
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['README.txt', 'profile.json', 'posts.json', 'comments.json', 'likes.json']),
    );
    const profile = read('profile.json');
    expect(profile.account).toMatchObject({ id: member.userId, email: member.account.email });
    expect(profile.icons).toHaveLength(6);
    expect(profile.icons.every((code: string | null) => typeof code === 'string')).toBe(true);
    expect(profile.preferences).toEqual([
      expect.objectContaining({ preference_key: 'theme', preference_value: 'dark' }),
    ]);
    const [exportedPost] = read('posts.json');
    expect(exportedPost).toMatchObject({ content: 'Second text', media_alt: 'A test pattern' });
    expect(exportedPost.earlier_texts.map((e: { previous_content: string }) => e.previous_content)).toEqual([
      'First text',
    ]);
    expect(read('comments.json').map((c: { content: string }) => c.content)).toEqual(['My own reply']);
    expect(read('likes.json')).toEqual([expect.objectContaining({ likeable_id: post.body.id })]);
    expect(read('favorites.json')).toEqual([expect.objectContaining({ post_id: post.body.id })]);
    expect(read('governance.json').proposals).toEqual([
      expect.objectContaining({ id: proposal.body.id, title: 'Shorter retention', status: 'open' }),
    ]);
    // Their own listings (with the photos as files, below) and the ones they saved, which are only ids.
    const marketplace = read('marketplace.json');
    expect(marketplace.listings).toEqual([
      expect.objectContaining({
        id: listing.body.id,
        title: 'Blue mountain bike',
        price_cents: 25000,
        currency: 'EUR',
        photo_urls: [listingPhoto.body.url],
        sold_at: null,
      }),
    ]);
    expect(marketplace.saves).toEqual([expect.objectContaining({ listing_id: othersListing.body.id })]);
    expect(files[`media/posts/${listingPhoto.body.path}`]?.length).toBeGreaterThan(0);

    // The photo itself, byte for byte, as the member's media.
    const mediaName = `media/posts/${image.body.path}`;
    const served = Buffer.from(
      await (
        await fetch(`${url}${image.body.url}`, { headers: { cookie: member.client.cookieHeader() } })
      ).arrayBuffer(),
    );
    expect(files[mediaName]?.equals(served)).toBe(true);
    // Nothing another member wrote.
    expect(archive.includes(Buffer.from('A stranger’s words'))).toBe(false);
    expect(archive.includes(Buffer.from('Someone else’s kettle'))).toBe(false);
  });

  it('is for the signed-in member only', async () => {
    const { url } = await getTestServer();
    expect((await fetch(`${url}/api/me/export`)).status).toBe(401);
  });
});
