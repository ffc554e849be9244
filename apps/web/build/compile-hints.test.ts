import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addCompileHint, compileHint } from './compile-hints';

const directories: string[] = [];
function writeChunk(code: string, map?: object) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  directories.push(directory);
  const file = path.join(directory, 'chunk.js');
  fs.writeFileSync(file, code);
  if (map) fs.writeFileSync(`${file}.map`, JSON.stringify(map));
  return file;
}
afterEach(() => {
  for (const directory of directories.splice(0)) fs.rmSync(directory, { recursive: true, force: true });
});

describe('compile hints (issue #16)', () => {
  it('puts the hint on the first line, once, and leaves the code after it as it was', () => {
    const code = 'import{a}from"./a.js";export const b=()=>a();\n';
    const file = writeChunk(code);
    addCompileHint(file);
    addCompileHint(file);
    const hinted = fs.readFileSync(file, 'utf8');
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted).toBe(compileHint + code);
  });

  it('moves the source map down one line, so each generated line keeps its original', () => {
    const map = { version: 3, sources: ['src/a.ts'], names: [], mappings: 'AAAA,SAAS;AACA' };
    const file = writeChunk('const a=1;\nconst b=2;\n', map);
    addCompileHint(file);
    const shifted = JSON.parse(fs.readFileSync(`${file}.map`, 'utf8'));
    // The first generated line (the hint) maps to nothing; the old first and second follow.
    expect(shifted.mappings).toBe(';AAAA,SAAS;AACA');
    expect(shifted.sources).toEqual(map.sources);
  });
});
