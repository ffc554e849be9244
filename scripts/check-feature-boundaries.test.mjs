import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { importsOf, namedImportsOf, serviceBuildsOf } from './check-feature-boundaries.mjs';

const script = path.join(import.meta.dirname, 'check-feature-boundaries.mjs');

describe('importsOf', () => {
  it('finds every way a module is loaded, with its line and whether only types come through', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C } from './c';",
      "export { d } from './d';",
      "export type { E } from './e';",
      "export * from './f';",
      "const g = await import('./g');",
      "const h = require('./h');",
      "type I = typeof import('./i');",
      "import './j.css';",
    ].join('\n');
    expect(importsOf(source, 'x.ts')).toEqual([
      { specifier: './a', line: 1, typeOnly: false },
      { specifier: './b', line: 2, typeOnly: true },
      { specifier: './c', line: 3, typeOnly: false },
      { specifier: './d', line: 4, typeOnly: false },
      { specifier: './e', line: 5, typeOnly: true },
      { specifier: './f', line: 6, typeOnly: false },
      { specifier: './g', line: 7, typeOnly: false },
      { specifier: './h', line: 8, typeOnly: false },
      { specifier: './i', line: 9, typeOnly: true },
      { specifier: './j.css', line: 10, typeOnly: false },
    ]);
  });

  it('ignores comments, strings and JSX text', () => {
    const source = [
      "// import { PostCard } from '../../posts/components/post-card';",
      'const hint = "from \'../../posts/api/keys\'";',
      "const view = <p>import('../../posts')</p>;",
    ].join('\n');
    expect(importsOf(source, 'x.tsx')).toEqual([]);
  });
});

describe('namedImportsOf', () => {
  it('names what each import brings in by value, not types', () => {
    const source = [
      "import { api, type ApiRequestOptions, getErrorMessage as message } from './api-client';",
      "import type { Post } from './post';",
      "import client from './default';",
    ].join('\n');
    expect(namedImportsOf(source, 'x.ts')).toEqual([
      { specifier: './api-client', name: 'api', line: 1 },
      { specifier: './api-client', name: 'getErrorMessage', line: 1 },
    ]);
  });
});

describe('serviceBuildsOf', () => {
  it('finds calls to create<Name>Service, not their definitions or types', () => {
    const source = [
      'export const createPostsService = (deps: Deps) => ({});',
      'export function createLikesService() {}',
      'type PostsService = ReturnType<typeof createPostsService>;',
      'const posts = createPostsService(deps);',
      'const likes = factories.createLikesService();',
    ].join('\n');
    expect(serviceBuildsOf(source, 'x.ts')).toEqual([
      { factory: 'createPostsService', line: 4 },
      { factory: 'createLikesService', line: 5 },
    ]);
  });
});

