import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mediaMessages, mediaProcessingMessages } from '@circles/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../test/accounts';
import { fakeMp4Bytes, filmedAt, mp4Bytes, recordedWebmBytes } from '../../test/media-fixtures';
import { getTestServer, startTestServer, type TestServer } from '../../test/test-server';
import { upload } from '../../test/uploads';

type Member = Awaited<ReturnType<typeof signedInMember>>;

/** ffprobe's whole view of a file: container and every stream, with their tags. */
function probe(bytes: Buffer) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'circles-probe-')), 'file');
  fs.writeFileSync(file, bytes);
  const json = execFileSync('ffprobe', ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', file]);
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  return JSON.parse(json.toString()) as {
    format: { format_name: string; duration: string; tags?: Record<string, string> };
    streams: {
      codec_type: string;
      codec_name: string;
      pix_fmt?: string;
      width?: number;
      height?: number;
      tags?: Record<string, string>;
    }[];
  };
}

/** Where the top-level boxes of an MP4 are: fast start puts `moov` before `mdat`. */
function topLevelBoxes(bytes: Buffer) {
  const boxes: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length; ) {
    const size = bytes.readUInt32BE(offset);
    boxes.push(bytes.toString('ascii', offset + 4, offset + 8));
    if (size < 8) break;
    offset += size;
  }
  return boxes;
}

async function fetchAs(member: Member, url: string) {
  const server = await getTestServer();
  return fetch(`${server.url}${url}`, { headers: { cookie: member.client.cookieHeader() } });
}

// Uploads and posts go through a second app on the same database whose worker never runs (MEDIA_WORKERS=0), so
// each test sees the post while it waits; then the shared app's worker processes it, as another process would.
let waitingApp: TestServer;
beforeAll(async () => {
  const server = await getTestServer();
  waitingApp = await startTestServer({
    MEDIA_WORKERS: '0',
    MEDIA_DIR: server.mediaDir,
    WRITE_RATE_LIMIT_SCALE: '100',
  });
});
afterAll(() => waitingApp.close());

async function processEverything() {
  const { mediaProcessing } = await getTestServer();
  mediaProcessing.worker.kick();
  await mediaProcessing.worker.idle();
}

/** A member of the waiting app (same database and cookies) and a reader in the same circle. */
async function authorAndReader() {
  const author = await signedInMember();
  const reader = await signedInMember({ firstName: 'Rita' });
  return { author, reader, viaWaitingApp: author.client.withBase(waitingApp.url) };
}

