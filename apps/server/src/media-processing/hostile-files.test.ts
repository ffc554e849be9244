import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { mediaMessages } from '@circles/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaTools, MediaProcessingError } from '.';
import { formatWhitelist } from './formats';
import {
  createFixtures,
  fastH264,
  ffmpeg,
  ffmpegStream,
  ffprobeJson,
  runMediaTests,
  sine,
  testsrc,
} from './test-fixtures';

// Hostile files (issue #52 §3): each refused or cut with a plain message, never a hang, never a local file read.
const fixtures = createFixtures();
const tools = createMediaTools({ niceness: 0 });
afterAll(() => fixtures.cleanup());

const passwd = 'file:///etc/passwd';
const playlist = `#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\n${passwd}\n#EXT-X-ENDLIST\n`;
const ftyp = Buffer.from('00000018667479706973686f000002006973686f6d703431', 'hex');

/** Refused with `message`, and nothing left behind in the work folder. */
async function expectRefused(kind: 'video' | 'audio', file: string, message: string, options = tools) {
  const workDir = fixtures.workDir();
  const error = await options.process(kind, file, workDir).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(MediaProcessingError);
  expect((error as MediaProcessingError).userMessage).toBe(message);
  expect(fs.readdirSync(workDir)).toEqual([]);
  return error as MediaProcessingError;
}

/** Rewrites an MP4's mvhd and mdhd durations (version 0 boxes) to 10 hours in their own timescales. */
function claimTenHours(file: string) {
  const bytes = fs.readFileSync(file);
  for (const box of ['mvhd', 'mdhd']) {
    for (let at = bytes.indexOf(box); at >= 0; at = bytes.indexOf(box, at + 4)) {
      bytes.writeUInt32BE(10 * 3600 * bytes.readUInt32BE(at + 16), at + 20);
    }
  }
  fs.writeFileSync(file, bytes);
}

