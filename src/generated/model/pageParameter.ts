
/**
 * 1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).
 */
export type PageParameter = number;
