
/**
 * A JSON Schema as text, at most 5000 characters. It must parse as JSON and describe an object (`"type": "object"`).
 * @minLength 1
 * @maxLength 5000
 */
export type ToolJsonSchemaText = string;
