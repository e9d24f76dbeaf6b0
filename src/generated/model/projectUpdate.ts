
export interface ProjectUpdate {
  /**
     * @minLength 1
     * @maxLength 100
     */
  name?: string;
  /** @maxLength 500 */
  description?: string;
}
