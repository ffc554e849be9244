import path from 'node:path';
import { createLogger, loadConfigFromFile } from 'vite';
import { describe, expect, it } from 'vitest';

const webRoot = path.resolve(import.meta.dirname, '..');

describe('vite.config.ts (issue 54)', () => {
  // 30 s: loading bundles the config and imports its plugins, which in a fresh clone beside the rest of `npm test`
  // on two cores took over vitest's default 5 s once.
  it('loads without a warning (a newcomer’s first `npm start` builds with it)', async () => {
    const warnings: string[] = [];
    const logger = createLogger('warn');
    logger.warn = (message) => void warnings.push(message);
    logger.warnOnce = logger.warn;
    const loaded = await loadConfigFromFile(
      { command: 'build', mode: 'production' },
      path.join(webRoot, 'vite.config.ts'),
      webRoot,
      'warn',
      logger,
    );
    expect(loaded?.config.build?.manifest).toBe(true);
    expect(warnings).toEqual([]);
  }, 30_000);
});
