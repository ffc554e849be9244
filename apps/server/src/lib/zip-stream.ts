import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';

/**
 * A ZIP archive written as it is read (no temporary file, no archive in memory) by yazl, with entries stored as
 * they are: the exports it serves are JSON (small) and media files that are already compressed. A file's stream is
 * opened when its turn comes; because nothing is compressed and every size is given, the archive's exact length is
 * known before the first byte, which lets a browser show real progress.
 */
export type ZipEntry = {
  /** Path inside the archive, '/' separated. */
  name: string;
  size: number;
  /** The bytes: a buffer, or a stream opened when the entry's turn comes. */
  data: Buffer | (() => Promise<Readable>);
};

/**
 * The archive's stream and its exact length. Throws if a buffer is not the size it announces; the stream fails
 * (rather than end a broken archive) if a file's stream is not, or cannot be opened.
 */
export function zipArchive(entries: ZipEntry[], now = new Date()): { length: number; stream: Readable } {
  const zip = new ZipFile();
  const stream = zip.outputStream as Readable;
  let current: { name: string; source?: Readable } | undefined;
  for (const entry of entries) {
    const options = { mtime: now, compress: false };
    const { name, data } = entry;
    if (Buffer.isBuffer(data)) {
      if (data.length !== entry.size)
        throw new Error(`${name}: ${data.length} bytes, expected ${entry.size}`);
      zip.addBuffer(data, name, options);
      continue;
    }
    zip.addReadStreamLazy(name, { ...options, size: entry.size }, (done) => {
      current = { name };
      // On an error yazl takes no stream (its typings ask for one anyway).
      const fail = done as (error: unknown) => void;
      data().then((source) => {
        current = { name, source };
        done(null, source);
      }, fail);
    });
  }
  zip.on('error', (error: Error) => stream.destroy(new Error(`${current?.name}: ${error.message}`)));
  // A download cancelled halfway closes the storage stream it was reading.
  stream.once('close', () => current?.source?.destroy());
  let length = -1;
  // @types/yazl omits the callback's argument: the total size, or -1 when it cannot be known in advance.
  zip.end(undefined, (total?: number) => {
    length = total ?? -1;
  });
  if (length < 0) throw new Error('zip: the archive length is unknown before streaming');
  return { length, stream };
}
