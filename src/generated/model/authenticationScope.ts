
export interface AuthenticationScope {
  /**
     * @minLength 1
     * @maxLength 200
     */
  scope: string;
  /** @maxLength 500 */
  description: string;
}
