import { QueryClient } from '@tanstack/react-query';

/** Retries are the API client's job (idempotent requests only), so the cache does not add its own. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      staleTime: 30_000,
      refetchOnWindowFocus: false,
    },
    mutations: {
      retry: false,
    },
  },
});
