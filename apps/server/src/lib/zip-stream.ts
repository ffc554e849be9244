import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

/**
 * A ZIP archive written as it is read (no temporary file, no archive in memory), with entries stored as they are:
 * the exports it serves are JSON (small) and media files that are already compressed. Each entry's CRC and
 * sizes follow its data in a data descriptor, so a file streams straight from storage; because nothing is
 * compressed, the archive's exact length is known before the first byte (`zipLength`), which lets a browser show
 * real progress. No ZIP64: an entry and the archive stay under 4 GiB (media files are at most 30 MB).
 */
export type ZipEntry = {
  /** Path inside the archive, '/' separated. */
  name: string;
  size: number;
  /** The bytes: a buffer, or a stream opened when the entry's turn comes. */
  data: Buffer | (() => Promise<Readable>);
};

const localHeaderSize = 30;
const descriptorSize = 16;
const centralHeaderSize = 46;
const endSize = 22;
// Bit 3: sizes and CRC follow the data; bit 11: names are UTF-8.
const flags = 0x0808;

export function zipLength(entries: ZipEntry[]) {
  let total = endSize;
  for (const entry of entries) {
    const nameLength = Buffer.byteLength(entry.name);
    total += localHeaderSize + nameLength + entry.size + descriptorSize + centralHeaderSize + nameLength;
  }
  return total;
}

function dosDateTime(date: Date) {
  const time = (date.getHours() << 11) | (date.getMinutes() << 5) | Math.floor(date.getSeconds() / 2);
  const day = ((date.getFullYear() - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate();
  return { time, day };
}

/** The archive's bytes, entry by entry. Throws if an entry's data is not the size it announced. */
export async function* zipStream(entries: ZipEntry[], now = new Date()): AsyncGenerator<Buffer> {
  const { time, day } = dosDateTime(now);
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(localHeaderSize);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(flags, 6);
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(day, 12);
    local.writeUInt16LE(name.length, 26);
    yield Buffer.concat([local, name]);

    let crc = 0;
    let written = 0;
    const chunks = Buffer.isBuffer(entry.data) ? [entry.data] : await entry.data();
    for await (const chunk of chunks as AsyncIterable<Buffer> | Buffer[]) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      crc = crc32(bytes, crc);
      written += bytes.length;
      yield bytes;
    }
    if (written !== entry.size) throw new Error(`${entry.name}: ${written} bytes, expected ${entry.size}`);

    const descriptor = Buffer.alloc(descriptorSize);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(written, 8);
    descriptor.writeUInt32LE(written, 12);
    yield descriptor;

    const header = Buffer.alloc(centralHeaderSize);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(flags, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(time, 12);
    header.writeUInt16LE(day, 14);
    header.writeUInt32LE(crc >>> 0, 16);
    header.writeUInt32LE(written, 20);
    header.writeUInt32LE(written, 24);
    header.writeUInt16LE(name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += localHeaderSize + name.length + written + descriptorSize;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(endSize);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield directory;
  yield end;
}
