// Issue #57's outside-attack findings, attacked again so they stay closed (the server's own tests hold each too):
// the dev outbox behind a proxy, unknown paths, a message's photo reused on a listing, control characters.
import { Client } from './http';
import type { Tally } from './matrix';
import { newMember, onePixelPng } from './scene';

function expectStatus(tally: Tally, what: string, actual: number, expected: number) {
  if (actual === expected) tally.passed++;
  else {
    tally.failed++;
    tally.failures.push(`issue 57: ${what}: ${actual}, expected ${expected}`);
  }
}

const listing = (photos: string[]) => ({
  title: 'Attack bike',
  description: 'A bike listed by the attack suite.',
  category: 'sports',
  priceCents: 1000,
  currency: 'EUR',
  condition: 'good',
  location: 'Lyon',
  photos,
});

/** Runs the cases on the running server (a development server: its /dev/mailbox is mounted). */
export async function runIssue57Holes(base: string, tally: Tally) {
  const visitor = new Client(base, 'visitor57');
  const proxied: Record<string, string>[] = [
    { 'x-forwarded-for': '203.0.113.9' },
    { forwarded: 'for=203.0.113.9' },
    { 'x-real-ip': '203.0.113.9' },
  ];
  for (const headers of proxied) {
    const answer = await visitor.send('GET', '/dev/mailbox?format=json', { headers });
    expectStatus(tally, `/dev/mailbox through a proxy (${Object.keys(headers)[0]})`, answer.status, 403);
  }
  const sender = await newMember(base, 'sender57');
  const friend = await newMember(base, 'friend57');
  for (const [who, client] of [
    ['a visitor', visitor],
    ['a member', sender.client],
  ] as const) {
    for (const path of ['/.env', '/backup.sql']) {
      expectStatus(tally, `${path} for ${who}`, (await client.send('GET', path)).status, 404);
    }
  }
  const upload = await sender.client.send('POST', '/api/media/posts?kind=image', {
    body: onePixelPng,
    contentType: 'image/png',
  });
  const photo = (upload.json as { url: string }).url;
  const started = await sender.client.json('POST', '/api/messages/conversations', { userId: friend.userId });
  const conversation = `/api/messages/conversations/${(started.json as { id: string }).id}/messages`;
  expectStatus(
    tally,
    'a message with a photo',
    (await sender.client.json('POST', conversation, { body: 'x', imageUrl: photo })).status,
    201,
  );
  const reused = await sender.client.json('POST', '/api/marketplace/listings', listing([photo]));
  expectStatus(tally, "a message's photo on a listing", reused.status, 400);
  for (const body of ['bell \u0007', 'half \ud83d', 'esc \u001b[31m']) {
    const sent = await sender.client.json('POST', conversation, { body });
    expectStatus(tally, `a message holding ${JSON.stringify(body)}`, sent.status, 400);
  }
}
