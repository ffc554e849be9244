import { Hono } from 'hono';
import type { AppContext } from '../../app-context';
import { currentSchemaVersion, readMigrations } from '../../db/migrate';
import type { Lifecycle } from '../../lib/lifecycle';
import type { MediaStoreWatch } from './media-store-watch';

const databaseTimeoutMs = 2000;

/**
 * GET /api/health (kind and schema version), /api/health/live (the process answers: touches neither the database
 * nor a session) and /api/health/ready (this process should get traffic: not shutting down, the database answers,
 * every migration this release knows is applied, the media the database names are in the configured store).
 * Issues #42 and #56: the details of missing media go to the log, not to whoever asks here.
 */
export const healthRoutes = (
  { database }: AppContext,
  lifecycle: Lifecycle,
  mediaStore?: MediaStoreWatch,
  /** Whether ffmpeg is there (issue #52): told, not a reason to take no traffic (photos and text still work). */
  isMediaProcessingAvailable?: () => Promise<boolean>,
) => {
  const expectedVersion = readMigrations().length;
  return new Hono()
    .get('/', async (c) => {
      const migrationVersion = await currentSchemaVersion(database.pool);
      return c.json({ status: 'ok', database: database.kind, migrationVersion });
    })
    .get('/live', (c) => c.json({ status: 'ok' }))
    .get('/ready', async (c) => {
      if (lifecycle.isDraining()) return c.json({ status: 'shutting_down' }, 503);
      let timer: NodeJS.Timeout | undefined;
      const migrationVersion = await Promise.race([
        currentSchemaVersion(database.pool),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), databaseTimeoutMs);
        }),
      ])
        .catch(() => null)
        .finally(() => clearTimeout(timer));
      if (migrationVersion === null) return c.json({ status: 'database_unreachable' }, 503);
      // A newer release may have migrated further already (a rolling deploy): only a missing migration is fatal.
      if (migrationVersion < expectedVersion)
        return c.json({ status: 'migrations_pending', migrationVersion, expectedVersion }, 503);
      const media = await mediaStore?.readiness().catch(() => undefined);
      if (media && !media.ok) {
        const reason = 'media files this database names are not in the configured media store: see the log';
        return c.json({ status: media.reason, reason }, 503);
      }
      const mediaProcessing = (await isMediaProcessingAvailable?.().catch(() => false))
        ? 'available'
        : 'unavailable';
      return c.json({ status: 'ready', migrationVersion, mediaProcessing });
    });
};
