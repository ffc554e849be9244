import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { parseConfig } from '../config';
import { signedInMember } from '../test/accounts';
import { pngBytes } from '../test/media-fixtures';
import { getTestServer } from '../test/test-server';
import { upload } from '../test/uploads';
import { createStorage } from './create-storage';
import { mediaStoreCheckFor } from './media-dir-check';
import { moveMedia } from './media-move';
import { createMediaStoreRepository } from './media-store-repository';

// Issue #56: an upgrade to a release that keeps media in MEDIA_DIR, with the files left in DATA_DIR/media, answered
// 404 for every photo and reported ready. Local disk here; the S3 driver's side is in s3-storage.test.ts.
const newDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'circles-media-store-'));

/** The shared test server's settings with other env (its DATA_DIR kept: its media folder is the old layout's). */
const configWith = async (env: Record<string, string>) => {
  const { context } = await getTestServer();
  const parsed = parseConfig({
    NODE_ENV: 'test',
    PUBLIC_URL: context.config.publicUrl,
    WEB_DIST: '/nonexistent',
    DATA_DIR: context.config.DATA_DIR,
    ...env,
  });
  if (!parsed.ok) throw new Error(parsed.problems.join(', '));
  return parsed.config;
};

async function postedPhoto() {
  const author = await signedInMember();
  const uploaded = await upload(author.client, 'image', await pngBytes(64, 48), 'image/png');
  const post = await author.client.post('/api/posts', {
    circleId: 'world',
    content: 'Kept',
    imageUrl: uploaded.body.url,
  });
  expect(post.status).toBe(201);
  return { author, url: uploaded.body.url as string };
}

describe('the media store check at start', () => {
  it('finds the media of the old layout (DATA_DIR/media) missing from a new MEDIA_DIR, says why, and passes once moved', async () => {
    const server = await getTestServer();
    const { author, url } = await postedPhoto();
    const db = server.context.database.db;
    // The layout of the release before: media in DATA_DIR/media. The check finds them and records the store.
    const before = await configWith({});
    expect(await mediaStoreCheckFor(before, createStorage(before), db)()).toMatchObject({
      ok: true,
      checked: 1,
    });
    const oldId = await createMediaStoreRepository(db).recordedStoreId();
    expect(fs.readFileSync(path.join(server.mediaDir, '.circles-media-id'), 'utf8').trim()).toBe(oldId);

    // Upgraded as the docs now say (MEDIA_DIR), the files not moved: not ready, and the log names the cause.
    const mediaDir = newDir();
    const after = await configWith({ MEDIA_DIR: mediaDir });
    const failed = await mediaStoreCheckFor(after, createStorage(after), db)();
    expect(failed).toMatchObject({ ok: false, reason: 'media_missing', store: mediaDir });
    const message = failed.ok ? '' : failed.message;
    expect(message).toContain(`1 of 1 media files looked at are missing from ${mediaDir}`);
    expect(message).toContain(`they are in ${server.mediaDir} (DATA_DIR/media)`);
    expect(message).toContain(`npm run media:move -- --from ${server.mediaDir} --to ${mediaDir}`);

    const upgraded = createApp({ ...server.context, config: after });
    await upgraded.mediaStore.start();
    const ready = await upgraded.app.request('/api/health/ready');
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'media_missing' });
    const photo = () => upgraded.app.request(url, { headers: { cookie: author.client.cookieHeader() } });
    expect((await photo()).status).toBe(404);

    // The documented move: then the same app serves the photo, and the store found good is the one recorded.
    expect(await moveMedia(server.mediaDir, mediaDir)).toEqual({ moved: 1, alreadyThere: 0, conflicts: [] });
    expect(await mediaStoreCheckFor(after, createStorage(after), db)()).toMatchObject({ ok: true });
    expect((await photo()).status).toBe(200);
    const newId = fs.readFileSync(path.join(mediaDir, '.circles-media-id'), 'utf8').trim();
    expect(newId).not.toBe(oldId);
    expect(await createMediaStoreRepository(db).recordedStoreId()).toBe(newId);
  });

  it('names another store as the cause when the files are nowhere it knows', async () => {
    const server = await getTestServer();
    await postedPhoto();
    const db = server.context.database.db;
    const config = await configWith({});
    await mediaStoreCheckFor(config, createStorage(config), db)();
    fs.rmSync(server.mediaDir, { recursive: true, force: true });
    const elsewhere = await configWith({ MEDIA_DIR: newDir() });
    const elsewhereStorage = createStorage(elsewhere);
    await elsewhereStorage.writeMarker('another-store');
    const failed = await mediaStoreCheckFor(elsewhere, elsewhereStorage, db)();
    expect(failed.ok ? '' : failed.message).toMatch(
      /is not the store this database's media were written to \(its marker is another-store/,
    );
  });

  it('does not look for a video still queued for processing (kept elsewhere until done)', async () => {
    const server = await getTestServer();
    const member = await signedInMember();
    const db = server.context.database.db;
    await db
      .insertInto('media_uploads')
      .values({
        owner_id: member.userId,
        bucket: 'posts',
        path: `${member.userId}/1.mp4`,
        kind: 'video',
        content_type: 'video/mp4',
        size_bytes: 10,
        width: null,
        height: null,
        variants: '[]',
        post_id: null,
        listing_id: null,
        message_id: null,
        processing: 'queued',
      })
      .execute();
    const config = await configWith({});
    expect(await mediaStoreCheckFor(config, createStorage(config), db)()).toEqual({ ok: true, checked: 0 });
  });

  it('passes an empty install and gives its store a marker', async () => {
    const server = await getTestServer();
    const config = await configWith({ MEDIA_DIR: newDir() });
    expect(await mediaStoreCheckFor(config, createStorage(config), server.context.database.db)()).toEqual({
      ok: true,
      checked: 0,
    });
    expect(fs.existsSync(path.join(config.MEDIA_DIR ?? '', '.circles-media-id'))).toBe(true);
  });

  it('moves media merging with what the target has, and leaves files that differ in both places', async () => {
    const from = newDir();
    const to = newDir();
    const write = (root: string, relative: string, text: string) => {
      fs.mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
      fs.writeFileSync(path.join(root, relative), text);
    };
    write(from, 'posts/u1/1.png', 'one');
    write(from, 'avatars/u1/2.webp', 'two');
    write(from, 'wall/u2/3.png', 'three');
    write(to, 'wall/u2/3.png', 'three');
    write(from, 'posts/u1/4.png', 'old');
    write(to, 'posts/u1/4.png', 'new');
    write(from, 'posts/u1/5.png.part', 'half');
    write(from, '.circles-media-id', 'old-id');
    expect(await moveMedia(from, to)).toEqual({ moved: 2, alreadyThere: 1, conflicts: ['posts/u1/4.png'] });
    expect(fs.readFileSync(path.join(to, 'avatars/u1/2.webp'), 'utf8')).toBe('two');
    expect(fs.readFileSync(path.join(to, 'posts/u1/4.png'), 'utf8')).toBe('new');
    expect(fs.existsSync(path.join(from, 'posts/u1/4.png'))).toBe(true);
    expect(fs.existsSync(path.join(from, 'wall/u2/3.png'))).toBe(false);
    expect(fs.existsSync(path.join(to, '.circles-media-id'))).toBe(false);
  });
});
