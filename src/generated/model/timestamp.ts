
/**
 * An instant in RFC 3339 (UTC).
 * @maxLength 40
 */
export type Timestamp = string;
