// The systemd unit and compose's backup service work as written (issue #56): the unit passes systemd's own check
// and finds node through PATH; compose's backup gives ./backups to the image's user (uid 1000) before writing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const has = (command) => spawnSync('sh', ['-c', `command -v ${command}`]).status === 0;

describe('deploy files (issue #56)', () => {
  it.skipIf(!has('systemd-analyze'))(
    'the systemd unit passes systemd-analyze verify, node found through PATH',
    () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-unit-'));
      const unit = fs.readFileSync(path.join(root, 'deploy/systemd/circles@.service'), 'utf8');
      fs.writeFileSync(path.join(dir, 'circles@.service'), unit);
      const verify = spawnSync('systemd-analyze', ['verify', path.join(dir, 'circles@3000.service')], {
        encoding: 'utf8',
      });
      fs.rmSync(dir, { recursive: true, force: true });
      expect([verify.status, verify.stderr.trim()]).toEqual([0, '']);
      expect(unit).toMatch(/^ExecStart=\/usr\/bin\/env node scripts\/start\.mjs$/m);
      expect(unit).toMatch(/^ExecStartPre=\/usr\/bin\/env npm run --silent migrate$/m);
    },
  );

  it.skipIf(spawnSync('python3', ['-c', 'import yaml']).status !== 0)(
    "compose's backup service prepares /backups for uid 1000, then runs npm run backup as it",
    () => {
      const parsed = spawnSync(
        'python3',
        [
          '-c',
          'import json, sys, yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))',
          'compose.yaml',
        ],
        { cwd: root, encoding: 'utf8' },
      );
      expect(parsed.status).toBe(0);
      const backup = JSON.parse(parsed.stdout).services.backup;
      expect(backup).toMatchObject({ user: '0:0', volumes: ['./backups:/backups'], profiles: ['tools'] });
      const script = backup.entrypoint[2];
      expect(script).toMatch(/^install -d -o node -g node -m 0700 \/backups && exec .*setpriv --reuid=node/);
      expect(script).toContain('npm run --silent backup -- "$$@"');
    },
  );
  // docker-compose's own check of compose.yaml runs in scripts/ci-image.sh (.ci/run's image stage).
});
