
export interface ZitadelListDetails {
  /** @maxLength 20 */
  totalResult?: string;
  /** @maxLength 20 */
  processedSequence?: string;
  /** @maxLength 40 */
  viewTimestamp?: string;
}
