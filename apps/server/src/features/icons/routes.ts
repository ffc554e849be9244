import type { Icon } from '@circles/contracts';
import { Hono } from 'hono';
import type { AppContext } from '../../app-context';
import type { RequireViewer } from '../../auth/session';
import { createIconsRepository } from './repository';

/** The emoji catalogue for profile setup, ordered by category (SPEC §7). Reference data: cached briefly. */
export const iconsRoutes = ({ database }: AppContext, requireViewer: RequireViewer) => {
  const icons = createIconsRepository(database.db);
  return new Hono().get('/', requireViewer, async (c) => {
    const rows = await icons.listAll();
    const body: Icon[] = rows.map((row) => ({
      iconId: row.icon_id,
      iconName: row.icon_name,
      category: row.category,
      iconCode: row.icon_code,
    }));
    c.header('Cache-Control', 'private, max-age=3600');
    return c.json(body);
  });
};
