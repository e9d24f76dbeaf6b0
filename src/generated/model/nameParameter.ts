
/**
 * Keep only items whose name contains this text (case-insensitive).
 */
export type NameParameter = string;
