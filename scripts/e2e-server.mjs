// Playwright's web server: the app started the way a user starts it, on a fresh throwaway data directory.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-e2e-'));
// All E2E browsers share one address, so the auth rate limits are scaled up (integration tests cover the limits).
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  AUTH_RATE_LIMIT_SCALE: '50',
};
// E2E runs against the embedded database unless told otherwise: TEST_DATABASE_URL is for the integration layer.
delete env.DATABASE_URL;

const server = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
  cwd: root,
  stdio: 'inherit',
  env,
});
const stop = (signal) => server.kill(signal);
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
server.on('exit', (code) => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
