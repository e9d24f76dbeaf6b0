
/**
 * A JSON Schema as text, at most 5000 characters. The text must be valid JSON ('… is not valid JSON'), a valid JSON Schema of draft 2020-12, the dialect of OpenAPI 3.1 ('… is not a valid JSON Schema'), and an object schema with `"type": "object"` ('… must be a JSON Schema of type "object"'); each answers 400 with that message naming the field (e.g. 'Input schema is not a valid JSON Schema').
 * @minLength 1
 * @maxLength 5000
 */
export type ToolJsonSchemaText = string;
