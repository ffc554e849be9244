import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { createContext, RouterContextProvider } from 'react-router';
import { ApiRequestError } from './api-client';
import { sessionRootKey } from './session';
import { toast } from './toast';

const maxQueryRetries = 2;

/** The server was too busy to take the request (503): the API client already asked again with backoff. */
const isBusy = (error: unknown) => error instanceof ApiRequestError && error.status === 503;

/** Client errors (4xx) will not change on retry; network and server errors may. */
const shouldRetry = (failureCount: number, error: unknown) => {
  const isClientError = error instanceof ApiRequestError && error.status >= 400 && error.status < 500;
  return !isClientError && !isBusy(error) && failureCount < maxQueryRetries;
};

const isUnauthorized = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

export const createQueryClient = () => {
  // docs/product.md §Behaviour: when a call finds the session gone, ask the auth service again at once; the route
  // guard then sends the member to sign-in. Session queries and the auth forms (a wrong password is a 401) are
  // exempt.
  const recheckSession = () => void queryClient.invalidateQueries({ queryKey: sessionRootKey });
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (isUnauthorized(error) && query.queryKey[0] !== sessionRootKey[0]) recheckSession();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (isUnauthorized(error) && mutation.options.mutationKey?.[0] !== 'auth') recheckSession();
        // A write the busy server refused did not go through: say so, in the server's words (issue #37).
        if (isBusy(error)) toast.error((error as ApiRequestError).message);
      },
    }),
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return queryClient;
};

/**
 * The request's query cache, as React Router hands it to loaders (`context.get(queryClientContext)`): the
 * browser's one cache, or on the server a new one per document (entry-server.tsx), never shared.
 */
export const queryClientContext = createContext<QueryClient>();

export const routerContextWith = (queryClient: QueryClient) =>
  new RouterContextProvider(new Map([[queryClientContext, queryClient]]));

/** A loader's query cache (its `context` is the RouterContextProvider above). */
export const queryClientOf = (context: unknown) => (context as RouterContextProvider).get(queryClientContext);
