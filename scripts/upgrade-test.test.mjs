import { describe, expect, it } from 'vitest';
import { compareSnapshots } from './upgrade-test/compare.ts';

// The upgrade test's verdict (scripts/upgrade-test/compare.ts): what it lets pass and what it must refuse.
const reader = { name: 'Ada' };
const before = {
  rows: { posts: 3, users: 3, schema_migrations: 45, job_runs: 0 },
  files: { 'posts/u1/a.png': 'img', 'posts/u1/a-w320.png': 'small', 'posts/u2/b.mp4': 'vid' },
  uploads: [
    { id: '1', bucket: 'posts', path: 'u1/a.png', kind: 'image', processing: null },
    { id: '2', bucket: 'posts', path: 'u2/b.mp4', kind: 'video', processing: null },
  ],
};
const written = [
  { url: '/media/posts/u1/a.png', kind: 'image', reader },
  { url: '/media/posts/u2/b.mp4', kind: 'video', reader },
];
const served = { '/media/posts/u1/a.png': 'img', '/media/posts/u2/b.mp4': 'vid' };
const verdict = (after, servedAfter = served) =>
  compareSnapshots({ before, after, written, servedBefore: served, servedAfter }).problems;
const same = () => structuredClone(before);

describe('the upgrade test verdict', () => {
  it('passes equal rows and files, bookkeeping that grew, and new tables', () => {
    const after = same();
    after.rows.schema_migrations = 46;
    after.rows.job_runs = 4;
    after.rows.pending_posts = 0;
    expect(verdict(after)).toEqual([]);
  });

  it('refuses a row lost or added, a photo or a narrower copy missing or changed, a photo served otherwise', () => {
    const after = same();
    after.rows.posts = 2;
    after.rows.users = 4;
    delete after.files['posts/u1/a-w320.png'];
    after.files['posts/u1/a.png'] = 'other';
    expect(verdict(after, { ...served, '/media/posts/u1/a.png': 'other' })).toEqual([
      'table posts: 3 rows before, 2 after',
      'table users: 3 rows before, 4 after',
      'media file posts/u1/a.png: other bytes after the upgrade',
      'media file posts/u1/a-w320.png: missing after the upgrade',
      '/media/posts/u1/a.png served with other bytes after the upgrade',
    ]);
  });

  it("lets a video differ only once HEAD's worker says it processed it, and its new file is there", () => {
    const reencoded = same();
    reencoded.files['posts/u2/b.mp4'] = 'transcoded';
    reencoded.uploads[1] = { ...reencoded.uploads[1], processing: 'done' };
    expect(verdict(reencoded, { ...served, '/media/posts/u2/b.mp4': 'transcoded' })).toEqual([]);

    const notProcessed = same();
    notProcessed.files['posts/u2/b.mp4'] = 'broken';
    notProcessed.uploads[1] = { ...notProcessed.uploads[1], processing: 'backfill' };
    expect(verdict(notProcessed)).toEqual(['media file posts/u2/b.mp4: other bytes after the upgrade']);

    const gone = same();
    delete gone.files['posts/u2/b.mp4'];
    gone.uploads[1] = { ...gone.uploads[1], processing: 'done' };
    expect(verdict(gone)).toEqual(['media file posts/u2/b.mp4: missing after the upgrade']);
  });
});
