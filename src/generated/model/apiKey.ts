
/**
 * An API key, answered only by the call that issues it (view or copy it right then).
 * @minLength 20
 * @maxLength 128
 */
export type ApiKey = string;
