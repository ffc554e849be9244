// `npm run config:check [-- <settings file>]`: the server's own start check, run before starting (issue #56).
// Prints every problem and exits 1, or prints 'config ok' (and, for NODE_ENV=production, warnings about what is
// most likely forgotten). config-check.ts says what it checks.
import fs from 'node:fs';
import { checkConfig } from './config-check';

const name = process.argv[2];
if (name && !fs.existsSync(name)) {
  console.error(`config:check: no such file: ${name}`);
  process.exit(1);
}
const file = name ? { name, text: fs.readFileSync(name, 'utf8') } : undefined;
const { problems, warnings } = checkConfig(process.env, file);
for (const warning of warnings) console.log(`warning: ${warning}`);
if (problems.length > 0) {
  console.error(`config has ${problems.length} problem(s):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  process.exit(1);
}
console.log('config ok');
