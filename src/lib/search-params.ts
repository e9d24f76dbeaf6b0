/**
 * Search params of the routes (§5): invalid values fall back silently.
 * page: integer ≥ 1, else 1 · pageSize: integer ≥ 10, else 10 · name: a string · historyId: non-empty.
 */
import { z } from 'zod';

export const DEFAULT_PAGE = 1;
export const DEFAULT_PAGE_SIZE = 10;

const integerAtLeast = (min: number, fallback: number) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value), z.number().int().min(min)).catch(fallback);

export const pageParam = integerAtLeast(1, DEFAULT_PAGE);
export const pageSizeParam = integerAtLeast(10, DEFAULT_PAGE_SIZE);
export const nameParam = z.string().optional().catch(undefined);
export const historyIdParam = z.string().min(1).optional().catch(undefined);

export const pagedListSearchSchema = z.object({
  page: pageParam.default(DEFAULT_PAGE),
  pageSize: pageSizeParam.default(DEFAULT_PAGE_SIZE),
  name: nameParam,
});
export const jobHistorySearchSchema = z.object({ historyId: historyIdParam });

/** Reads URLSearchParams through one of the schemas above (never throws). */
export function parseSearch<S extends z.ZodType>(schema: S, search: URLSearchParams): z.infer<S> {
  const raw: Record<string, string> = {};
  for (const [key, value] of search) raw[key] = value;
  return schema.parse(raw);
}
