// `npm run dev`: the API server with reload (tsx watch) on :3000 and Vite's dev server proxying /api to it.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: process.env.PORT ?? '3000',
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173',
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@circles/web'], { cwd: root, stdio: 'inherit' }),
];
const stopAll = (signal) => {
  for (const child of children) child.kill(signal);
};
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
for (const child of children)
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exit(code ?? 0);
  });
