
/**
 * An opaque identifier.
 * @minLength 1
 * @maxLength 64
 * @pattern ^[A-Za-z0-9_-]+$
 */
export type Id = string;
