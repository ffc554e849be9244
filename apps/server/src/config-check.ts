// What `npm run config:check [-- <settings file>]` checks (config-check-command.ts), issue #56. With a file (.env, /etc/circles/circles.env) it first checks that systemd, a shell's `set -a; .` and compose read
// every line alike (env-file.ts), then checks the settings the file gives on top of the environment.
import { parseConfig, productionWarnings } from './config';
import { parseEnvFile } from './env-file';

/** Every problem with the settings (and the file), and for production what an operator most likely forgot. */
export function checkConfig(env: NodeJS.ProcessEnv, file?: { name: string; text: string }) {
  const problems: string[] = [];
  let settings = env;
  if (file) {
    const parsed = parseEnvFile(file.text);
    problems.push(...parsed.problems.map((problem) => `${file.name} ${problem}`));
    settings = { ...env, ...parsed.values };
  }
  const config = parseConfig(settings);
  if (!config.ok) problems.push(...config.problems);
  const warnings = productionWarnings(settings);
  return { problems, warnings };
}
