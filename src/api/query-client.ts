import { QueryClient } from '@tanstack/react-query';
import { HttpError } from './errors';

/** Retry a failed query up to 3 times, never after a 401 (the session is gone) or a 403. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof HttpError && (error.code === 401 || error.code === 403)) return false;
  return failureCount < 3;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000, gcTime: 5 * 60_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