describe.runIf(runMediaTests)('hostile media files', () => {
  beforeAll(async () => {
    expect(await tools.availability()).toMatchObject({ available: true });
  });

  it('refuses playlists and lists of files (HLS, concat), and an AVI carrying one, before ffmpeg opens them', async () => {
    const hls = await fixtures.write('playlist.mp4', playlist);
    const concat = await fixtures.write('list.mp4', `ffconcat version 1.0\nfile '${passwd}'\nfile 'a.mp4'\n`);
    // The known trick: an AVI whose GAB2 subtitle chunk holds a playlist the AVI demuxer would probe and open.
    const avi = Buffer.concat([
      Buffer.from('RIFF\x00\x10\x00\x00AVI LIST\x00\x01\x00\x00hdrlavih', 'latin1'),
      Buffer.alloc(56),
      Buffer.from(`GAB2\x00\x02\x00${playlist}`, 'latin1'),
    ]);
    for (const file of [hls, concat, await fixtures.write('gab2.avi', avi)]) {
      await expectRefused('video', file, mediaMessages.videoFormatUnsupported);
      await expectRefused('audio', file, mediaMessages.audioFormatUnsupported);
    }
    await expect(tools.probe(hls)).rejects.toMatchObject({ userMessage: mediaMessages.mediaUnsupported });
  });

  it('has ffmpeg itself refuse every demuxer we do not name, so a playlist is not opened even if sniffed wrong', async () => {
    const hls = await fixtures.write('playlist.m3u8', playlist);
    const guard = ['-protocol_whitelist', 'file', '-format_whitelist', formatWhitelist];
    const result = await promisify(execFile)('ffprobe', ['-v', 'error', ...guard, '-show_format', hls]).catch(
      (error: { stderr: string }) => error,
    );
    expect('stderr' in result && result.stderr).toMatch(/Format not on whitelist/);
  });

  it('refuses an MP4 whose body is a playlist, and processes an MKV carrying one as subtitle and attachment without reading it', async () => {
    const fake = await fixtures.write('fake.mp4', Buffer.concat([ftyp, Buffer.from(playlist)]));
    await expectRefused('video', fake, mediaMessages.videoUnreadable);

    const clip = await fixtures.phoneClip('clip.mp4');
    const subtitles = await fixtures.write('sub.srt', `1\n00:00:00,000 --> 00:00:01,000\n${playlist}\n`);
    const list = await fixtures.write('list.m3u8', playlist);
    const mkv = fixtures.file('with-playlist.mkv');
    const attach = ['-attach', list, '-metadata:s:t', 'mimetype=application/vnd.apple.mpegurl'];
    await ffmpeg([
      '-i',
      clip,
      '-i',
      subtitles,
      ...attach,
      '-map',
      '0',
      '-map',
      '1',
      '-c',
      'copy',
      '-c:s',
      'srt',
      mkv,
    ]);
    expect((await ffprobeJson(mkv)).streams.map((stream) => stream.codec_type)).toEqual([
      'video',
      'audio',
      'subtitle',
      'attachment',
    ]);
    const result = await tools.process('video', mkv, fixtures.workDir());
    expect((await ffprobeJson(result.file)).streams.map((stream) => stream.codec_type)).toEqual([
      'video',
      'audio',
    ]);
    const bytes = fs.readFileSync(result.file).toString('latin1');
    const firstLine = fs.readFileSync('/etc/passwd', 'utf8').split('\n')[0] as string;
    expect(bytes).not.toContain('EXTM3U');
    expect(bytes).not.toContain(firstLine);
  });

  it('refuses a truncated upload, moov at the end or at the start, and a container without frames', async () => {
    const [plain, faststart] = await Promise.all([
      fixtures.phoneClip('whole.mp4'),
      fixtures.phoneClip('whole-faststart.mp4', ['-movflags', '+faststart']),
    ]);
    for (const [name, source] of [
      ['half.mp4', plain],
      ['half-faststart.mp4', faststart],
    ] as const) {
      const bytes = fs.readFileSync(source);
      const half = await fixtures.write(name, bytes.subarray(0, Math.floor(bytes.length / 2)));
      await expectRefused('video', half, mediaMessages.videoUnreadable);
    }
    const empty = fixtures.file('no-frames.mp4');
    await ffmpeg([...testsrc('160x120'), '-frames:v', '0', ...fastH264, empty]);
    await expectRefused('video', empty, mediaMessages.videoUnreadable);
    await expectRefused('video', await fixtures.write('empty.mp4', ''), mediaMessages.videoFormatUnsupported);
  });

  it('refuses a file that claims ten hours, and cuts one that claims nothing at the limit', async () => {
    // A 1 s phone clip and voice memo whose movie and track headers are rewritten to say 10 hours.
    const [clip, memo] = await Promise.all([
      fixtures.phoneClip('ten-hours.mp4'),
      fixtures.phoneClip('ten-hours.m4a', ['-vn']),
    ]);
    for (const file of [clip, memo]) claimTenHours(file);
    expect((await tools.probe(clip)).durationMs).toBe(10 * 3600 * 1000);
    await expectRefused('video', clip, 'Videos can be at most 10 minutes long.');
    await expectRefused('audio', memo, 'Audio can be at most 30 minutes long.');

    // A stream with no duration in it (as a recorder writes) runs 4 s; with a 1 s limit ffmpeg stops at 2 s.
    const stream = await ffmpegStream(
      [...testsrc('64x48', 10, 4), ...sine(4), ...fastH264, '-c:a', 'aac', '-f', 'matroska'],
      fixtures.file('no-duration.mkv'),
    );
    expect((await tools.probe(stream)).durationMs).toBe(0);
    const short = createMediaTools({ niceness: 0, maxVideoDurationMs: 1000 });
    const error = await expectRefused('video', stream, 'Videos can be at most 1 second long.', short);
    const ranMs = Number(/ran (\d+) ms/.exec(String((error.cause as Error).message))?.[1]);
    expect(ranMs).toBeGreaterThan(1500);
    expect(ranMs).toBeLessThanOrEqual(2100);
  });

  it('refuses a 30,000 pixel wide frame from the probe, before decoding it', async () => {
    const strip = fixtures.file('strip.mkv');
    const av1 = ['-c:v', 'libaom-av1', '-usage', 'realtime', '-cpu-used', '8', '-b:v', '50k'];
    await ffmpeg(['-f', 'lavfi', '-i', 'color=c=red:size=30000x16:rate=1:duration=1', ...av1, strip]);
    expect(await tools.probe(strip)).toMatchObject({ width: 30000, height: 16 });
    await expectRefused('video', strip, mediaMessages.videoTooManyPixels);
  });

  it('kills ffmpeg that runs past its time, and says so', async () => {
    const clip = await fixtures.phoneClip('slow.mp4');
    await expectRefused('video', clip, mediaMessages.processingTooSlow, createMediaTools({ timeoutMs: 1 }));
  });

  it('refuses video and audio in plain words when ffmpeg is not installed', async () => {
    const missing = createMediaTools({ ffmpegPath: '/nonexistent/ffmpeg' });
    expect(await missing.availability()).toEqual({
      available: false,
      reason: expect.stringContaining('/nonexistent/ffmpeg'),
    });
    await expectRefused('audio', fixtures.file('sub.srt'), mediaMessages.processingUnavailable, missing);
  });
});
