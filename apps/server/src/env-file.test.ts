import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkConfig } from './config-check';
import { parseEnvFile } from './env-file';

const root = path.resolve(import.meta.dirname, '../../..');
const example = path.join(root, '.env.example');
const exampleText = fs.readFileSync(example, 'utf8');

/** What a POSIX shell (`shell`) gets from `set -a; . file; set +a`, for `keys`. */
function loadWithShell(shell: string, file: string, keys: string[]) {
  const script = `set -a; . "$1"; set +a; exec node -e 'console.log(JSON.stringify(Object.fromEntries(process.argv.slice(1).map((k) => [k, process.env[k]]))))' ${keys.join(' ')}`;
  const out = execFileSync(shell, ['-c', script, 'sh', file], { env: { PATH: process.env.PATH } });
  return JSON.parse(out.toString());
}

// Compose v1 reads env_file and .env with python-dotenv; compose v2's parser follows the same rules.
const dotenvAvailable = spawnSync('python3', ['-c', 'import dotenv']).status === 0;

function writeTemp(text: string) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'circles-env-')), 'circles.env');
  fs.writeFileSync(file, text);
  return file;
}

describe('the settings file (issue #56)', () => {
  const parsed = parseEnvFile(exampleText);

  it('.env.example has only lines every loader reads alike, and no half-set S3', () => {
    expect(parsed.problems).toEqual([]);
    expect(parsed.values.MAIL_FROM).toBe('Circles <no-reply@example.org>');
    expect(Object.keys(parsed.values).filter((key) => key.startsWith('S3_'))).toEqual([]);
  });

  it('reads the same values as bash and dash with set -a; .', () => {
    const keys = Object.keys(parsed.values);
    expect(loadWithShell('bash', example, keys)).toEqual(parsed.values);
    expect(loadWithShell('dash', example, keys)).toEqual(parsed.values);
  });

  it.skipIf(!dotenvAvailable)("reads the same values as compose's env_file parser (python-dotenv)", () => {
    const out = execFileSync('python3', [
      '-c',
      'import json, sys; from dotenv import dotenv_values; print(json.dumps(dotenv_values(sys.argv[1])))',
      example,
    ]);
    expect(JSON.parse(out.toString())).toEqual(parsed.values);
  });

  it('refuses the lines some loader reads otherwise, naming each', () => {
    const file = 'MAIL_FROM=Circles <no-reply@example.org>\nexport A=1\nB="$HOME"\nC=a #b\nD=ok\n';
    expect(parseEnvFile(file).problems.map((p) => p.split(':').slice(0, 2).join(':'))).toEqual([
      'line 1: MAIL_FROM',
      'line 2: not KEY=value (no spaces around =, no "export", comments start the line with #)',
      'line 3: B',
      'line 4: C',
    ]);
    // What the rule protects against: the shell stops at the space and runs the rest as a command.
    const shellRead = spawnSync('bash', [
      '-c',
      'set -a; . "$1"',
      'sh',
      writeTemp('MAIL_FROM=Circles <x@y.z>\n'),
    ]);
    expect(shellRead.status).not.toBe(0);
  });

  it('config:check passes .env.example, and in production names what must still be filled in and warns', () => {
    expect(checkConfig({}, { name: '.env.example', text: exampleText })).toEqual({
      problems: [],
      warnings: [],
    });
    const production = checkConfig({ NODE_ENV: 'production' }, { name: '.env.example', text: exampleText });
    expect(production.problems).toEqual([
      'AUTH_SECRET: required when NODE_ENV=production (32+ random characters)',
    ]);
    expect(production.warnings.map((w) => w.split(':')[0])).toEqual([
      'PUBLIC_URL',
      'DATABASE_URL',
      'SMTP_URL',
    ]);
  });

  it('config:check (and the start check) refuse half-set S3, naming what is missing', () => {
    const half = checkConfig({}, { name: 'circles.env', text: `${exampleText}S3_BUCKET=circles-media\n` });
    expect(half.problems).toEqual([
      'S3_*: S3_BUCKET set but S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY not: set all four (media in S3) or none (media on local disk)',
    ]);
  });

  it('npm run config:check prints config ok or every problem, with its exit code', () => {
    const command = path.join(import.meta.dirname, 'config-check-command.ts');
    const run = (file: string) =>
      spawnSync(process.execPath, ['--import', 'tsx', command, file], {
        env: { PATH: process.env.PATH },
        encoding: 'utf8',
      });
    const ok = run(example);
    expect([ok.status, ok.stdout.trim()]).toEqual([0, 'config ok']);
    const bad = run(writeTemp('MAIL_FROM=Circles <x@y.z>\nS3_BUCKET=circles-media\n'));
    expect(bad.status).toBe(1);
    expect(bad.stderr).toContain('config has 2 problem(s)');
    expect(bad.stderr).toContain('line 1: MAIL_FROM: put the value in double quotes');
  });
});
