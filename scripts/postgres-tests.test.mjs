import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseTestFiles } from './postgres-tests.mjs';

const root = path.resolve(import.meta.dirname, '..');

describe("CI's server tests on PostgreSQL", () => {
  const files = databaseTestFiles(root);

  it('takes the test files that use a database, through the test server or a pool of their own', () => {
    expect(files).toContain('apps/server/src/lib/admission.test.ts');
    expect(files).toContain('apps/server/src/features/posts/posts.test.ts');
    expect(files).toContain('apps/server/src/backup/backup.test.ts');
    expect(files).toContain('apps/server/src/db/pool.test.ts');
    expect(files.length).toBeGreaterThan(80);
  });

  it('leaves out those that touch no database', () => {
    expect(files).not.toContain('apps/server/src/lib/admission-goodput.test.ts');
    expect(files).not.toContain('apps/server/src/media-processing/hostile-files.test.ts');
    expect(files).not.toContain('apps/server/src/lib/zip-stream.test.ts');
  });
});
