/**
 * The spec's rules for agents and tools (§5, §9) with their messages. Rules run on the parsed JSON
 * before the generated zod schema, so a rule violation answers its own message (with one detail per
 * field) rather than zod's generic one; wrong types and unknown shapes then fall to zod.
 */
import type { z } from 'zod';
import type { ErrorDetail, ToolType } from '../../../src/generated/model';
import { badRequest, messages } from '../../lib/errors';
import { readJson } from '../../lib/validate';

export const AGENT_NAME_MAX = 20;
export const AGENT_TOOLS_MAX = 20;
export const SYSTEM_PROMPT_MAX = 5000;
/** The spec says both 'max 63' and '1 to 50'; 1 to 50 satisfies both. */
export const TOOL_NAME_MAX = 50;
export const TOOL_NAME_PATTERN = /^[A-Za-z0-9_]+$/;
export const TOOL_DISPLAY_NAME_MAX = 20;
export const TOOL_DESCRIPTION_MAX = 500;
export const TOOL_SCHEMA_MAX = 5000;

/** The messages of this area (spec §5: 'select {label}', required, maximum length). */
export const agentToolMessages = {
  agentNameRequired: 'Please enter an agent name',
  agentNameTooLong: `Agent name must be ${AGENT_NAME_MAX} characters or fewer`,
  agentToolsRequired: 'Select at least one tool',
  agentToolsTooMany: `Select at most ${AGENT_TOOLS_MAX} tools`,
  systemPromptTooLong: `System prompt must be ${SYSTEM_PROMPT_MAX} characters or fewer`,
  toolNotFound: (id: string) => `Tool not found: ${id}`,
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
  schemaNotObject: (label: string) => `${capitalise(label)} must be a JSON Schema of type "object"`,
  select: (label: string) => `Select ${label}`,
  sourceNotFound: (label: string) => `The selected ${label} does not exist`,
  toolInUse: (agentNames: string[]) => `This tool is used by agents: ${agentNames.join(', ')}. Remove it from them first.`,
} as const;

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

type Raw = Record<string, unknown>;
type Violation = ErrorDetail & { field: string; message: string };

/** The JSON body: rules first (their own messages), then the generated zod schema. */
export async function readChecked<S extends z.ZodType>(request: Request, schema: S, rules: (raw: Raw) => Violation[]): Promise<z.infer<S>> {
  const text = await request.text();
  let raw: unknown;
  try {
    raw = text ? JSON.parse(text) : undefined;
  } catch {
    throw badRequest(messages.invalidJson);
  }
  if (raw !== null && typeof raw === 'object' && !Array.isArray(raw)) {
    const violations = rules(raw as Raw);
    if (violations.length) throw badRequest(violations[0]!.message, violations);
  }
  return readJson(new Request(request.url, { method: 'POST', body: text }), schema);
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && !value.trim());

/** Required text with a maximum length (only strings are checked here; other types fall to zod). */
function text(raw: Raw, field: string, max: number, required: string, tooLong: string, partial: boolean): Violation[] {
  const value = raw[field];
  if (partial && value === undefined) return [];
  if (isBlank(value)) return [{ field, message: required }];
  if (typeof value === 'string' && value.length > max) return [{ field, message: tooLong }];
  return [];
}

export function agentRules(partial: boolean) {
  return (raw: Raw): Violation[] => {
    const m = agentToolMessages;
    const out = text(raw, 'name', AGENT_NAME_MAX, m.agentNameRequired, m.agentNameTooLong, partial);
    const toolIds = raw.toolIds;
    if (!(partial && toolIds === undefined)) {
      if (toolIds === undefined || toolIds === null || (Array.isArray(toolIds) && toolIds.length === 0)) {
        out.push({ field: 'toolIds', message: m.agentToolsRequired });
      } else if (Array.isArray(toolIds) && toolIds.length > AGENT_TOOLS_MAX) {
        out.push({ field: 'toolIds', message: m.agentToolsTooMany });
      }
    }
    if (typeof raw.systemPrompt === 'string' && raw.systemPrompt.length > SYSTEM_PROMPT_MAX) {
      out.push({ field: 'systemPrompt', message: m.systemPromptTooLong });
    }
    return out;
  };
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

function jsonSchemaText(raw: Raw, field: string, label: string): Violation[] {
  const m = agentToolMessages;
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
  const isObjectSchema =
    parsed !== null &&
    typeof parsed === 'object' &&
    !Array.isArray(parsed) &&
    (parsed as Raw).type === 'object' &&
    ((parsed as Raw).properties === undefined || (typeof (parsed as Raw).properties === 'object' && !Array.isArray((parsed as Raw).properties)));
  return isObjectSchema ? [] : [{ field, message: m.schemaNotObject(label) }];
}

export function toolRules(raw: Raw): Violation[] {
  const m = agentToolMessages;
  const out: Violation[] = [];
  const name = raw.name;
  if (isBlank(name)) out.push({ field: 'name', message: m.toolNameRequired });
  else if (typeof name === 'string' && name.length > TOOL_NAME_MAX) out.push({ field: 'name', message: m.toolNameTooLong });
  else if (typeof name === 'string' && !TOOL_NAME_PATTERN.test(name)) out.push({ field: 'name', message: m.toolNamePattern });
  out.push(...text(raw, 'displayName', TOOL_DISPLAY_NAME_MAX, m.displayNameRequired, m.displayNameTooLong, false));
  out.push(...text(raw, 'description', TOOL_DESCRIPTION_MAX, m.descriptionRequired, m.descriptionTooLong, false));
  const type = raw.type as ToolType;
  if (!TOOL_TYPES.includes(type)) out.push({ field: 'type', message: m.select('type') });
  out.push(...jsonSchemaText(raw, 'inputSchema', 'input schema'));
  out.push(...jsonSchemaText(raw, 'outputSchema', 'output schema'));
  for (const { field, label } of SOURCE_FIELDS[type] ?? []) {
    if (isBlank(raw[field])) out.push({ field, message: m.select(label) });
  }
  return out;
}
