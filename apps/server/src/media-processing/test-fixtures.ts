// Media files for the media-processing tests, made at test time by the system's ffmpeg (tiny: 1 s, small frames),
// and the ffprobe reading the tests check outputs with.
import { execFile, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Whether to run: ffmpeg is here, or this is CI (`CI=true`), where a missing ffmpeg must fail the tests. */
export const runMediaTests = (() => {
  if (process.env.CI === 'true') return true;
  try {
    execFileSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

export const location = '+48.8584+002.2945+030.000/';
const phoneTags = [
  ...['-movflags', 'use_metadata_tags', '-metadata', `location=${location}`],
  ...['-metadata', 'creation_time=2026-01-02T03:04:05Z', '-metadata', 'comment=filmed at home'],
  ...['-metadata', `com.apple.quicktime.location.ISO6709=${location}`],
  ...['-metadata', 'com.apple.quicktime.make=Apple', '-metadata', 'com.apple.quicktime.model=iPhone 15'],
  ...['-metadata', 'make=Apple', '-metadata', 'model=iPhone 15'],
  ...['-metadata:s:v', `com.apple.quicktime.location.ISO6709=${location}`],
  ...['-metadata:s:v', 'creation_time=2026-01-02T03:04:05Z'],
];
export const testsrc = (size: string, rate = 30, seconds = 1) => [
  ...['-f', 'lavfi', '-i', `testsrc=size=${size}:rate=${rate}:duration=${seconds}`],
];
export const sine = (seconds = 1) => ['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`];
export const fastH264 = ['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'];
const vp8 = ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '300k'];

export async function ffmpeg(args: string[]) {
  await run('ffmpeg', ['-hide_banner', '-nostdin', '-v', 'error', '-y', ...args]);
}

/** ffmpeg writing to a pipe (as a recorder streams: no duration, no index), the pipe into `output`. */
export function ffmpegStream(args: string[], output: string) {
  const fd = fs.openSync(output, 'w');
  const child = spawn('ffmpeg', ['-hide_banner', '-nostdin', '-v', 'error', ...args, 'pipe:1'], {
    stdio: ['ignore', fd, 'inherit'],
  });
  return new Promise<string>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => {
      fs.closeSync(fd);
      if (code === 0) resolve(output);
      else reject(new Error(`ffmpeg exited with ${code}`));
    });
  });
}

/** ffprobe's JSON of a file, read without any of the module's code. */
export async function ffprobeJson(file: string) {
  const { stdout } = await run('ffprobe', [
    '-v',
    'error',
    '-show_format',
    '-show_streams',
    '-of',
    'json',
    file,
  ]);
  return JSON.parse(stdout) as { streams: ProbedStream[]; format: ProbedStream };
}
type ProbedStream = {
  codec_type?: string;
  codec_name?: string;
  tags?: Record<string, string>;
  side_data_list?: unknown[];
  bit_rate?: string;
  r_frame_rate?: string;
  [field: string]: unknown;
};

/** A scratch folder and the fixtures' makers; each writes its file there and returns the path. */
export function createFixtures() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-media-test-'));
  const file = (name: string) => path.join(dir, name);
  return {
    file,
    workDir: () => fs.mkdtempSync(path.join(dir, 'work-')),
    cleanup: () => fs.rmSync(dir, { recursive: true, force: true }),
    /** A phone clip: H.264/AAC MP4 with location, ISO6709, creation time, make/model and comment tags. */
    async phoneClip(name = 'phone.mp4', extra: string[] = []) {
      await ffmpeg([
        ...testsrc('320x240'),
        ...sine(),
        ...fastH264,
        '-c:a',
        'aac',
        ...phoneTags,
        ...extra,
        file(name),
      ]);
      return file(name);
    },
    /** The phone clip held upright: its 320x240 picture with a display matrix turning it 90° (stream copy). */
    async portraitClip() {
      const source = await this.phoneClip('landscape.mp4');
      await ffmpeg([
        '-i',
        source,
        '-map',
        '0',
        '-c',
        'copy',
        '-metadata:s:v:0',
        'rotate=90',
        file('portrait.mp4'),
      ]);
      return file('portrait.mp4');
    },
    /** Larger than we keep, at 60 frames a second, without sound. */
    async wideFastClip() {
      await ffmpeg([...testsrc('1600x900', 60, 0.5), ...fastH264, file('wide-60fps.mp4')]);
      return file('wide-60fps.mp4');
    },
    /** Chromium's MediaRecorder: VP8 + Opus WebM written as a stream (no duration, no cues). */
    recordedWebm(name = 'recorded.webm', seconds = 1, size = '320x240') {
      const args = [...testsrc(size, 30, seconds), ...sine(seconds), ...vp8, '-c:a', 'libopus', '-f', 'webm'];
      return ffmpegStream(args, file(name));
    },
    /** An MP3 with ID3 tags (title, comment, a location in a custom tag). */
    async taggedMp3() {
      const tags = [
        '-metadata',
        'title=Voice memo',
        '-metadata',
        `comment=${location}`,
        '-metadata',
        'artist=Me',
      ];
      await ffmpeg([...sine(), '-c:a', 'libmp3lame', '-b:a', '64k', ...tags, file('memo.mp3')]);
      return file('memo.mp3');
    },
    async wav() {
      await ffmpeg([...sine(), '-ac', '2', '-c:a', 'pcm_s16le', file('sound.wav')]);
      return file('sound.wav');
    },
    async write(name: string, content: string | Buffer) {
      fs.writeFileSync(file(name), content);
      return file(name);
    },
  };
}

/** The top-level boxes of an MP4, in order ('ftyp', 'moov', 'mdat', …). */
export function topLevelBoxes(file: string) {
  const bytes = fs.readFileSync(file);
  const boxes: string[] = [];
  for (let offset = 0; offset + 8 <= bytes.length; ) {
    const size = bytes.readUInt32BE(offset);
    boxes.push(bytes.toString('latin1', offset + 4, offset + 8));
    if (size < 8) break;
    offset += size;
  }
  return boxes;
}

/** Width and height from a PNG's IHDR. */
export function pngSize(file: string) {
  const bytes = fs.readFileSync(file);
  if (bytes.toString('latin1', 1, 4) !== 'PNG') throw new Error('not a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}
