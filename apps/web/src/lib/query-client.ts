import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

const maxQueryRetries = 2;

/** Client errors (4xx) will not change on retry; network and server errors may. */
const shouldRetry = (failureCount: number, error: unknown) => {
  const isClientError = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  return !isClientError && failureCount < maxQueryRetries;
};

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
