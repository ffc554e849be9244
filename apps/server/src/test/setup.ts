import { beforeEach } from 'vitest';
import { getTestServer } from './test-server';

// Every integration test starts from a freshly migrated, empty database.
beforeEach(async () => {
  const server = await getTestServer();
  await server.reset();
});