// The script itself, on fixture trees (`npm run lint` runs it on this repository).
describe('check-feature-boundaries.mjs', () => {
  const dirs = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const repoWith = (files) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-boundaries-'));
    dirs.push(dir);
    for (const [file, source] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), source);
    }
    return dir;
  };
  const run = (dir) => spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });

  /** What both sides may do: their own feature, shared folders, packages; the composers import features. */
  const allowed = {
    'apps/web/src/features/posts/components/post-card.tsx': [
      "import { Link } from 'react-router';",
      "import { Button } from '../../../components/ui/button';",
      "import { postsKeys } from '../api/keys';",
      "const Page = lazy(() => import('../pages/post-page'));",
    ].join('\n'),
    'apps/web/src/lib/cn.ts': "import { clsx } from 'clsx';\n",
    // Web API calls: in a feature's api/ folder, in the shared api/ folder, in the session; errors read anywhere.
    'apps/web/src/features/posts/api/get-post.ts': "import { api } from '../../../lib/api-client';\n",
    'apps/web/src/api/likes/toggle-like.ts': "import { api } from '../../lib/api-client';\n",
    'apps/web/src/lib/session.ts': "import { api } from './api-client';\n",
    'apps/web/src/components/like-button.tsx': [
      "import { getErrorMessage } from '../lib/api-client';",
      "import { toggleLike } from '../api/likes/toggle-like';",
    ].join('\n'),
    'apps/web/src/app/router.tsx': "import { PostCard } from '../features/posts/components/post-card';\n",
    'apps/server/src/features/likes/service.ts': [
      "import { messages } from '@circles/contracts';",
      "import type { PostsService } from '../posts/service';",
      "export type { CommentsService } from '../comments/service';",
      "import { circleAccess } from '../../lib/circle-access';",
      'export const createLikesService = (posts: PostsService) => ({});',
    ].join('\n'),
    'apps/server/src/composition-root.ts': [
      "import { createLikesService } from './features/likes/service';",
      'export const likes = createLikesService(posts);',
    ].join('\n'),
    // A part of the composition root beside it.
    'apps/server/src/compose-likes.ts': [
      "import { createLikesService } from './features/likes/service';",
      'export const composeLikes = (posts) => createLikesService(posts);',
    ].join('\n'),
    'apps/server/src/features/likes/likes.test.ts': [
      "import { createLikesService } from './service';",
      'const likes = createLikesService(posts);',
    ].join('\n'),
  };

  it('passes a tree that keeps every rule', () => {
    const result = run(repoWith(allowed));
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  }, 30_000);

  it('fails on a tree with one violation per rule, and names each with its line', () => {
    const result = run(
      repoWith({
        ...allowed,
        // Web: a feature reaches another (statically, for types, by re-export, lazily) or the app layer.
        'apps/web/src/features/comments/components/comment-list.tsx': [
          "import { PostCard } from '../../posts/components/post-card';",
          "import type { Post } from '../../posts/api/get-post';",
          "export { postsKeys } from '../../posts/api/keys';",
          "const PostPage = lazy(() => import('../../posts/pages/post-page'));",
          "import { routes } from '../../../app/router';",
        ].join('\n'),
        // Web: a shared folder imports a feature.
        'apps/web/src/components/feed.tsx':
          "import { PostCard } from '../features/posts/components/post-card';\n",
        // Web: an API call outside the api/ folders (a shared component, a feature's component, lib/), and lib/
        // importing a shared API call.
        'apps/web/src/components/share-button.tsx': "import { api } from '../lib/api-client';\n",
        'apps/web/src/features/posts/components/post-menu.tsx':
          "import { apiRequest } from '../../../lib/api-client';\n",
        'apps/web/src/lib/likes.ts': [
          "import { api } from './api-client';",
          "import { toggleLike } from '../api/likes/toggle-like';",
        ].join('\n'),
        // Server: a feature imports another's code (a value, an inline type that still loads it, lazily, by
        // re-export); shared folders import a feature, even for its types.
        'apps/server/src/features/comments/service.ts': [
          "import { postsRepository } from '../posts/repository';",
          "import { type PostRow } from '../posts/schema';",
          "const sql = await import('../posts/sql');",
          "export { visiblePosts } from '../posts/feed-queries';",
        ].join('\n'),
        'apps/server/src/lib/circle-access.ts':
          "import type { CirclesService } from '../features/circles/service';\n",
        'apps/server/src/realtime/bus.ts':
          "type Writer = typeof import('../features/notifications/writer');\n",
        // Server: a service built outside the composition root.
        'apps/server/src/features/comments/routes.ts': 'const likes = createLikesService(posts);\n',
      }),
    );
    expect(result.status).toBe(1);
    expect(result.stderr.split('\n').filter((line) => line.includes(':'))).toEqual([
      "apps/web/src/components/feed.tsx:1  '../features/posts/components/post-card': a shared folder imports feature 'posts'",
      "apps/web/src/components/share-button.tsx:1  '../lib/api-client': 'api' calls the API: API calls live in a feature's api/ folder or in apps/web/src/api/",
      "apps/web/src/features/comments/components/comment-list.tsx:1  '../../posts/components/post-card': feature 'comments' imports feature 'posts'",
      "apps/web/src/features/comments/components/comment-list.tsx:2  '../../posts/api/get-post': feature 'comments' imports feature 'posts'",
      "apps/web/src/features/comments/components/comment-list.tsx:3  '../../posts/api/keys': feature 'comments' imports feature 'posts'",
      "apps/web/src/features/comments/components/comment-list.tsx:4  '../../posts/pages/post-page': feature 'comments' imports feature 'posts'",
      "apps/web/src/features/comments/components/comment-list.tsx:5  '../../../app/router': the app layer composes features; import nothing from it",
      "apps/web/src/features/posts/components/post-menu.tsx:1  '../../../lib/api-client': 'apiRequest' calls the API: API calls live in a feature's api/ folder or in apps/web/src/api/",
      "apps/web/src/lib/likes.ts:1  './api-client': 'api' calls the API: API calls live in a feature's api/ folder or in apps/web/src/api/",
      "apps/web/src/lib/likes.ts:2  '../api/likes/toggle-like': infrastructure (apps/web/src/lib/) imports no API call",
      "apps/server/src/features/comments/routes.ts:1  'createLikesService': services are built in composition-root.ts (and its compose-*.ts parts) only",
      "apps/server/src/features/comments/service.ts:1  '../posts/repository': feature 'comments' imports feature 'posts' (only `import type` may)",
      "apps/server/src/features/comments/service.ts:2  '../posts/schema': feature 'comments' imports feature 'posts' (only `import type` may)",
      "apps/server/src/features/comments/service.ts:3  '../posts/sql': feature 'comments' imports feature 'posts' (only `import type` may)",
      "apps/server/src/features/comments/service.ts:4  '../posts/feed-queries': feature 'comments' imports feature 'posts' (only `import type` may)",
      "apps/server/src/lib/circle-access.ts:1  '../features/circles/service': a shared folder imports feature 'circles'",
      "apps/server/src/realtime/bus.ts:1  '../features/notifications/writer': a shared folder imports feature 'notifications'",
    ]);
  }, 30_000);
});
