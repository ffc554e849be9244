import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

export const pngBytes = (width = 32, height = 24) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

/** A JPEG carrying GPS coordinates in its EXIF, like a phone photo. */
export const jpegWithGps = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .withExif({
      IFD0: { Make: 'PhoneCo', Model: 'Snapper 9' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '51/1 30/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '0/1 7/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};

/** A tiny PNG whose header claims 50000x50000 pixels: a decompression bomb in spirit. */
export function hugeDimensionPng() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(50_000, 0);
  header.writeUInt32BE(50_000, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // truecolour
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** An MP4 as far as magic bytes go (ftyp box), and nothing a decoder can read: ffmpeg refuses it. */
export const fakeMp4Bytes = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from('ftypisom', 'ascii'),
    Buffer.from([0, 0, 2, 0]),
    Buffer.from('isomiso2', 'ascii'),
    Buffer.alloc(2048, 7),
  ]);

/** Where a phone filmed the test clip (the Eiffel tower), as QuickTime and ISO 6709 tags carry it. */
export const filmedAt = '+48.8584+002.2945/';

const generated = new Map<string, Buffer>();
/** A file made by ffmpeg from its test sources (real ffmpeg: CI installs Debian's), once per test worker. */
function generate(name: string, args: string[]) {
  const known = generated.get(name);
  if (known) return known;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-fixture-'));
  const file = path.join(dir, name);
  execFileSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, file]);
  const bytes = fs.readFileSync(file);
  fs.rmSync(dir, { recursive: true, force: true });
  generated.set(name, bytes);
  return bytes;
}

/**
 * A one-second phone clip (H.264 + AAC in MP4) that tells where and when it was filmed and on what: the tags a
 * member's video must never carry to others (issue #52).
 */
export const mp4Bytes = () =>
  generate('phone.mp4', [
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15:duration=1'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1'],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest'],
    ...['-metadata', `location=${filmedAt}`, '-metadata', `location-eng=${filmedAt}`],
    ...['-metadata', 'creation_time=2026-05-01T10:00:00Z', '-metadata', 'make=PhoneCo'],
    ...['-metadata', 'model=Snapper 9', '-metadata', 'comment=filmed on holiday'],
    ...['-metadata:s:v', 'creation_time=2026-05-01T10:00:00Z', '-movflags', 'use_metadata_tags'],
  ]);

/** What Chromium's MediaRecorder makes: VP8 + Opus in WebM, which Safari does not play as is. */
export const recordedWebmBytes = () =>
  generate('recorded.webm', [
    ...['-f', 'lavfi', '-i', 'testsrc=size=320x240:rate=15:duration=1'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=330:duration=1'],
    ...['-c:v', 'libvpx', '-deadline', 'realtime', '-b:v', '200k', '-c:a', 'libopus', '-shortest'],
  ]);

/** A WAV file: RIFF header and a short silent PCM block. */
export function wavBytes() {
  const samples = Buffer.alloc(8000);
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(8000, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
}
