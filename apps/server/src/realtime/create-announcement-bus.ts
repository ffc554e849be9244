import type { Config } from '../config';
import type { DatabaseHandle } from '../db/pool';
import type { Logger } from '../lib/logger';
import type { AnnouncementBus } from './announcement-bus';
import { createDatabaseListener } from './database-listener';
import { createRedisBus } from './redis-bus';

/** The announcement bus the settings name: Redis pub/sub when REDIS_URL is set, else PostgreSQL LISTEN. */
export function createAnnouncementBus(deps: {
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_LISTEN_URL' | 'REDIS_URL' | 'REDIS_CHANNEL_PREFIX'>;
  database: DatabaseHandle;
  logger: Logger;
}): AnnouncementBus {
  const { config, database, logger } = deps;
  const listenUrl = config.DATABASE_LISTEN_URL ?? database.url;
  if (config.REDIS_URL && listenUrl) {
    return createRedisBus({
      redisUrl: config.REDIS_URL,
      channelPrefix: config.REDIS_CHANNEL_PREFIX,
      listenUrl,
      logger,
    });
  }
  return createDatabaseListener({ database, listenUrl, logger });
}
