
/**
 * Items per page (at least 10).
 */
export type PageSizeParameter = number;
