import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMediaTools, mediaProcessingLimits } from '.';
import { createFixtures, ffprobeJson, pngSize, runMediaTests, topLevelBoxes } from './test-fixtures';

// Real ffmpeg on files made at test time (issue #52 §1): what leaves is H.264/AAC or AAC, fast start, no metadata.
const fixtures = createFixtures();
// Not niced here: on a busy machine a niced ffmpeg waits behind everything else, and the tests with it.
const tools = createMediaTools({ niceness: 0 });
afterAll(() => fixtures.cleanup());

/** Every tag of the output, container and streams, as ffprobe reads it, and the bytes themselves: nothing tells. */
async function expectNoMetadata(file: string) {
  const probe = await ffprobeJson(file);
  const tags = [probe.format.tags ?? {}, ...probe.streams.map((stream) => stream.tags ?? {})];
  for (const tagSet of tags) {
    for (const [key, value] of Object.entries(tagSet)) {
      expect(key).not.toMatch(/location|iso6709|creation_time|make|model|encoder|comment|title|artist/i);
      expect(String(value)).not.toMatch(/48\.8584|iPhone|Apple|Lav[cf]|x264/);
    }
  }
  const bytes = fs.readFileSync(file).toString('latin1');
  for (const telling of ['48.8584', 'iPhone', 'Lavc', 'Lavf', 'x264 - core', 'Voice memo'])
    expect(bytes).not.toContain(telling);
  expect(
    probe.streams
      .map((stream) => stream.codec_type)
      .filter((type) => !['video', 'audio'].includes(type ?? '')),
  ).toEqual([]);
  return probe;
}

describe.runIf(runMediaTests)('media processing through ffmpeg', () => {
  // Made together: on a busy machine the files come faster side by side than one after another.
  let input: Record<'phone' | 'portrait' | 'wide' | 'recorded' | 'mp3' | 'wav' | 'm4a', string>;
  beforeAll(async () => {
    expect(await tools.availability()).toMatchObject({
      available: true,
      version: expect.stringMatching(/^\d+\.\d+/),
    });
    const [phone, portrait, wide, recorded, mp3, wav, m4a] = await Promise.all([
      fixtures.phoneClip(),
      fixtures.portraitClip(),
      fixtures.wideFastClip(),
      fixtures.recordedWebm(),
      fixtures.taggedMp3(),
      fixtures.wav(),
      fixtures.phoneClip('voice.m4a', ['-vn']),
    ]);
    input = { phone, portrait, wide, recorded, mp3, wav, m4a };
  });

  it('turns a phone clip into H.264/AAC with no location, dates, device or encoder, moov first, and a poster', async () => {
    // The fixture does carry what must go.
    expect(JSON.stringify(await ffprobeJson(input.phone))).toMatch(/ISO6709.*48\.8584|48\.8584.*ISO6709/);
    const progress: number[] = [];
    const result = await tools.process('video', input.phone, fixtures.workDir(), (fraction) =>
      progress.push(fraction),
    );
    expect(result).toMatchObject({ ext: 'mp4', contentType: 'video/mp4', width: 320, height: 240 });
    expect(result.durationMs).toBeGreaterThan(900);
    expect(result.durationMs).toBeLessThan(1200);
    const probe = await expectNoMetadata(result.file);
    const [video, audio] = probe.streams;
    expect(video).toMatchObject({
      codec_name: 'h264',
      pix_fmt: 'yuv420p',
      profile: 'High',
      width: 320,
      height: 240,
    });
    expect(audio).toMatchObject({ codec_name: 'aac', channels: 1 });
    expect(Number(audio?.bit_rate)).toBeLessThanOrEqual(140_000);
    const boxes = topLevelBoxes(result.file);
    expect(boxes.indexOf('moov')).toBeGreaterThan(-1);
    expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    expect(pngSize(result.poster as string)).toEqual({ width: 320, height: 240 });
    expect(progress.at(-1)).toBe(1);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
  });

  it('stores a portrait phone clip upright: width and height as displayed, no rotation left to apply', async () => {
    expect(await tools.probe(input.portrait)).toMatchObject({
      width: 240,
      height: 320,
      hasVideo: true,
      hasAudio: true,
    });
    const result = await tools.process('video', input.portrait, fixtures.workDir());
    expect(result).toMatchObject({ width: 240, height: 320 });
    const [video] = (await expectNoMetadata(result.file)).streams;
    expect(video).toMatchObject({ width: 240, height: 320 });
    expect(JSON.stringify(video?.side_data_list ?? [])).not.toContain('rotation');
    expect(pngSize(result.poster as string)).toEqual({ width: 240, height: 320 });
  });

  it('scales a large clip to 1280 on its long side and caps 60 frames a second at 30; no sound stays none', async () => {
    const result = await tools.process('video', input.wide, fixtures.workDir());
    expect(result).toMatchObject({ width: 1280, height: 720 });
    const probe = await expectNoMetadata(result.file);
    expect(probe.streams).toHaveLength(1);
    expect(probe.streams[0]?.r_frame_rate).toBe('30/1');
    expect(Number(probe.format.bit_rate)).toBeLessThan(mediaProcessingLimits.videoMaxrateKbps * 1000 * 1.5);
  });

  it("plays a browser recording everywhere: MediaRecorder's VP8/Opus WebM without a duration becomes H.264/AAC", async () => {
    expect(await tools.probe(input.recorded)).toMatchObject({ durationMs: 0, formatName: 'matroska,webm' });
    const progress: number[] = [];
    const result = await tools.process('video', input.recorded, fixtures.workDir(), (fraction) =>
      progress.push(fraction),
    );
    expect(result).toMatchObject({ contentType: 'video/mp4', width: 320, height: 240 });
    expect(result.durationMs).toBeGreaterThan(900);
    const probe = await expectNoMetadata(result.file);
    expect(probe.streams.map((stream) => stream.codec_name)).toEqual(['h264', 'aac']);
    expect(progress.at(-1)).toBe(1);
  });

  it('turns audio (a tagged MP3, a WAV) into AAC in .m4a with fast start, without tags or pictures', async () => {
    for (const file of [input.mp3, input.wav]) {
      const result = await tools.process('audio', file, fixtures.workDir());
      expect(result).toMatchObject({
        ext: 'm4a',
        contentType: 'audio/mp4',
        width: null,
        height: null,
        poster: null,
      });
      expect(result.file).toMatch(/\.m4a$/);
      expect(result.durationMs).toBeGreaterThan(900);
      const probe = await expectNoMetadata(result.file);
      expect(probe.streams.map((stream) => stream.codec_name)).toEqual(['aac']);
      const boxes = topLevelBoxes(result.file);
      expect(boxes.indexOf('moov')).toBeLessThan(boxes.indexOf('mdat'));
    }
  });

  it('refuses a video posted as audio and audio posted as a video, in plain words', async () => {
    await expect(tools.process('video', input.wav, fixtures.workDir())).rejects.toMatchObject({
      userMessage: 'This video format is not supported. Please use MP4, MOV or WebM.',
    });
    await expect(tools.process('video', input.m4a, fixtures.workDir())).rejects.toMatchObject({
      userMessage: 'Please select a video file',
    });
  });
});
