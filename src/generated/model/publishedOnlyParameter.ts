
/**
 * Only workflows with at least one published API version.
 */
export type PublishedOnlyParameter = boolean;
