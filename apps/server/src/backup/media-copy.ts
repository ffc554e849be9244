import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Storage, StorageBucket } from '../storage/storage';

/** One stored object: its bucket and its `userId/file` path, as the storage driver names them. */
export type StoredObject = { bucket: StorageBucket; objectPath: string };

/** Content types by extension, for restoring into S3 (the driver's PUT sends one; local disk ignores it). */
const contentTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.avif': 'image/avif',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.mov': 'video/quicktime',
  '.m4a': 'audio/mp4',
  '.mp3': 'audio/mpeg',
  '.ogg': 'audio/ogg',
  '.wav': 'audio/wav',
};
export const contentTypeOf = (objectPath: string) =>
  contentTypes[path.extname(objectPath).toLowerCase()] ?? 'application/octet-stream';

/** Every `bucket/user/file` under a directory laid out as local storage (and as a backup's media/ folder). */
export async function listObjectsInDirectory(root: string): Promise<StoredObject[]> {
  if (!fs.existsSync(root)) return [];
  const found: StoredObject[] = [];
  for (const bucket of await fsp.readdir(root, { withFileTypes: true })) {
    if (!bucket.isDirectory()) continue;
    for (const owner of await fsp.readdir(path.join(root, bucket.name), { withFileTypes: true })) {
      if (!owner.isDirectory()) continue;
      for (const file of await fsp.readdir(path.join(root, bucket.name, owner.name), {
        withFileTypes: true,
      })) {
        // A `.part` file is an upload being written (storage.ts writes then renames): not media yet.
        if (!file.isFile() || file.name.endsWith('.part')) continue;
        found.push({ bucket: bucket.name as StorageBucket, objectPath: `${owner.name}/${file.name}` });
      }
    }
  }
  return found;
}

/** Copies each object's bytes out of `storage` into `targetDir/<bucket>/<path>`; returns the bytes copied. */
export async function copyObjectsToDirectory(storage: Storage, objects: StoredObject[], targetDir: string) {
  let bytes = 0;
  for (const { bucket, objectPath } of objects) {
    const target = path.join(targetDir, bucket, objectPath);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    await pipeline(await storage.read(bucket, objectPath), fs.createWriteStream(target));
    bytes += (await fsp.stat(target)).size;
  }
  return bytes;
}

/** Puts each file of a backup's media folder into `storage` (local disk or S3); returns the bytes written. */
export async function copyDirectoryToStorage(sourceDir: string, storage: Storage) {
  let bytes = 0;
  const objects = await listObjectsInDirectory(sourceDir);
  for (const { bucket, objectPath } of objects) {
    const data = await fsp.readFile(path.join(sourceDir, bucket, objectPath));
    await storage.put(bucket, objectPath, data, contentTypeOf(objectPath));
    bytes += data.length;
  }
  return { objects: objects.length, bytes };
}
