import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const keysFile = 'vapid-keys.json';

/**
 * The server's Web Push identity (issue #18). From the environment when both keys are set; otherwise made on
 * the first start and kept in the data directory (readable by the server's user only), so subscriptions
 * survive restarts. Two processes starting together on a new data directory agree: the first to create the
 * file wins and the other reads it.
 */
export function loadVapidKeys(
  config: Pick<Config, 'DATA_DIR' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'publicUrl'>,
): VapidKeys {
  // Push services want a way to reach the operator: an https address or a mailto.
  const subject =
    config.VAPID_SUBJECT ??
    (config.publicUrl.startsWith('https://') ? config.publicUrl : 'mailto:admin@circles.invalid');
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };

  const file = path.join(config.DATA_DIR, keysFile);
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  try {
    const made = webpush.generateVAPIDKeys();
    fs.writeFileSync(file, JSON.stringify(made), { flag: 'wx', mode: 0o600 });
    return { ...made, subject };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const saved = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
  if (typeof saved.publicKey !== 'string' || typeof saved.privateKey !== 'string')
    throw new Error(`${file} does not hold a VAPID key pair: remove it to make a new one`);
  return { publicKey: saved.publicKey, privateKey: saved.privateKey, subject };
}
