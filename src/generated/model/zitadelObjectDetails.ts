
export interface ZitadelObjectDetails {
  /** @maxLength 20 */
  sequence?: string;
  /** @maxLength 40 */
  creationDate?: string;
  /** @maxLength 40 */
  changeDate?: string;
  /** @maxLength 200 */
  resourceOwner?: string;
}
