// Bundles the server's TypeScript (and the contracts it imports) into one ES module, apps/server/dist/main.mjs,
// so `npm start` runs plain JavaScript: loading through tsx cost about 45 MB of resident memory (issue #16).
// npm packages stay external (imported from node_modules at run time). Each file's `import.meta.dirname` is
// replaced by its source directory, so paths such as db/migrations resolve as they do from the sources.
//   node scripts/build-server.mjs            (scripts/start.mjs runs it when the bundle is older than its sources)
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '..');
export const serverBundle = path.join(root, 'apps/server/dist/main.mjs');
export const serverSources = ['apps/server/src', 'apps/server/package.json', 'packages/contracts/src'];

const keepDirname = {
  name: 'keep-import-meta-dirname',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await fs.promises.readFile(args.path, 'utf8');
      return {
        contents: source.replaceAll('import.meta.dirname', JSON.stringify(path.dirname(args.path))),
        loader: 'ts',
      };
    });
  },
};

export async function buildServer() {
  await build({
    entryPoints: [path.join(root, 'apps/server/src/main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Only our own workspaces are bundled; every npm package loads from node_modules as before.
    packages: 'external',
    external: [],
    plugins: [
      keepDirname,
      {
        name: 'bundle-workspaces',
        setup(pluginBuild) {
          pluginBuild.onResolve({ filter: /^@circles\// }, (args) => ({
            path: path.join(root, 'packages', args.path.slice('@circles/'.length), 'src/index.ts'),
          }));
        },
      },
    ],
    sourcemap: 'linked',
    logLevel: 'warning',
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await buildServer();
  console.log(`Built ${path.relative(root, serverBundle)}`);
}
