
export interface ProjectCreate {
  /**
     * Required ('Please enter a project name').
     * @minLength 1
     * @maxLength 100
     */
  name: string;
  /** @maxLength 500 */
  description?: string;
}
