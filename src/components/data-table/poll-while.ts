/**
 * Long-running work on screen (uploads, index builds, job runs): a query asks again every 2 s only while
 * what it shows is still moving, and stops by itself once everything has settled.
 */
// Component tests (Vitest's mode 'test') poll every 250 ms: they wait on the same polls in real time, eight times less.
export const POLL_MS = import.meta.env.MODE === 'test' ? 250 : 2_000;

/** A query's `refetchInterval`: every `POLL_MS` while `moving(data)`. */
export function pollWhile<T>(moving: (data: T) => boolean) {
  return (query: { state: { data?: T | undefined } }) => (query.state.data !== undefined && moving(query.state.data) ? POLL_MS : false);
}

/** A list query's `refetchInterval`: every `POLL_MS` while one of the page's items is still moving. */
export function pollListWhile<T>(moving: (item: T) => boolean) {
  return pollWhile<{ items: T[] }>((data) => data.items.some(moving));
}
