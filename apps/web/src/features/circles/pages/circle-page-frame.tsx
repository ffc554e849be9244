import type { ReactNode } from 'react';
import { ApiRequestError } from '../../../lib/api-client';

/**
 * A circle page's column and its 'not found' test, shared by the circle page and Favorites. Their own file: the
 * Favorites page imports only these, not the circle page's dialogs and panels (its first load stays in budget).
 */
export function CirclePageFrame({ children }: { children: ReactNode }) {
  return <div className="mx-auto flex w-full max-w-4xl flex-col gap-6">{children}</div>;
}

export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;
