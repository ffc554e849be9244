import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The server's dependency rules (docs/decisions.md, "One circle access module, one composition root"):
 * - a feature uses another only through what the composition root passes in, so it may import another feature's
 *   types, never its code (no repository, no SQL fragment, no policy);
 * - what features share lives below them (lib/, realtime/, auth/, mail/, storage/, db/), which import no feature;
 * - only the composition root (and app.ts, main.ts over it) builds services.
 */
const root = import.meta.dirname;

const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });

type Import = { file: string; target: string; isTypeOnly: boolean };

function importsOf(file: string): Import[] {
  const text = fs.readFileSync(file, 'utf8');
  const found: Import[] = [];
  for (const match of text.matchAll(/^(?:import|export)\s+(type\s+)?[^;]*?\sfrom\s+'(\.[^']+)';/gms)) {
    const target = path.relative(root, path.resolve(path.dirname(file), match[2] as string));
    found.push({ file: path.relative(root, file), target, isTypeOnly: Boolean(match[1]) });
  }
  return found;
}

const featureOf = (relative: string) => /^features\/([^/]+)\//.exec(relative)?.[1];
const imports = sourceFiles(root).flatMap(importsOf);
const describeImport = ({ file, target }: Import) => `${file} → ${target}`;

describe('server import boundaries', () => {
  it('a feature imports only types from another feature', () => {
    const crossing = imports.filter((entry) => {
      const from = featureOf(entry.file);
      const to = featureOf(entry.target);
      return from && to && from !== to && !entry.isTypeOnly;
    });
    expect(crossing.map(describeImport)).toEqual([]);
  });

  it('lib, realtime, auth, mail, storage and db import no feature', () => {
    const upward = imports.filter(
      (entry) => /^(lib|realtime|auth|mail|storage|db)\//.test(entry.file) && featureOf(entry.target),
    );
    expect(upward.map(describeImport)).toEqual([]);
  });

  it('services are built in the composition root only', () => {
    const builders = sourceFiles(root).filter(
      (file) =>
        path.relative(root, file) !== 'composition-root.ts' &&
        // A call, not the factory's own definition (`const createXService = (` or `function createXService(`).
        /\bcreate[A-Z]\w*Service\(/.test(
          fs.readFileSync(file, 'utf8').replace(/(const|function)\s+create\w+/g, ''),
        ),
    );
    expect(builders.map((file) => path.relative(root, file))).toEqual([]);
  });
});
