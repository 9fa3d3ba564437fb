import { QueryClient } from '@tanstack/react-query';

/**
 * The app's one query cache. A module of its own so that a route can start a page's first read in it
 * (`prefetchQuery`) before the page's code has arrived, and the page finds the answer there.
 */
export const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, refetchOnWindowFocus: false } },
});
