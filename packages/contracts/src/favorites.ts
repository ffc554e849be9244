import { z } from 'zod';
import { postSchema } from './posts';

export { favoriteMessages } from './favorites-constants';

/** A saved post: when it was saved, and the post as the viewer sees it (id and author included). */
export const favoriteItemSchema = z.object({ savedAt: z.string(), post: postSchema });
export type FavoriteItem = z.infer<typeof favoriteItemSchema>;

export const favoritesPageSchema = z.object({
  items: z.array(favoriteItemSchema),
  nextCursor: z.string().nullable(),
});
export type FavoritesPage = z.infer<typeof favoritesPageSchema>;

export const favoriteStateSchema = z.object({ saved: z.boolean(), count: z.number() });
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

export const postIdParamSchema = z.object({ postId: z.string().min(1).max(64) });
