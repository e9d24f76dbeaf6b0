
export type SharedCustomNodeWorkflowUseNodesItem = {
  /**
     * @minLength 1
     * @maxLength 100
     */
  id: string;
  /** @maxLength 100 */
  label: string;
};
