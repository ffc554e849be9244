import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { areas, boundaryViolations, findBoundaryViolations } from './check-feature-boundaries.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const script = path.join(import.meta.dirname, 'check-feature-boundaries.mjs');
const root = '/repo';
const [web] = areas;
const src = (file) => path.join(root, 'apps/web/src', file);
const violations = (file, source) =>
  boundaryViolations({ file: src(file), source, area: web, root }).map(({ line, specifier, reason }) => ({
    line,
    specifier,
    reason,
  }));

describe('boundaryViolations', () => {
  it('reports a feature importing another feature, with its line', () => {
    const source = "import { useState } from 'react';\nimport { postsKeys } from '../../posts/api/keys';\n";
    expect(violations('features/comments/lib/comments-cache.ts', source)).toEqual([
      {
        line: 2,
        specifier: '../../posts/api/keys',
        reason: "feature 'comments' imports feature 'posts'",
      },
    ]);
  });

  it('catches type-only imports, re-exports, dynamic import() and a feature folder itself', () => {
    const source = [
      "import type { Circle } from '../../circles/api/get-circle';",
      "export { LikeButton } from '../../likes/components/like-button';",
      "const Page = lazy(() => import('../../posts/pages/post-detail-page'));",
      "const Listings = lazy(() => import('../../marketplace'));",
    ].join('\n');
    expect(violations('features/search/pages/search-page.tsx', source).map((found) => found.line)).toEqual([
      1, 2, 3, 4,
    ]);
  });

  it('reports a feature reaching into the app layer', () => {
    const source = "import { routes } from '../../../app/router';";
    expect(violations('features/home/pages/home-page.tsx', source)).toEqual([
      {
        line: 1,
        specifier: '../../../app/router',
        reason: 'the app layer composes features; import nothing from it',
      },
    ]);
  });

  it('reports a shared folder importing a feature', () => {
    const source = "import { useCircles } from '../../features/circles/api/get-circles';";
    expect(violations('lib/posts/keys.ts', source)).toEqual([
      {
        line: 1,
        specifier: '../../features/circles/api/get-circles',
        reason: "a shared folder imports feature 'circles'",
      },
    ]);
  });

  it('allows the own feature, shared folders, packages and contracts; ignores comments and strings', () => {
    const source = [
      "import { circleMessages } from '@circles/contracts';",
      "import { Link } from 'react-router';",
      "import { Button } from '../../../components/ui/button';",
      "import { PostFeed } from '../../../components/posts/post-feed';",
      "import { circlesKeys } from '../../../lib/circles/keys';",
      "import { paths } from '../../../config/paths';",
      "import { useCircle } from '../api/get-circle';",
      "const Page = lazy(() => import('./circles-page'));",
      "// import { PostCard } from '../../posts/components/post-card';",
      'const hint = "from \'../../posts/api/keys\'";',
    ].join('\n');
    expect(violations('features/circles/pages/circle-page.tsx', source)).toEqual([]);
  });

  it('lets the app layer import any feature', () => {
    const source = "import { CirclesNav } from '../../features/circles/components/circles-nav';";
    expect(violations('app/shell/desktop-sidebar.tsx', source)).toEqual([]);
  });
});

describe('check-feature-boundaries.mjs', () => {
  const dirs = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const repoWith = (files) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feature-boundaries-'));
    dirs.push(dir);
    for (const [file, source] of Object.entries(files)) {
      const full = path.join(dir, 'apps/web/src', file);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, source);
    }
    return dir;
  };
  const run = (dir) => spawnSync(process.execPath, [script, dir], { encoding: 'utf8' });

  it('fails and names each offender when a feature imports another', () => {
    const dir = repoWith({
      'features/posts/components/post-card.tsx':
        "import { LikeButton } from '../../likes/components/like-button';\n",
      'features/likes/components/like-button.tsx': "import { cn } from '../../../lib/cn';\n",
      'lib/cn.ts': 'export const cn = () => "";\n',
    });
    const result = run(dir);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(
      "apps/web/src/features/posts/components/post-card.tsx:1  '../../likes/components/like-button': " +
        "feature 'posts' imports feature 'likes'",
    );
  });

  it('passes when features import only themselves and the shared folders', () => {
    const dir = repoWith({
      'features/posts/components/post-card.tsx':
        "import { LikeButton } from '../../../components/like-button';\n",
      'components/like-button.tsx': "import { cn } from '../lib/cn';\n",
      'lib/cn.ts': 'export const cn = () => "";\n',
      'app/router.tsx': "import { PostCard } from '../features/posts/components/post-card';\n",
    });
    const result = run(dir);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  it('finds no crossing in this repository', () => {
    expect(findBoundaryViolations({ root: repoRoot })).toEqual([]);
  });
});
