// The E2E specs CI runs again against PostgreSQL (`node scripts/test.mjs --e2e-only --postgres-specs`): those that
// go through what differs there from the embedded database (docs/ARCHITECTURE.md, Tests). The pool of several connections
// (requests and transactions side by side, advisory locks, the read barrier's token), LISTEN/NOTIFY announcements
// heard by a connection of their own (live notifications, messages, governance results, feed changes), named
// prepared statements and the planner's choices on real statistics (feeds, search), and the server-drawn first
// load calling the API in-process on that pool. Every spec also runs on PGlite in `npm test`, and the server's
// tests that use a database run on PostgreSQL too (`--vitest-only --integration`, scripts/postgres-tests.mjs).
export const postgresSpecs = [
  'e2e/notifications.spec.ts',
  'e2e/messages.spec.ts',
  'e2e/governance.spec.ts',
  'e2e/posts.spec.ts',
  'e2e/comments.spec.ts',
  'e2e/search.spec.ts',
  'e2e/marketplace-selling.spec.ts',
  'e2e/circles.spec.ts',
  'e2e/join-requests.spec.ts',
  'e2e/member-first-visit.spec.ts',
];
