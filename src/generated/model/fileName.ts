
/**
 * A file name as the backend accepts and stores it: a base name, never a path. 1 to 255 characters; no `/` or `\`, not `.` or `..`, and no control characters (U+0000–U+001F, U+007F). A name that breaks the rule is refused with 400 'Invalid file name', never cut down to its last segment. For a multipart upload the rule applies to the file part's `filename` (its Content-Disposition), e.g. `../../etc/evil.csv` or `C:\data\evil.csv` is refused.
 * @minLength 1
 * @maxLength 255
 * @pattern ^(?!\.\.?$)[^/\\\x00-\x1f\x7f]{1,255}$
 */
export type FileName = string;
