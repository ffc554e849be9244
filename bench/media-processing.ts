// Media processing speed (issue #52 §6): a 30-second 1080p phone clip (H.264 at 30 fps with location tags, or
// HEVC with --hevc) and a 60-second VP8/Opus webcam recording like Chromium's MediaRecorder writes, made here by
// ffmpeg, then each processed by apps/server/src/media-processing with its defaults (niced, 2 threads, one at a
// time). Prints wall time against the clip's own duration, ffmpeg's CPU time, output size and bitrate.
//   node --import tsx bench/media-processing.ts [--clip-seconds 30] [--recording-seconds 60] [--recording-size 640x480]
//     [--hevc] [--niceness 10]
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { createMediaTools, mediaProcessingLimits } from '../apps/server/src/media-processing';

const { values } = parseArgs({
  options: {
    'clip-seconds': { type: 'string', default: '30' },
    'recording-seconds': { type: 'string', default: '60' },
    'recording-size': { type: 'string', default: '640x480' },
    hevc: { type: 'boolean', default: false },
    niceness: { type: 'string', default: String(mediaProcessingLimits.niceness) },
  },
});
const clipSeconds = Number(values['clip-seconds']);
const recordingSeconds = Number(values['recording-seconds']);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-bench-media-'));
const run = promisify(execFile);
const ffmpeg = (args: string[]) => run('ffmpeg', ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...args]);

/** CPU seconds of this process's finished children (ffmpeg, reaped by Node), from /proc. */
function childCpuSeconds() {
  const stat = fs.readFileSync('/proc/self/stat', 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

async function makePhoneClip() {
  const file = path.join(dir, 'phone.mov');
  // Sensor-like noise so the encoder works as hard as on a real clip; ~17 Mbit/s like a phone's 1080p30.
  const source = `testsrc2=size=1920x1080:rate=30:duration=${clipSeconds},noise=alls=8:allf=t+u`;
  const codec = values.hevc
    ? ['-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error', '-tag:v', 'hvc1']
    : ['-c:v', 'libx264', '-preset', 'ultrafast'];
  const tags = [
    '-movflags',
    'use_metadata_tags',
    '-metadata',
    'com.apple.quicktime.location.ISO6709=+48.8584+002.2945+030.000/',
  ];
  await ffmpeg([
    ...['-f', 'lavfi', '-i', source, '-f', 'lavfi', '-i', `sine=frequency=440:duration=${clipSeconds}`],
    ...codec,
    ...['-b:v', '17M', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '192k', ...tags, file],
  ]);
  return file;
}

/** VP8/Opus WebM written as a stream, as MediaRecorder does (no duration, no cues). */
async function makeRecording() {
  const file = path.join(dir, 'recording.webm');
  const source = `testsrc2=size=${values['recording-size']}:rate=30:duration=${recordingSeconds},noise=alls=6:allf=t+u`;
  const fd = fs.openSync(file, 'w');
  const args = [
    ...['-hide_banner', '-nostdin', '-v', 'error', '-f', 'lavfi', '-i', source],
    ...['-f', 'lavfi', '-i', `sine=frequency=330:duration=${recordingSeconds}`],
    ...[
      '-c:v',
      'libvpx',
      '-deadline',
      'realtime',
      '-cpu-used',
      '8',
      '-b:v',
      '2500k',
      '-c:a',
      'libopus',
      '-f',
      'webm',
      'pipe:1',
    ],
  ];
  await new Promise((resolve, reject) =>
    spawn('ffmpeg', args, { stdio: ['ignore', fd, 'inherit'] }).on('close', (code) =>
      code === 0 ? resolve(code) : reject(new Error(`ffmpeg exited with ${code}`)),
    ),
  );
  fs.closeSync(fd);
  return file;
}

const tools = createMediaTools({ niceness: Number(values.niceness) });
console.log(
  await tools.availability(),
  `${os.cpus().length} cores, load ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
try {
  for (const [name, make, seconds] of [
    [`${clipSeconds} s 1080p30 ${values.hevc ? 'HEVC' : 'H.264'} phone clip`, makePhoneClip, clipSeconds],
    [`${recordingSeconds} s ${values['recording-size']} VP8/Opus recording`, makeRecording, recordingSeconds],
  ] as const) {
    const input = await make();
    const cpuBefore = childCpuSeconds();
    const started = performance.now();
    const loadBefore = os.loadavg()[0] ?? 0;
    const result = await tools.process('video', input, dir);
    const wall = (performance.now() - started) / 1000;
    const cpu = childCpuSeconds() - cpuBefore;
    const size = fs.statSync(result.file).size;
    const inputSize = fs.statSync(input).size;
    console.log(
      `${name} (${(inputSize / 1e6).toFixed(1)} MB in): ${wall.toFixed(1)} s wall = ${(wall / seconds).toFixed(2)}x its duration, ` +
        `ffmpeg CPU ${cpu.toFixed(1)} s (${(cpu / seconds).toFixed(2)} s per second of video, ${(cpu / wall).toFixed(2)} cores), out ${result.width}x${result.height} ` +
        `${(result.durationMs / 1000).toFixed(1)} s, ${(size / 1e6).toFixed(2)} MB, ${((size * 8) / (result.durationMs / 1000) / 1e6).toFixed(2)} Mbit/s; ` +
        `load ${loadBefore.toFixed(1)} → ${(os.loadavg()[0] ?? 0).toFixed(1)}`,
    );
  }
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
