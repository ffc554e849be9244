// Issue #52 §6: a video processed while the server goes on answering feed reads. Starts the server on a seeded
// database (bench/seed.ts), signs in as bench0, reads the home feed at a constant rate (open loop: each request at
// its set time whatever the answers, latency counted from that time) for a baseline, then uploads a phone clip,
// posts it and goes on reading until the post is published. Prints the clip's processing time against its length
// and the feed's p50/p99/max without and during processing.
//   node --import tsx bench/media-beside-feed.ts --database-url URL [--rate 40] [--clip-seconds 30]
//     [--clip-size 1920x1080] [--clip-bitrate 7M] [--baseline-seconds 10]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadScriptArgs, percentile, signIn, startServer, waitForHealth } from './lib';

const { target, base, extras } = loadScriptArgs(3320, {
  rate: '40',
  'clip-seconds': '30',
  'clip-size': '1920x1080',
  'clip-bitrate': '7M',
  'baseline-seconds': '10',
});
const rate = Number(extras.rate);
const clipSeconds = Number(extras['clip-seconds']);

/** A phone-like clip (sensor noise, 30 fps, location tag) under the 30 MB upload limit. */
function makeClip() {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'circles-bench-clip-')), 'phone.mp4');
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-v', 'error', '-y'],
    ...[
      '-f',
      'lavfi',
      '-i',
      `testsrc2=size=${extras['clip-size']}:rate=30:duration=${clipSeconds},noise=alls=8:allf=t+u`,
    ],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${clipSeconds}`],
    ...['-c:v', 'libx264', '-preset', 'veryfast', '-b:v', extras['clip-bitrate'], '-pix_fmt', 'yuv420p'],
    ...['-c:a', 'aac', '-shortest', '-movflags', 'use_metadata_tags'],
    ...['-metadata', 'com.apple.quicktime.location.ISO6709=+48.8584+002.2945+030.000/', file],
  ]);
  return fs.readFileSync(file);
}

const summary = (label: string, latencies: number[], errors: number) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    phase: label,
    requests: sorted.length,
    errors,
    'p50 ms': Math.round(percentile(sorted, 0.5)),
    'p99 ms': Math.round(percentile(sorted, 0.99)),
    'max ms': Math.round(sorted.at(-1) ?? 0),
  };
};

/** Reads the home feed at `rate` per second until `done()` says stop; latency from each request's set time. */
async function readFeedOpenLoop(cookie: string, done: () => boolean) {
  const latencies: number[] = [];
  let errors = 0;
  const inFlight: Promise<void>[] = [];
  const start = performance.now();
  for (let sent = 0; !done(); sent++) {
    const due = start + (sent * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    inFlight.push(
      fetch(`${base}/api/feed/home`, { headers: { cookie } })
        .then(async (response) => {
          await response.arrayBuffer();
          if (!response.ok) errors++;
          latencies.push(performance.now() - due);
        })
        .catch(() => {
          errors++;
        }),
    );
  }
  await Promise.all(inFlight);
  return { latencies, errors };
}

const server = startServer({ ...target, env: { MEDIA_WORKERS: '1' } });
try {
  await waitForHealth(base);
  const cookie = await signIn(base);
  const clip = makeClip();
  console.log(
    `clip: ${clipSeconds} s ${extras['clip-size']}, ${(clip.length / 1e6).toFixed(1)} MB; feed reads at ${rate}/s`,
  );

  const baselineUntil = performance.now() + Number(extras['baseline-seconds']) * 1000;
  const baseline = await readFeedOpenLoop(cookie, () => performance.now() >= baselineUntil);

  const headers = { cookie, origin: base };
  const upload = await fetch(`${base}/api/media/posts?kind=video`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'video/mp4' },
    body: clip,
  });
  const { url } = (await upload.json()) as { url: string };
  const started = performance.now();
  const created = await fetch(`${base}/api/posts`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      circleId: 'world',
      content: 'Bench clip',
      videoSource: { original: 'english', english: url },
    }),
  });
  if (created.status !== 202 && created.status !== 201)
    throw new Error(`post: ${created.status} ${await created.text()}`);
  let published = created.status === 201;
  let processedMs = 0;
  const poll = setInterval(async () => {
    const status = (await (await fetch(`${base}/api${url}/status`, { headers: { cookie } })).json()) as {
      state: string;
    };
    if (status.state !== 'processing' && !published) {
      published = true;
      processedMs = performance.now() - started;
    }
  }, 250);
  const during = await readFeedOpenLoop(cookie, () => published);
  clearInterval(poll);

  console.table([
    summary('feed alone', baseline.latencies, baseline.errors),
    summary('feed while processing', during.latencies, during.errors),
  ]);
  console.log(
    `processing: ${(processedMs / 1000).toFixed(1)} s for a ${clipSeconds} s clip (${(processedMs / 1000 / clipSeconds).toFixed(2)}x its length)`,
  );
} finally {
  server.kill('SIGTERM');
}
