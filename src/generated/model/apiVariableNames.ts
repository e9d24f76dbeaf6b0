
/**
 * Variable names of the workflow's start node (inputs) or end node (outputs) at this version.
 * @maxItems 50
 * @items.minLength 1
 * @items.maxLength 100
 */
export type ApiVariableNames = string[];
