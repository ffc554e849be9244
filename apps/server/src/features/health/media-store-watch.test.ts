import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../lib/logger';
import type { MediaStoreStatus } from '../../storage/media-dir-check';
import { createMediaStoreWatch } from './media-store-watch';

const unreachable: MediaStoreStatus = {
  ok: false,
  reason: 'media_store_unreachable',
  message: 'relation "media_uploads" does not exist',
  store: '/srv/media',
};

describe('the media store watch behind readiness (issues #56, #57)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('on a schema still to migrate checks nothing until it is migrated, then checks at once', async () => {
    let migrated = false;
    let checks = 0;
    const watch = createMediaStoreWatch({
      // As on a database without its tables: the check fails until the migrations have run.
      check: async () => {
        checks++;
        return migrated ? { ok: true, checked: 0 } : unreachable;
      },
      logger: createLogger('silent'),
      schemaCurrent: async () => migrated,
    });
    watch.arm();
    expect(await watch.readiness()).toBeUndefined();
    expect(checks).toBe(0);
    migrated = true;
    // Ready right after `npm run migrate`, not `retryMs` later.
    expect(await watch.readiness()).toEqual({ ok: true, checked: 0 });
    expect(checks).toBe(1);
  });

  it('keeps a failure for retryMs, then checks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let ok = false;
    let checks = 0;
    const watch = createMediaStoreWatch({
      check: async () => {
        checks++;
        return ok ? { ok: true, checked: 1 } : unreachable;
      },
      logger: createLogger('silent'),
      retryMs: 50,
      schemaCurrent: async () => true,
    });
    expect(await watch.readiness()).toBeUndefined();
    expect(await watch.start()).toEqual(unreachable);
    ok = true;
    expect(await watch.readiness()).toEqual(unreachable);
    expect(checks).toBe(1);
    vi.setSystemTime(Date.now() + 50);
    expect(await watch.readiness()).toEqual({ ok: true, checked: 1 });
    expect(checks).toBe(2);
  });
});
