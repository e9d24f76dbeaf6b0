
/**
 * Who did something, as the studio shows it.
 */
export interface UserRef {
  /** @maxLength 64 */
  id: string;
  /** @maxLength 200 */
  name: string;
}
