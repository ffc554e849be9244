import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type ZipEntry, zipArchive } from './zip-stream';

async function collect(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('zipArchive', () => {
  it('writes an archive that unzip reads back, exactly as long as zipArchive says', async () => {
    const media = Buffer.alloc(70_000, 7);
    const profile = Buffer.from('{"name":"Ré"}');
    const entries: ZipEntry[] = [
      { name: 'profile.json', size: profile.length, data: profile },
      {
        name: 'media/posts/photo.png',
        size: media.length,
        data: async () => Readable.from([media.subarray(0, 1000), media.subarray(1000)]),
      },
      { name: 'empty.txt', size: 0, data: Buffer.alloc(0) },
    ];
    const { length, stream } = zipArchive(entries);
    const archive = await collect(stream);
    expect(archive.length).toBe(length);

    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zip-test-'));
    const file = path.join(dir, 'export.zip');
    fs.writeFileSync(file, archive);
    // Python's zipfile checks every CRC and size against the central directory.
    const listing = execFileSync('python3', [
      '-c',
      'import sys,zipfile; z=zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None; print("\\n".join(f"{i.filename} {i.file_size}" for i in z.infolist()))',
      file,
    ]).toString();
    expect(listing.trim().split('\n')).toEqual([
      'profile.json 14',
      'media/posts/photo.png 70000',
      'empty.txt 0',
    ]);
    const extracted = execFileSync('python3', [
      '-c',
      'import sys,zipfile; sys.stdout.write(zipfile.ZipFile(sys.argv[1]).read("profile.json").decode())',
      file,
    ]).toString();
    expect(extracted).toBe('{"name":"Ré"}');
  });

  it('fails rather than write a broken archive when a file is shorter than announced', async () => {
    const buffered: ZipEntry[] = [{ name: 'short.bin', size: 10, data: Buffer.alloc(4) }];
    expect(() => zipArchive(buffered)).toThrow('short.bin: 4 bytes, expected 10');
    const streamed: ZipEntry[] = [
      { name: 'readme.txt', size: 2, data: Buffer.from('hi') },
      { name: 'short.png', size: 10, data: async () => Readable.from([Buffer.alloc(4)]) },
    ];
    await expect(collect(zipArchive(streamed).stream)).rejects.toThrow(
      'short.png: file data stream has unexpected number of bytes',
    );
  });

  it('closes the file it is reading when the download is cancelled', async () => {
    const source = new Readable({ read() {} });
    source.push(Buffer.alloc(1000));
    const entries: ZipEntry[] = [{ name: 'big.mp4', size: 1_000_000, data: async () => source }];
    const { stream } = zipArchive(entries);
    for await (const _chunk of stream) break; // the first bytes arrive, then the reader goes away
    await new Promise((resolve) => setImmediate(resolve));
    expect(source.destroyed).toBe(true);
  });

  it('fails when a file cannot be opened', async () => {
    const entries: ZipEntry[] = [
      { name: 'gone.png', size: 3, data: () => Promise.reject(new Error('ENOENT: no such file')) },
    ];
    await expect(collect(zipArchive(entries).stream)).rejects.toThrow('gone.png: ENOENT: no such file');
  });
});
