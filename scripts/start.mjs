// `npm start`: build the web app and the server bundle when missing or older than their sources, then run the
// server.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { spawnServer } from './server-command.mjs';

const root = path.resolve(import.meta.dirname, '..');
// The build's last output (build/prerender-public.ts): a build that stopped half way is built again.
const builtIndex = path.join(root, 'apps/web/dist/prerendered/index.html');
const sources = ['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/contracts/src'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(target).map((entry) => newestMtime(path.join(target, entry))));
}

const builtAt = fs.existsSync(builtIndex) ? fs.statSync(builtIndex).mtimeMs : 0;
const sourcesAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (builtAt < sourcesAt || process.argv.includes('--build')) {
  console.log('Building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@circles/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnServer(process.env, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
