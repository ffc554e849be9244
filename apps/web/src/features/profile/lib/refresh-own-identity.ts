import type { Me } from '@circles/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { meQueryKey } from '../../../lib/session';
import { profileKeys } from '../api/keys';

/**
 * After the member changed their name, handle, icons or avatar: the sidebar reads `me` (set at once), and every
 * list that shows them as an author or member (feeds, posts, comments, circle members, profiles) refetches.
 * Keys are named by their root, so no feature's internals are imported.
 */
export async function refreshOwnIdentity(queryClient: QueryClient, me: Me) {
  queryClient.setQueryData<Me | null>(meQueryKey, me);
  await Promise.all(
    [['posts'], ['comments'], ['circles'], profileKeys.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
