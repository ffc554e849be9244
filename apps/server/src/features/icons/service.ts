import type { Icon } from '@circles/contracts';
import type { IconsRepository } from './repository';

/**
 * The emoji catalogue for profile setup, ordered by category (docs/product.md §Calls). Reference data, readable by
 * any member.
 */
export const createIconsService = (repository: IconsRepository) => ({
  async list(): Promise<Icon[]> {
    const rows = await repository.listAll();
    return rows.map((row) => ({
      iconId: row.icon_id,
      iconName: row.icon_name,
      category: row.category,
      iconCode: row.icon_code,
    }));
  },
});

export type IconsService = ReturnType<typeof createIconsService>;
