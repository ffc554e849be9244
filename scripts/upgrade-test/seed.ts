// What the upgrade test writes into the old release, through its API only (scripts/upgrade-test.ts).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { TestClient } from '../../apps/server/src/test/http-client';

export type Member = { name: string; email: string; userId: string; client: TestClient };
/** A media URL written (`/media/<bucket>/<user>/<file>`) and who may read it. */
export type Written = { url: string; kind: 'image' | 'video' | 'audio'; reader: Member };

const password = 'Correct1horse-upgrade';

const must = <T extends { status: number; body: unknown }>(what: string, response: T, ...ok: number[]) => {
  if (!ok.includes(response.status)) {
    throw new Error(`${what}: answered ${response.status} ${JSON.stringify(response.body).slice(0, 300)}`);
  }
  return response;
};

/** A second of test picture and of tone, made by ffmpeg: real media, as a phone would send. */
export function makeMediaFiles(dir: string) {
  const video = path.join(dir, 'clip.mp4');
  const audio = path.join(dir, 'tone.wav');
  const ffmpeg = (...args: string[]) =>
    execFileSync('ffmpeg', ['-loglevel', 'error', '-y', ...args], { timeout: 30_000 });
  ffmpeg('-f', 'lavfi', '-i', 'testsrc=size=64x48:rate=10', '-t', '1', '-pix_fmt', 'yuv420p', video);
  ffmpeg('-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-ac', '1', '-ar', '8000', audio);
  return { video: fs.readFileSync(video), audio: fs.readFileSync(audio) };
}

const png = (width: number, height: number, red: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 90, b: 160 } } })
    .png()
    .toBuffer();

async function signUp(url: string, name: string): Promise<Member> {
  // The same member talks to 1.0.0 and to HEAD: each answers by its own release's contracts.
  const client = new TestClient(url, undefined, { checkContracts: false });
  const email = `${name.toLowerCase()}-upgrade@example.com`;
  must(
    `sign-up of ${name}`,
    await client.post('/api/auth/sign-up/email', {
      firstName: name,
      lastName: 'Upgrade',
      email,
      password,
      name,
    }),
    200,
  );
  const mail = await client.get<{ link: string }[]>(
    `/dev/mailbox?format=json&to=${encodeURIComponent(email)}`,
  );
  const token = new URL(mail.body[0]?.link ?? 'http://x/').searchParams.get('token');
  must(`verification of ${name}`, await client.get(`/api/auth/verify-email?token=${token}`), 200, 302);
  must(`sign-in of ${name}`, await client.post('/api/auth/sign-in/email', { email, password }), 200);
  const session = await client.get<{ user: { id: string } }>('/api/auth/get-session');
  return { name, email, userId: session.body.user.id, client };
}

const upload = async (
  member: Member,
  kind: Written['kind'],
  bytes: Buffer,
  type: string,
  bucket = 'posts',
) => {
  const response = await member.client.request('POST', `/api/media/${bucket}?kind=${kind}`, bytes, {
    'content-type': type,
  });
  return must(`${kind} upload by ${member.name}`, response, 201).body as { url: string };
};

/**
 * Members, a circle, posts with a photo, a video and an audio, comments, likes, direct messages, a marketplace
 * listing with a photo, a governance proposal, a wall with a photo, and an avatar: rows in most tables and files
 * in every media bucket. Returns the members and every media URL written.
 */
export async function seed(url: string, media: { video: Buffer; audio: Buffer }) {
  const ada = await signUp(url, 'Ada');
  const grace = await signUp(url, 'Grace');
  const linus = await signUp(url, 'Linus');
  const written: Written[] = [];

  must(
    'avatar',
    await ada.client.request('PUT', '/api/me/avatar', await png(96, 96, 30), { 'content-type': 'image/png' }),
    200,
  );
  must('circle', await ada.client.post('/api/circles', { name: 'Upgrade club', type: 'public' }), 201, 200);

  const photo = await upload(ada, 'image', await png(640, 480, 200), 'image/png');
  written.push({ url: photo.url, kind: 'image', reader: grace });
  const photoPost = must(
    'photo post',
    await ada.client.post<{ id: string }>('/api/posts', {
      circleId: 'world',
      content: 'A photo before the upgrade',
      imageUrl: photo.url,
    }),
    201,
  );
  const video = await upload(grace, 'video', media.video, 'video/mp4');
  written.push({ url: video.url, kind: 'video', reader: ada });
  must(
    'video post',
    await grace.client.post('/api/posts', {
      circleId: 'world',
      content: 'A video',
      videoSource: { original: 'english', english: video.url },
    }),
    201,
  );
  const audio = await upload(linus, 'audio', media.audio, 'audio/wav');
  written.push({ url: audio.url, kind: 'audio', reader: ada });
  must(
    'audio post',
    await linus.client.post('/api/posts', {
      circleId: 'world',
      content: 'A tone',
      audioSource: { original: 'english', english: audio.url },
    }),
    201,
  );

  const postId = photoPost.body.id;
  must('comment', await grace.client.post(`/api/posts/${postId}/comments`, { content: 'Lovely light' }), 201);
  must(
    'like',
    await linus.client.post('/api/likes/toggle', { likeableType: 'post', likeableId: postId }),
    200,
    201,
  );

  const conversation = must(
    'conversation',
    await ada.client.post<{ id: string }>('/api/messages/conversations', { userId: grace.userId }),
    200,
  );
  for (const body of ['Hello Grace', 'Are you upgrading too?']) {
    must(
      'message',
      await ada.client.post(`/api/messages/conversations/${conversation.body.id}/messages`, { body }),
      201,
    );
  }
  must(
    'reply',
    await grace.client.post(`/api/messages/conversations/${conversation.body.id}/messages`, { body: 'Yes' }),
    201,
  );

  const listingPhoto = await upload(grace, 'image', await png(320, 240, 120), 'image/png');
  written.push({ url: listingPhoto.url, kind: 'image', reader: linus });
  must(
    'listing',
    await grace.client.post('/api/marketplace/listings', {
      title: 'Blue mountain bike',
      description: 'Aluminium frame, 21 gears.',
      category: 'sports',
      priceCents: 25000,
      currency: 'EUR',
      condition: 'good',
      location: 'Lyon',
      photos: [listingPhoto.url],
    }),
    201,
  );
  must(
    'proposal',
    await linus.client.post('/api/governance/policies/privacy-rights/proposals', {
      title: 'Shorter retention',
      proposedText: 'Circles keeps only what it needs, for as short a time as it can.',
    }),
    201,
  );

  const wallPhoto = await upload(ada, 'image', await png(200, 150, 60), 'image/png', 'wall');
  written.push({ url: wallPhoto.url, kind: 'image', reader: ada });
  const element = { x: 10, y: 20, width: 200, height: 150, zIndex: 1, rotation: 0 };
  must(
    'wall',
    await ada.client.put('/api/walls/me', {
      version: 0,
      background: 'none',
      elements: [
        { ...element, id: 'sticker', type: 'sticker', content: '🦄', width: 64, height: 64 },
        { ...element, id: 'photo', type: 'image', content: wallPhoto.url, zIndex: 2 },
      ],
    }),
    200,
  );
  return { members: [ada, grace, linus], written };
}
