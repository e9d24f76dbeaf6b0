
/**
 * A custom node DSL file (.aiws): YAML with `kind: CustomNode`, `version: 1` and a `customNode` mapping holding name, description, parameters, outputVariable, authentication (provider and scopes) and code.
 * @maxLength 1048576
 */
export type CustomNodeDsl = string;
