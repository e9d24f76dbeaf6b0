
/**
 * An instant in RFC 3339 (UTC).
 */
export type Timestamp = string;
