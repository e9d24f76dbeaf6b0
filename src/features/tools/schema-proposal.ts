/**
 * "Fill from source": the source's signature (a workflow's start and end variables, a custom node's
 * parameters and output variable) as proposed input and output JSON Schemas, for the user to edit.
 */
import type { CustomNodeParameterDataType, ToolSourceSignature, ToolSourceVariable } from '../../generated/model';

const JSON_TYPES: Record<CustomNodeParameterDataType, string> = {
  PARAMETER_DATA_TYPE_STRING: 'string',
  PARAMETER_DATA_TYPE_NUMBER: 'number',
  PARAMETER_DATA_TYPE_INTEGER: 'integer',
  PARAMETER_DATA_TYPE_BOOLEAN: 'boolean',
  PARAMETER_DATA_TYPE_OBJECT: 'object',
  PARAMETER_DATA_TYPE_ARRAY: 'array',
};

/** An object schema with one property per variable (type when known, description when given). */
export function objectSchemaOf(variables: ToolSourceVariable[]): string {
  const properties: Record<string, Record<string, string>> = {};
  for (const variable of variables) {
    properties[variable.name] = {
      ...(variable.dataType ? { type: JSON_TYPES[variable.dataType] } : {}),
      ...(variable.description ? { description: variable.description } : {}),
    };
  }
  const required = variables.filter((variable) => variable.required).map((variable) => variable.name);
  return JSON.stringify({ type: 'object', properties, ...(required.length ? { required } : {}) }, null, 2);
}

export function proposeSchemas(signature: ToolSourceSignature): { inputSchema: string; outputSchema: string } {
  return { inputSchema: objectSchemaOf(signature.inputs), outputSchema: objectSchemaOf(signature.outputs) };
}
