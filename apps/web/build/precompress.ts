import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats worth compressing; fonts (woff2) and images are compressed already. */
const compressible = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;
/** Below this a compressed copy saves less than a packet's headers. */
const minimumBytes = 1024;

function listFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    // Dot directories (.vite's manifest, .server's renderer) are for the build and the server, never sent.
    if (entry.isDirectory() && entry.name.startsWith('.')) return [];
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? listFiles(full) : [full];
  });
}

/** Writes `file.br` and `file.gz` beside `file` when each is smaller (and the file is worth compressing). */
export async function compressBeside(file: string) {
  const source = fs.readFileSync(file);
  if (source.byteLength < minimumBytes) return;
  const [br, gz] = await Promise.all([
    brotli(source, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.byteLength,
      },
    }),
    gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.byteLength < source.byteLength) fs.writeFileSync(`${file}.br`, br);
  if (gz.byteLength < source.byteLength) fs.writeFileSync(`${file}.gz`, gz);
}

/**
 * Writes `name.br` (brotli, best) and `name.gz` (gzip, best) beside every text file of the build, once at build
 * time, so the server sends them as they are (apps/server/src/lib/static-web.ts) and spends no CPU per request.
 * A copy that is not smaller than the original is not written.
 */
export function precompress(): Plugin {
  let outDir: string | null = null;
  return {
    name: 'circles:precompress',
    apply: 'build',
    configResolved(config) {
      // The browser's files only: the server's renderer (the --ssr build) is never sent.
      outDir = config.build.ssr ? null : path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!outDir) return;
      const files = listFiles(outDir).filter((file) => compressible.test(file));
      await Promise.all(files.map(compressBeside));
    },
  };
}
