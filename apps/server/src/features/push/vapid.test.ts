import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createServerSettingsRepository } from '../../lib/server-settings-repository';
import { getTestServer } from '../../test/test-server';
import { loadSharedVapidKeys } from './vapid';

// Issue #36: processes on one PostgreSQL each made a key pair of their own data directory, so a browser subscribed
// through one process refused the pushes another signed. On PostgreSQL the pair lives in the database.
const configWith = (overrides: Record<string, string> = {}) => ({
  DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'circles-vapid-')),
  publicUrl: 'https://circles.example',
  ...overrides,
});

async function settings() {
  return createServerSettingsRepository((await getTestServer()).context.database.db);
}

describe('the Web Push key pair on a shared database', () => {
  it('is one pair for every process, however many start at once', async () => {
    const repository = await settings();
    const [first, second] = await Promise.all([
      loadSharedVapidKeys(configWith(), repository),
      loadSharedVapidKeys(configWith(), repository),
    ]);
    expect(second).toEqual(first);
    expect(first.subject).toBe('https://circles.example');
    expect(await loadSharedVapidKeys(configWith(), repository)).toEqual(first);
  });

  it('keeps the pair a data directory already had, so existing subscriptions keep working', async () => {
    const config = configWith();
    const before = webpush.generateVAPIDKeys();
    fs.writeFileSync(path.join(config.DATA_DIR, 'vapid-keys.json'), JSON.stringify(before));
    const keys = await loadSharedVapidKeys(config, await settings());
    expect([keys.publicKey, keys.privateKey]).toEqual([before.publicKey, before.privateKey]);
  });

  it('takes the pair from the environment when both keys are set', async () => {
    const set = webpush.generateVAPIDKeys();
    const keys = await loadSharedVapidKeys(
      configWith({ VAPID_PUBLIC_KEY: set.publicKey, VAPID_PRIVATE_KEY: set.privateKey }),
      await settings(),
    );
    expect(keys.publicKey).toBe(set.publicKey);
  });
});