describe('videos and audio through ffmpeg (issue #52)', () => {
  it('holds a phone video until it is processed, then publishes it without where or when it was filmed', async () => {
    const { author, reader, viaWaitingApp } = await authorAndReader();
    const uploaded = await upload(viaWaitingApp, 'video', mp4Bytes(), 'video/mp4');
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({ processing: true, contentType: 'video/mp4' });
    expect(uploaded.body.path).toMatch(/\.mp4$/);
    // Nobody is served what was uploaded, not even its author.
    expect((await fetchAs(author, uploaded.body.url)).status).toBe(404);
    expect((await viaWaitingApp.get(`/api${uploaded.body.url}/status`)).body).toMatchObject({
      state: 'processing',
    });
    expect((await reader.client.get(`/api${uploaded.body.url}/status`)).status).toBe(404);

    const created = await viaWaitingApp.post('/api/posts', {
      circleId: 'world',
      content: 'Our holiday',
      videoSource: { original: 'english', english: uploaded.body.url },
    });
    expect(created.status).toBe(202);
    expect(created.body.pending).toMatchObject({
      content: 'Our holiday',
      kind: 'video',
      state: 'processing',
    });
    const pending = await author.client.get('/api/posts/pending');
    expect(pending.body.pending.map((post: { id: string }) => post.id)).toEqual([created.body.pending.id]);
    expect((await reader.client.get('/api/posts/pending')).body.pending).toEqual([]);
    const before = await reader.client.get('/api/feed/circles/world');
    expect(before.body.posts.some((post: { content: string }) => post.content === 'Our holiday')).toBe(false);

    await processEverything();

    expect((await author.client.get('/api/posts/pending')).body.pending).toEqual([]);
    const feed = await reader.client.get('/api/feed/circles/world');
    const post = feed.body.posts.find((entry: { content: string }) => entry.content === 'Our holiday');
    expect(post.videos).toMatchObject([{ url: uploaded.body.url, width: 320, height: 240 }]);
    expect(post.videos[0].durationMs).toBeGreaterThan(800);
    expect(post.videos[0].poster).toMatchObject({
      url: `${uploaded.body.url}?poster=1`,
      width: 320,
      height: 240,
    });

    const served = await fetchAs(reader, uploaded.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('video/mp4');
    const bytes = Buffer.from(await served.arrayBuffer());
    const probed = probe(bytes);
    const video = probed.streams.find((stream) => stream.codec_type === 'video');
    const audio = probed.streams.find((stream) => stream.codec_type === 'audio');
    expect(video).toMatchObject({ codec_name: 'h264', pix_fmt: 'yuv420p' });
    expect(audio?.codec_name).toBe('aac');
    // Every tag of the container and of each stream: nothing of where, when or on what.
    const tags = JSON.stringify([
      probed.format.tags ?? {},
      ...probed.streams.map((stream) => stream.tags ?? {}),
    ]);
    for (const told of ['location', 'ISO6709', 'creation_time', 'PhoneCo', 'Snapper', 'holiday', 'Lavf'])
      expect(tags).not.toContain(told);
    expect(bytes.includes(Buffer.from(filmedAt))).toBe(false);
    expect(topLevelBoxes(bytes).indexOf('moov')).toBeLessThan(topLevelBoxes(bytes).indexOf('mdat'));

    const poster = await fetchAs(reader, `${uploaded.body.url}?poster=1`);
    expect(poster.headers.get('content-type')).toBe('image/jpeg');
    const posterMeta = await sharp(Buffer.from(await poster.arrayBuffer())).metadata();
    expect(posterMeta).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
    expect(posterMeta.exif).toBeUndefined();
  });

  it('turns a browser recording (VP8/Opus WebM) into H.264/AAC MP4 that Safari plays', async () => {
    const { reader, viaWaitingApp } = await authorAndReader();
    const uploaded = await upload(viaWaitingApp, 'video', recordedWebmBytes(), 'video/webm');
    const created = await viaWaitingApp.post('/api/posts', {
      circleId: 'world',
      content: 'Recorded in the browser',
      videoSource: { original: 'english', english: uploaded.body.url },
    });
    expect(created.status).toBe(202);
    await processEverything();
    const served = await fetchAs(reader, uploaded.body.url);
    const probed = probe(Buffer.from(await served.arrayBuffer()));
    expect(probed.format.format_name).toContain('mp4');
    expect(probed.streams.map((stream) => stream.codec_name).sort()).toEqual(['aac', 'h264']);
  });

  it('tells the author in plain words when a file cannot be processed, and publishes nothing', async () => {
    const { author, reader, viaWaitingApp } = await authorAndReader();
    const uploaded = await upload(viaWaitingApp, 'video', fakeMp4Bytes(), 'video/mp4');
    expect(uploaded.status).toBe(201);
    const created = await viaWaitingApp.post('/api/posts', {
      circleId: 'world',
      content: 'Broken clip',
      videoSource: { original: 'english', english: uploaded.body.url },
    });
    expect(created.status).toBe(202);
    await processEverything();

    const [failed] = (await author.client.get('/api/posts/pending')).body.pending;
    expect(failed).toMatchObject({ state: 'failed', content: 'Broken clip' });
    expect(failed.message.length).toBeGreaterThan(10);
    const feed = await reader.client.get('/api/feed/circles/world');
    expect(feed.body.posts.some((post: { content: string }) => post.content === 'Broken clip')).toBe(false);
    // Nothing half-posted: the upload and its files are gone.
    const { context, mediaDir } = await getTestServer();
    const rows = await context.database.db
      .selectFrom('media_uploads')
      .select('id')
      .where('path', '=', uploaded.body.path)
      .execute();
    expect(rows).toEqual([]);
    expect(fs.existsSync(path.join(mediaDir, 'posts', `${uploaded.body.path}.source`))).toBe(false);
    expect((await author.client.delete(`/api/posts/pending/${failed.id}`)).status).toBe(204);
    expect((await author.client.get('/api/posts/pending')).body.pending).toEqual([]);
    expect((await reader.client.delete(`/api/posts/pending/${failed.id}`)).status).toBe(404);
  });

  it('cleans a video stored before processing existed, keeping its address (the backfill)', async () => {
    const { author, reader } = await authorAndReader();
    const server = await getTestServer();
    const uploaded = await upload(author.client, 'video', mp4Bytes(), 'video/mp4');
    await server.mediaProcessing.worker.idle();
    const created = await author.client.post('/api/posts', {
      circleId: 'world',
      content: 'Filmed long ago',
      videoSource: { original: 'english', english: uploaded.body.url },
    });
    expect(created.status).toBe(201);
    // As an earlier release left it: the file as uploaded, tags and all, served as it was; the migration marks it.
    fs.writeFileSync(path.join(server.mediaDir, 'posts', uploaded.body.path), mp4Bytes());
    await server.context.database.db
      .updateTable('media_uploads')
      .set({ processing: 'backfill', size_bytes: mp4Bytes().length, duration_ms: null, poster: null })
      .where('path', '=', uploaded.body.path)
      .execute();
    await server.context.database.db
      .updateTable('posts')
      .set({ media_info: null })
      .where('id', '=', created.body.id)
      .execute();
    const servedBefore = Buffer.from(await (await fetchAs(reader, uploaded.body.url)).arrayBuffer());
    expect(servedBefore.includes(Buffer.from(filmedAt))).toBe(true);

    await processEverything();

    const servedAfter = Buffer.from(await (await fetchAs(reader, uploaded.body.url)).arrayBuffer());
    expect(servedAfter.includes(Buffer.from(filmedAt))).toBe(false);
    const detail = await reader.client.get(`/api/feed/circles/world/posts/${created.body.id}`);
    expect(detail.body.videos[0]).toMatchObject({ width: 320, height: 240 });
    expect(detail.body.videos[0].poster).not.toBeNull();
  });

  it('waits for an earlier file missing from the store (media still to be moved) instead of failing it', async () => {
    const { author } = await authorAndReader();
    const server = await getTestServer();
    const uploaded = await upload(author.client, 'video', mp4Bytes(), 'video/mp4');
    await server.mediaProcessing.worker.idle();
    const stored = path.join(server.mediaDir, 'posts', uploaded.body.path);
    const elsewhere = `${stored}.moved-away`;
    fs.renameSync(stored, elsewhere);
    const db = server.context.database.db;
    const row = db
      .selectFrom('media_uploads')
      .select(['processing', 'processing_claimed_until'])
      .where('path', '=', uploaded.body.path);
    await db
      .updateTable('media_uploads')
      .set({ processing: 'backfill' })
      .where('path', '=', uploaded.body.path)
      .execute();

    await processEverything();
    expect((await row.executeTakeFirstOrThrow()).processing).toBe('backfill');

    // The operator moves the files back; once the wait is over the file is processed.
    fs.renameSync(elsewhere, stored);
    await db
      .updateTable('media_uploads')
      .set({ processing_claimed_until: null })
      .where('path', '=', uploaded.body.path)
      .execute();
    await processEverything();
    expect((await row.executeTakeFirstOrThrow()).processing).toBe('done');
  });

  it('refuses video and audio uploads with a clear message where ffmpeg is missing', async () => {
    const server = await getTestServer();
    const noFfmpeg = await startTestServer({
      FFMPEG_PATH: '/nonexistent/ffmpeg',
      FFPROBE_PATH: '/nonexistent/ffprobe',
      MEDIA_DIR: server.mediaDir,
    });
    try {
      const { client } = await signedInMember();
      const refused = await upload(client.withBase(noFfmpeg.url), 'video', mp4Bytes(), 'video/mp4');
      expect(refused.status).toBe(503);
      expect(refused.body.message).toBe(mediaMessages.processingUnavailable);
    } finally {
      await noFfmpeg.close();
    }
  });

  it('words the progress as the author reads it', () => {
    expect(mediaProcessingMessages.processing('video', 40)).toBe('Processing video… 40%');
  });
});
