import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { ServerSettingsRepository } from '../../lib/server-settings-repository';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

const keysFile = 'vapid-keys.json';

/**
 * The server's Web Push identity (issue #18). From the environment when both keys are set; otherwise made on
 * the first start and kept in the data directory (readable by the server's user only), so subscriptions
 * survive restarts. Two processes starting together on a new data directory agree: the first to create the
 * file wins and the other reads it.
 */
type VapidConfig = Pick<
  Config,
  'DATA_DIR' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY' | 'VAPID_SUBJECT' | 'publicUrl'
>;

// Push services want a way to reach the operator: an https address or a mailto.
const subjectOf = (config: VapidConfig) =>
  config.VAPID_SUBJECT ??
  (config.publicUrl.startsWith('https://') ? config.publicUrl : 'mailto:admin@circles.invalid');

export function loadVapidKeys(config: VapidConfig): VapidKeys {
  const subject = subjectOf(config);
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

/**
 * The key pair on PostgreSQL, where several processes must sign with one pair (docs/decisions/0077): from the
 * environment when both keys are set; otherwise kept in the database (server_settings), made by the first process
 * to start, or taken from this data directory's vapid-keys.json when one exists, so the browsers subscribed
 * before keep receiving.
 */
export async function loadSharedVapidKeys(
  config: VapidConfig,
  settings: ServerSettingsRepository,
): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) return loadVapidKeys(config);
  const stored = await settings.getOrCreate('vapid_keys', () => {
    const file = path.join(config.DATA_DIR, keysFile);
    return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : JSON.stringify(webpush.generateVAPIDKeys());
  });
  const keys = JSON.parse(stored) as { publicKey?: unknown; privateKey?: unknown };
  if (typeof keys.publicKey !== 'string' || typeof keys.privateKey !== 'string')
    throw new Error("server_settings 'vapid_keys' does not hold a VAPID key pair");
  return { publicKey: keys.publicKey, privateKey: keys.privateKey, subject: subjectOf(config) };
}
