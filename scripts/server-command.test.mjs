import { describe, expect, it } from 'vitest';
import { serverEnv, serverNodeFlags } from './server-command.mjs';

describe('how the server is started (issue #16)', () => {
  it('keeps the small young generation and --no-liftoff for the embedded database only', () => {
    expect(serverNodeFlags({})).toEqual(['--max-semi-space-size=2', '--no-liftoff', '--enable-source-maps']);
    expect(serverNodeFlags({ DATABASE_URL: 'postgres://db/circles' })).toEqual(['--enable-source-maps']);
  });

  it('lets SERVER_NODE_FLAGS replace the flags, whatever the database', () => {
    expect(serverNodeFlags({ SERVER_NODE_FLAGS: ' --max-semi-space-size=8  --no-liftoff ' })).toEqual([
      '--max-semi-space-size=8',
      '--no-liftoff',
    ]);
    expect(serverNodeFlags({ DATABASE_URL: 'postgres://db/circles', SERVER_NODE_FLAGS: '' })).toEqual([]);
  });

  it("fixes glibc's malloc thresholds unless they are set from outside", () => {
    expect(serverEnv({ PORT: '3000' })).toEqual({
      MALLOC_MMAP_THRESHOLD_: '131072',
      MALLOC_TRIM_THRESHOLD_: '4194304',
      PORT: '3000',
    });
    expect(serverEnv({ MALLOC_TRIM_THRESHOLD_: '0' }).MALLOC_TRIM_THRESHOLD_).toBe('0');
  });
});
