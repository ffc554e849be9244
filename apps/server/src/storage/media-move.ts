import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { markerName } from './storage';

export type MediaMoveResult = { moved: number; alreadyThere: number; conflicts: string[] };

const sha256 = async (file: string) =>
  createHash('sha256')
    .update(await fsp.readFile(file))
    .digest('hex');

/** Every media file under `root` (`<bucket>/<user>/<file>`), relative to it; half-written `.part` files left out. */
async function listMedia(root: string) {
  const entries = await fsp.readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
    .filter((relative) => relative.split(path.sep).length === 3 && relative !== markerName);
}

/** Moves one file: a rename on one file system, else a copy checked byte for byte before the original goes. */
async function moveFile(source: string, target: string) {
  await fsp.mkdir(path.dirname(target), { recursive: true });
  try {
    await fsp.rename(source, target);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    const temporary = `${target}.part`;
    await fsp.copyFile(source, temporary);
    if ((await sha256(temporary)) !== (await sha256(source))) throw new Error(`copy of ${source} differs`);
    await fsp.rename(temporary, target);
    await fsp.rm(source);
  }
}

/**
 * Moves media from an earlier layout's folder (DATA_DIR/media) into MEDIA_DIR (issue #56), merging with what the
 * target holds already: a file there with the same bytes counts as moved (its copy in `from` is removed); one with
 * other bytes is a conflict, left in place on both sides and listed. Each store keeps its own marker.
 */
export async function moveMedia(from: string, to: string): Promise<MediaMoveResult> {
  const source = path.resolve(from);
  const target = path.resolve(to);
  if (source === target) throw new Error('--from and --to are the same folder');
  if (!fs.existsSync(source)) throw new Error(`${source} does not exist`);
  const result: MediaMoveResult = { moved: 0, alreadyThere: 0, conflicts: [] };
  for (const relative of await listMedia(source)) {
    const from = path.join(source, relative);
    const to = path.join(target, relative);
    if (!fs.existsSync(to)) {
      await moveFile(from, to);
      result.moved++;
    } else if ((await sha256(from)) === (await sha256(to))) {
      await fsp.rm(from);
      result.alreadyThere++;
    } else {
      result.conflicts.push(relative);
    }
  }
  return result;
}

// `npm run media:move -- --from <folder> --to <folder>`
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const flagValue = (flag: string) => args[args.indexOf(flag) + 1];
  const [from, to] = [flagValue('--from'), flagValue('--to')];
  if (!args.includes('--from') || !args.includes('--to') || !from || !to) {
    console.error('Usage: npm run media:move -- --from <DATA_DIR>/media --to <MEDIA_DIR>');
    process.exit(2);
  }
  moveMedia(from, to).then(
    (result) => {
      console.log(
        `Moved ${result.moved} media files from ${from} to ${to}; ${result.alreadyThere} were there already.`,
      );
      if (result.conflicts.length > 0) {
        console.error(
          `${result.conflicts.length} files differ between the folders and were left in both: ${result.conflicts.slice(0, 10).join(', ')}`,
        );
        process.exit(1);
      }
    },
    (error: Error) => {
      console.error(`Media not moved: ${error.message}`);
      process.exit(1);
    },
  );
}
