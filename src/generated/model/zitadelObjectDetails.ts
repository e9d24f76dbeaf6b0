
export interface ZitadelObjectDetails {
  sequence?: string;
  creationDate?: string;
  changeDate?: string;
  /** @maxLength 200 */
  resourceOwner?: string;
}
