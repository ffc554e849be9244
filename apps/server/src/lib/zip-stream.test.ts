import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { type ZipEntry, zipLength, zipStream } from './zip-stream';

async function collect(entries: ZipEntry[]) {
  const chunks: Buffer[] = [];
  for await (const chunk of zipStream(entries)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

describe('zipStream', () => {
  it('writes an archive that unzip reads back, exactly as long as zipLength says', async () => {
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
    const archive = await collect(entries);
    expect(archive.length).toBe(zipLength(entries));

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
    const entries: ZipEntry[] = [{ name: 'short.bin', size: 10, data: Buffer.alloc(4) }];
    await expect(collect(entries)).rejects.toThrow('short.bin: 4 bytes, expected 10');
  });
});
