import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * V8's explicit compile hint (Chrome 136 and later; other engines read a comment): every function in the file is
 * compiled while the file streams in, on a background thread, instead of on the main thread the first time it
 * is called. It counts only as the file's first line.
 */
export const compileHint = '//# allFunctionsCalledOnLoad\n';

/**
 * Puts the hint first in a written JavaScript file. Its source map, when there is one, gains an empty first line
 * (a leading `;` in its mappings), so it still points at the original lines.
 */
export function addCompileHint(file: string) {
  const code = fs.readFileSync(file, 'utf8');
  if (code.startsWith(compileHint)) return;
  fs.writeFileSync(file, compileHint + code);
  const mapFile = `${file}.map`;
  if (!fs.existsSync(mapFile)) return;
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8')) as { mappings: string };
  map.mappings = `;${map.mappings}`;
  fs.writeFileSync(mapFile, JSON.stringify(map));
}

/**
 * The compile hint on every JavaScript chunk of the browser build (issue #16). Our chunks are split by route, by
 * first visit and by dialog, so whatever a browser downloads is code it is about to run: the framework, the
 * entry, the pages and the dialogs. A function compiled lazily is compiled on the main thread when first called,
 * which made each module's evaluation and the first render long tasks on a phone: Lighthouse's TBT on /home went
 * from 341 to 145 ms with the hint (docs/decisions.md).
 */
export function compileHints(): Plugin {
  let outDir: string | null = null;
  return {
    name: 'circles:compile-hints',
    apply: 'build',
    configResolved(config) {
      // The browser's files only: the server's renderer (the --ssr build) is never sent.
      outDir = config.build.ssr ? null : path.resolve(config.root, config.build.outDir);
    },
    // On the written files: the minifier drops comments after renderChunk, and a source map changed in
    // generateBundle was not what the bundler wrote. Before precompress() compresses them (closeBundle).
    writeBundle(_options, bundle) {
      if (!outDir) return;
      for (const output of Object.values(bundle)) {
        if (output.type === 'chunk') addCompileHint(path.join(outDir, output.fileName));
      }
    },
  };
}
