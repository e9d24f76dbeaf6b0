import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, pagedListSearchSchema, parseSearch } from '../../lib/search-params';

export interface ListSearch {
  page: number;
  pageSize: number;
  name?: string | undefined;
}

/** The list search a URL's search params hold (what the page reads, and what the route prefetches: src/app/route-data.ts). */
export function listSearchOf(searchParams: URLSearchParams): ListSearch {
  return parseSearch(pagedListSearchSchema, searchParams);
}

/**
 * The list's `page`, `pageSize` and `name` search params (§5: invalid values fall back silently),
 * and setters that push a history entry, so the URL is shareable and back/forward page through.
 * Other search params (e.g. `view`) are kept. Defaults are left out of the URL.
 */
export function useListSearch() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search: ListSearch = useMemo(() => listSearchOf(searchParams), [searchParams]);

  const update = useCallback(
    (change: Partial<ListSearch>) => {
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        const merged = { ...listSearchOf(current), ...change };
        const set = (key: string, value: string | undefined) => (value === undefined ? next.delete(key) : next.set(key, value));
        set('page', merged.page === DEFAULT_PAGE ? undefined : String(merged.page));
        set('pageSize', merged.pageSize === DEFAULT_PAGE_SIZE ? undefined : String(merged.pageSize));
        set('name', merged.name ? merged.name : undefined);
        return next;
      });
    },
    [setSearchParams],
  );

  const setPage = useCallback((page: number) => update({ page }), [update]);
  const setPageSize = useCallback((pageSize: number) => update({ pageSize, page: DEFAULT_PAGE }), [update]);
  /** A new search starts on page 1. */
  const setName = useCallback((name: string) => update({ name: name.trim() ? name : undefined, page: DEFAULT_PAGE }), [update]);

  return { ...search, setPage, setPageSize, setName };
}

/** The generated list hooks' params from the list search (`name` only when there is one). */
export function listParams({ page, pageSize, name }: ListSearch): { page: number; pageSize: number; name?: string } {
  return { page, pageSize, ...(name ? { name } : {}) };
}

/** The list query's options: the previous page stays on screen while the next one loads. */
export const KEEP_PAGE = { query: { placeholderData: keepPreviousData } };
