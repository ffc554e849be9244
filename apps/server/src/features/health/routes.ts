import { Hono } from 'hono';
import type { AppContext } from '../../app-context';
import { currentSchemaVersion } from '../../db/migrate';

export const healthRoutes = ({ database }: AppContext) =>
  new Hono().get('/', async (c) => {
    const migrationVersion = await currentSchemaVersion(database.pool);
    return c.json({ status: 'ok', database: database.kind, migrationVersion });
  });
