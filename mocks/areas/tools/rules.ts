/**
 * The spec's rules for tools (§5, §9) with their messages. Rules run on the parsed JSON before the
 * generated zod schema (see readChecked), so a rule violation answers its own message (with one detail
 * per field) rather than zod's generic one; wrong types and unknown shapes then fall to zod.
 */
import Ajv2020 from 'ajv/dist/2020';
import type { ToolType } from '../../../src/generated/model';
import { isBlank, requiredText, type RawBody, type Violation } from '../../lib/validate';

/** The spec says both 'max 63' and '1 to 50'; 1 to 50 satisfies both. */
export const TOOL_NAME_MAX = 50;
export const TOOL_NAME_PATTERN = /^[A-Za-z0-9_]+$/;
export const TOOL_DISPLAY_NAME_MAX = 20;
export const TOOL_DESCRIPTION_MAX = 500;
export const TOOL_SCHEMA_MAX = 5000;

/** The messages of this area (spec §5: 'select {label}', required, maximum length). */
export const toolMessages = {
  toolNameRequired: 'Please enter a tool name',
  toolNameTooLong: `Tool name must be ${TOOL_NAME_MAX} characters or fewer`,
  toolNamePattern: 'Tool name may contain only half-width letters, digits and underscores',
  toolNameTaken: 'A tool with this name already exists',
  displayNameRequired: 'Please enter a display name',
  displayNameTooLong: `Display name must be ${TOOL_DISPLAY_NAME_MAX} characters or fewer`,
  descriptionRequired: 'Please enter a description',
  descriptionTooLong: `Description must be ${TOOL_DESCRIPTION_MAX} characters or fewer`,
  schemaRequired: (label: string) => `Please enter the ${label}`,
  schemaTooLong: (label: string) => `${capitalise(label)} must be ${TOOL_SCHEMA_MAX} characters or fewer`,
  schemaInvalidJson: (label: string) => `${capitalise(label)} is not valid JSON`,
  schemaInvalid: (label: string) => `${capitalise(label)} is not a valid JSON Schema`,
  schemaNotObject: (label: string) => `${capitalise(label)} must be a JSON Schema of type "object"`,
  select: (label: string) => `Select ${label}`,
  sourceNotFound: (label: string) => `The selected ${label} does not exist`,
  toolInUse: (agentNames: string[]) => `This tool is used by agents: ${agentNames.join(', ')}. Remove it from them first.`,
} as const;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const TOOL_TYPES: ToolType[] = ['TOOL_TYPE_WORKFLOW', 'TOOL_TYPE_CUSTOM_NODE', 'TOOL_TYPE_SHARED_CUSTOM_NODE'];

/** The source fields each type needs, with the label of 'Select {label}'. */
export const SOURCE_FIELDS: Record<ToolType, Array<{ field: string; label: string }>> = {
  TOOL_TYPE_WORKFLOW: [
    { field: 'workflowId', label: 'workflow' },
    { field: 'apiVersionId', label: 'API version' },
  ],
  TOOL_TYPE_CUSTOM_NODE: [{ field: 'customNodeId', label: 'custom node' }],
  TOOL_TYPE_SHARED_CUSTOM_NODE: [{ field: 'sharedCustomNodeId', label: 'shared custom node' }],
};

/** JSON Schema draft 2020-12 (the dialect of OpenAPI 3.1); unknown keywords and formats are allowed. */
let ajv: Ajv2020 | undefined;

/** Whether `schema` is a valid JSON Schema of draft 2020-12 (against its meta-schema). */
export function isJsonSchema2020(schema: unknown): boolean {
  ajv ??= new Ajv2020({ strict: false, validateFormats: false });
  try {
    return ajv.validateSchema(schema as object) === true;
  } catch {
    // e.g. a `$schema` naming a dialect this validator does not know.
    return false;
  }
}

/** Order: required → too long → not JSON → not a valid JSON Schema → not of type "object". */
function jsonSchemaText(raw: RawBody, field: string, label: string): Violation[] {
  const m = toolMessages;
  const value = raw[field];
  if (isBlank(value)) return [{ field, message: m.schemaRequired(label) }];
  if (typeof value !== 'string') return [];
  if (value.length > TOOL_SCHEMA_MAX) return [{ field, message: m.schemaTooLong(label) }];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return [{ field, message: m.schemaInvalidJson(label) }];
  }
  if (!isJsonSchema2020(parsed)) return [{ field, message: m.schemaInvalid(label) }];
  const isObjectSchema = parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) && (parsed as RawBody).type === 'object';
  return isObjectSchema ? [] : [{ field, message: m.schemaNotObject(label) }];
}

export function toolRules(raw: RawBody): Violation[] {
  const m = toolMessages;
  const out: Violation[] = [];
  const name = raw.name;
  if (isBlank(name)) out.push({ field: 'name', message: m.toolNameRequired });
  else if (typeof name === 'string' && name.length > TOOL_NAME_MAX) out.push({ field: 'name', message: m.toolNameTooLong });
  else if (typeof name === 'string' && !TOOL_NAME_PATTERN.test(name)) out.push({ field: 'name', message: m.toolNamePattern });
  out.push(...requiredText(raw, 'displayName', TOOL_DISPLAY_NAME_MAX, m.displayNameRequired, m.displayNameTooLong));
  out.push(...requiredText(raw, 'description', TOOL_DESCRIPTION_MAX, m.descriptionRequired, m.descriptionTooLong));
  const type = raw.type as ToolType;
  if (!TOOL_TYPES.includes(type)) out.push({ field: 'type', message: m.select('type') });
  out.push(...jsonSchemaText(raw, 'inputSchema', 'input schema'));
  out.push(...jsonSchemaText(raw, 'outputSchema', 'output schema'));
  for (const { field, label } of SOURCE_FIELDS[type] ?? []) {
    if (isBlank(raw[field])) out.push({ field, message: m.select(label) });
  }
  return out;
}
