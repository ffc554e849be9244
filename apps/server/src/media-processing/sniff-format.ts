import { open } from 'node:fs/promises';
import type { InputFormat } from './formats';

// QuickTime / ISO BMFF files begin with one of these boxes (phones write `ftyp`; old QuickTime `wide`/`mdat`).
const movBoxes = new Set(['ftyp', 'moov', 'mdat', 'wide', 'free', 'skip', 'pnot']);

/** The format a file's first bytes announce, from our own reading of them; undefined for anything else. */
export function sniffBytes(bytes: Buffer): InputFormat | undefined {
  const ascii = (start: number, end: number) => bytes.subarray(start, end).toString('latin1');
  if (bytes.length < 12) return undefined;
  if (movBoxes.has(ascii(4, 8))) return 'mov';
  if (bytes.readUInt32BE(0) === 0x1a45dfa3) return 'matroska';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WAVE') return 'wav';
  if (ascii(0, 4) === 'OggS') return 'ogg';
  if (ascii(0, 4) === 'fLaC') return 'flac';
  const [first = 0, second = 0] = bytes;
  if (first === 0xff && (second & 0xf6) === 0xf0) return 'aac'; // ADTS: sync, layer 00
  if (first === 0xff && (second & 0xe0) === 0xe0 && (second & 0x06) !== 0) return 'mp3'; // MPEG audio frame
  return undefined;
}

/** An ID3v2 tag's length (header included), or 0 when the bytes do not start with one. */
function id3Length(bytes: Buffer) {
  if (bytes.length < 10 || bytes.toString('latin1', 0, 3) !== 'ID3') return 0;
  const size = bytes.subarray(6, 10).reduce((sum, byte) => (sum << 7) | (byte & 0x7f), 0);
  const footer = (bytes[5] ?? 0) & 0x10 ? 10 : 0;
  return 10 + size + footer;
}

/** Reads a file's first bytes (after an ID3 tag, which mp3, aac and flac files may carry) and names its format. */
export async function sniffFile(file: string): Promise<InputFormat | undefined> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const skip = id3Length(head.subarray(0, bytesRead));
    if (!skip) return sniffBytes(head.subarray(0, bytesRead));
    const after = Buffer.alloc(16);
    const next = await handle.read(after, 0, after.length, skip);
    const format = sniffBytes(after.subarray(0, next.bytesRead));
    // Padding may follow the tag: the mp3 demuxer (forced, so it opens nothing else) decides then.
    return format === 'aac' || format === 'flac' ? format : 'mp3';
  } finally {
    await handle.close();
  }
}
