// Which release the upgrade test starts from: the newest tag `v<semver>` before HEAD, else CHANGELOG.md's newest
// release heading `## <version> (commit <sha>, …)` (a clone without tags still finds it).
import fs from 'node:fs';
import path from 'node:path';
import { run } from './servers';

export type Release = { version: string; commit: string; source: string };

const git = (root: string, ...args: string[]) => run('git', args, root, 30_000).trim();
const tryGit = (root: string, ...args: string[]) => {
  try {
    return git(root, ...args);
  } catch {
    return undefined;
  }
};

/** A commit of this history other than HEAD itself (a release tagged on HEAD is not one to upgrade from). */
const isEarlier = (root: string, commit: string | undefined) =>
  commit !== undefined &&
  commit !== git(root, 'rev-parse', 'HEAD') &&
  tryGit(root, 'merge-base', '--is-ancestor', commit, 'HEAD') !== undefined;

export function lastRelease(root: string): Release {
  const tags = git(root, 'tag', '--list', 'v[0-9]*', '--sort=-v:refname').split('\n').filter(Boolean);
  for (const tag of tags) {
    const commit = tryGit(root, 'rev-parse', `${tag}^{commit}`);
    if (commit && isEarlier(root, commit)) return { version: tag.slice(1), commit, source: `tag ${tag}` };
  }
  const changelog = fs.readFileSync(path.join(root, 'CHANGELOG.md'), 'utf8');
  for (const [, version, short] of changelog.matchAll(/^## (\d+\.\d+\.\d+) \(commit ([0-9a-f]{7,40})\b/gm)) {
    const commit = tryGit(root, 'rev-parse', `${short}^{commit}`);
    if (version && commit && isEarlier(root, commit)) return { version, commit, source: 'CHANGELOG.md' };
  }
  throw new Error(
    'No earlier release found: no tag v<version> and no "## <version> (commit <sha>" in CHANGELOG.md',
  );
}
