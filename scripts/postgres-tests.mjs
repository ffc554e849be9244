// The server's test files CI runs again against PostgreSQL (`node scripts/test.mjs --vitest-only --integration`):
// those that use a database, through the test server, its database or a pool of their own. The others (ffmpeg and
// hostile files, admission on a fake clock, parsers, caches fed by hand) ran in `npm test` and touch nothing that
// differs there, so a second pass would only repeat them (issue #55: run against PostgreSQL only what differs).
import fs from 'node:fs';
import path from 'node:path';

const serverSources = 'apps/server/src';
const usesDatabase =
  /\b(getTestServer|getTestDatabase|startTestServer|startServerProcess|signedInMember|TestClient|openDatabase)\b|TEST_DATABASE_URL/;

/** Paths (from `root`, sorted) of the server's test files that use a database. */
export function databaseTestFiles(root) {
  const found = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (
        entry.name.endsWith('.test.ts') &&
        usesDatabase.test(fs.readFileSync(path.join(root, relative), 'utf8'))
      )
        found.push(relative);
    }
  };
  walk(serverSources);
  return found.sort();
}
