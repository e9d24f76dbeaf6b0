/** The contract's list answer `{ items, totalCount, page, pageSize }` from a filtered list. */
export interface PageQuery {
  page?: number;
  pageSize?: number;
  name?: string;
}

export function paginate<T>(
  rows: T[],
  query: PageQuery,
  nameOf: (row: T) => string = (row) => String((row as { name?: unknown }).name ?? ''),
): { items: T[]; totalCount: number; page: number; pageSize: number } {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 10;
  const needle = query.name?.trim().toLowerCase();
  const matching = needle ? rows.filter((row) => nameOf(row).toLowerCase().includes(needle)) : rows;
  const start = (page - 1) * pageSize;
  return { items: matching.slice(start, start + pageSize), totalCount: matching.length, page, pageSize };
}
