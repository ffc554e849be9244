import path from 'node:path';
import type { Config } from '../config';
import { createS3Storage } from './s3-storage';
import { createLocalStorage, type Storage } from './storage';

/** Where local media lives: MEDIA_DIR, or DATA_DIR/media. */
export const mediaDirOf = (config: Pick<Config, 'MEDIA_DIR' | 'DATA_DIR'>) =>
  path.resolve(config.MEDIA_DIR ?? path.join(config.DATA_DIR, 'media'));

/** Whether media goes to an S3-compatible store (all four S3 settings given) rather than local disk. */
export const usesS3 = (config: Config) =>
  Boolean(config.S3_BUCKET && config.S3_ENDPOINT && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY);

/** S3-compatible storage when S3_BUCKET is set; otherwise local disk under MEDIA_DIR (default DATA_DIR/media). */
export function createStorage(config: Config): Storage {
  if (config.S3_BUCKET && config.S3_ENDPOINT && config.S3_ACCESS_KEY_ID && config.S3_SECRET_ACCESS_KEY) {
    return createS3Storage({
      endpoint: config.S3_ENDPOINT,
      region: config.S3_REGION,
      bucket: config.S3_BUCKET,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
    });
  }
  return createLocalStorage(mediaDirOf(config));
}
