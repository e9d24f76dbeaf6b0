
/**
 * A variable name: half-width letters, digits and underscore, not starting with a digit. Names starting with 'sys_' are reserved for the system variables of the start node ('This variable name is reserved by the system. Please use a different name.').
 * @minLength 1
 * @maxLength 64
 * @pattern ^[A-Za-z_][A-Za-z0-9_]*$
 */
export type NodeVariableName = string;
