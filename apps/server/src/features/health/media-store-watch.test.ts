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

  /** A watch over a store that is found once `state.reachable`, on a schema that is current once `state.migrated`. */
  function watchOf(state: { reachable: boolean; migrated: boolean; checks: number }, retryMs?: number) {
    return createMediaStoreWatch({
      check: async () => {
        state.checks++;
        return state.reachable ? { ok: true, checked: 0 } : unreachable;
      },
      logger: createLogger('silent'),
      retryMs,
      schemaCurrent: async () => state.migrated,
    });
  }

  it('on a schema still to migrate checks nothing until it is migrated, then checks at once', async () => {
    // As on a database without its tables: the check fails until the migrations have run.
    const state = { reachable: false, migrated: false, checks: 0 };
    const watch = watchOf(state);
    watch.arm();
    expect(await watch.readiness()).toBeUndefined();
    expect(state.checks).toBe(0);
    Object.assign(state, { reachable: true, migrated: true });
    // Ready right after `npm run migrate`, not `retryMs` later.
    expect(await watch.readiness()).toEqual({ ok: true, checked: 0 });
    expect(state.checks).toBe(1);
  });

  it('keeps a failure for retryMs, then checks again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const state = { reachable: false, migrated: true, checks: 0 };
    const watch = watchOf(state, 50);
    expect(await watch.readiness()).toBeUndefined();
    expect(await watch.start()).toEqual(unreachable);
    state.reachable = true;
    expect(await watch.readiness()).toEqual(unreachable);
    expect(state.checks).toBe(1);
    vi.setSystemTime(Date.now() + 50);
    expect(await watch.readiness()).toEqual({ ok: true, checked: 0 });
    expect(state.checks).toBe(2);
  });
});
