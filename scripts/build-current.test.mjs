import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isBuildCurrent } from './build-current.mjs';

/** A checkout as the image holds it: the build, and contracts' sources copied in after it. */
function checkout() {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-build-current-'));
  const write = (file, seconds) => {
    const full = path.join(base, file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, '');
    fs.utimesSync(full, seconds, seconds);
    return full;
  };
  return { base, write };
}

describe('whether the web build is current (npm start, npm test)', () => {
  it('counts the sources’ files, not the folders the image makes after the build', () => {
    const { base, write } = checkout();
    write('packages/contracts/src/index.ts', 1_000);
    write('apps/web/dist/prerendered/index.html', 2_000);
    // As `COPY --from=build … packages/contracts/src` does: the folder is made after the build it copies.
    fs.utimesSync(path.join(base, 'packages/contracts/src'), 3_000, 3_000);
    expect(isBuildCurrent(base)).toBe(true);
    write('packages/contracts/src/index.ts', 3_000);
    expect(isBuildCurrent(base)).toBe(false);
    fs.rmSync(base, { recursive: true, force: true });
  });

  it('is not current without the build’s last output', () => {
    const { base, write } = checkout();
    write('apps/web/src/main.tsx', 1_000);
    expect(isBuildCurrent(base)).toBe(false);
    fs.rmSync(base, { recursive: true, force: true });
  });
});
