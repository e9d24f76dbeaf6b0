
/**
 * The version's name, unique per workflow. Required ('Please enter a version name'), at most 20 characters.
 * @minLength 1
 * @maxLength 20
 */
export type ApiVersionName = string;
