import path from 'node:path';
import type { Config } from '../config';
import { createLocalStorage, type Storage } from './storage';

/** Local disk under DATA_DIR/media. (An S3-compatible driver plugs in here behind the same interface.) */
export function createStorage(config: Config): Storage {
  return createLocalStorage(path.join(config.DATA_DIR, 'media'));
}
