/**
 * `?page=` of the project list, read by hand (this is the first screen: no zod here); anything invalid is
 * page 1 (§5). The page and its route's prefetch (src/app/route-data.ts) read it alike.
 */
export function pageOf(search: URLSearchParams): number {
  const page = Number(search.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
