/**
 * The checks an import runs on a chosen `.aiws` file before anything is sent (§5, §8),
 * in the order the user can fix them: a file is chosen ('missing'); its extension is `.aiws` and its
 * content is text, not a binary file ('invalidType'); it is at most 1MB ('tooLarge'); it is UTF-8
 * ('notUtf8' — 'Failed to parse file'); it is YAML ('yaml' — 'Invalid YAML format' with the line and
 * column); and it is a custom node DSL document ('shape' — 'Failed to parse file', naming the fields at
 * fault). The document's rules are the contract's own: the generated `CreateCustomNodeBody` (name 1–20,
 * code, output variable and parameter labels as identifiers, the data type and provider enums, the
 * limits), plus what the backend adds (a name or code that is only spaces, a parameter label used
 * twice) — mocks/areas/custom-nodes/dsl.ts parses with the same schema, so a file that passes here is
 * one the backend takes (apart from scopes its provider does not offer, which only the backend knows).
 *
 * Pure: no DOM, no File — `readAiwsFile` (the one async helper) reads a File's bytes and calls
 * `validateAiws`.
 */
import { parseDocument } from 'yaml';
import { z } from 'zod';
import type { UploadLimits } from '../../../components/upload/file-check';
import { extensionOf } from '../../../components/upload/file-check';
import { CreateCustomNodeBody } from '../../../generated/custom-nodes/custom-nodes.zod';
import type { CustomNodeWrite } from '../../../generated/model';

/** The DSL file's extension. */
export const AIWS_EXTENSION = '.aiws';

/**
 * The largest importable file: the contract's `CustomNodeImport.file` maxLength (openapi/schemas/custom-nodes.yaml,
 * 1MB = 1,048,576 bytes). orval writes no constant for a binary part, so it is stated here;
 * validate-aiws.test.ts holds it to the contract and the mock.
 */
export const AIWS_MAX_BYTES = 1024 * 1024;

export const AIWS_UPLOAD_LIMITS: UploadLimits = {
  maxBytes: AIWS_MAX_BYTES,
  maxLabel: '1MB',
  extensions: [AIWS_EXTENSION],
};

/** The DSL document (`kind: CustomNode`, `version: 1`, `customNode`), as the backend reads it. */
export const AiwsDocumentSchema = z.object({
  kind: z.literal('CustomNode'),
  version: z.literal(1),
  customNode: CreateCustomNodeBody,
});

export type AiwsDocument = { kind: 'CustomNode'; version: 1; customNode: CustomNodeWrite };

/** What is wrong with one field of the document. */
export type ShapeProblem =
  /** The file holds no YAML document at all (empty, or only comments). */
  | { kind: 'emptyFile'; field?: undefined }
  | { kind: 'required'; field: string }
  /** Another type of value: `expected` is zod's name (string, number, boolean, array, object). */
  | { kind: 'type'; field: string; expected: string }
  /** Not the one value or one of the values allowed (`kind`, `version`, a data type, a provider). */
  | { kind: 'oneOf'; field: string; values: string[] }
  | { kind: 'empty'; field: string }
  | { kind: 'tooLong'; field: string; max: number }
  | { kind: 'tooFew'; field: string; min: number }
  | { kind: 'tooMany'; field: string; max: number }
  | { kind: 'tooSmall'; field: string; min: number }
  | { kind: 'tooBig'; field: string; max: number }
  /** Not a Python identifier (letters, digits and _, not starting with a digit). */
  | { kind: 'identifier'; field: string }
  | { kind: 'duplicateLabel'; field: string; label: string }
  | { kind: 'duplicateScope'; field: string; scope: string }
  | { kind: 'invalid'; field: string };

export type AiwsFailure =
  | { kind: 'missing' }
  /** `extension`: not `.aiws`; `binary`: the content is not text (an image, an archive, a PDF…). */
  | { kind: 'invalidType'; reason: 'extension' | 'binary' }
  | { kind: 'tooLarge'; size: number; maxBytes: number; maxLabel: string }
  | { kind: 'notUtf8' }
  /** `line` and `column` are 1-based; `excerpt` is the offending line's text (when known). */
  | { kind: 'yaml'; code: string; line?: number; column?: number; excerpt?: string }
  /** `problems[0]` is the first field at fault; at most 20 are listed. */
  | { kind: 'shape'; problems: ShapeProblem[] };

export type AiwsValidation = { ok: true; document: AiwsDocument; name: string } | ({ ok: false } & AiwsFailure);

/** A chosen file as far as the checks need it (a `File` is one). */
export interface AiwsFileInfo {
  name: string;
  size: number;
}

const MAX_PROBLEMS = 20;
/** How much of the file the binary check looks at. */
const SNIFF_BYTES = 8192;

const fail = <F extends AiwsFailure>(failure: F): { ok: false } & F => ({ ok: false, ...failure });

/** The checks that need only the file's name and size (run before reading it); undefined when they pass. */
export function checkAiwsFile(file: AiwsFileInfo | undefined | null): ({ ok: false } & AiwsFailure) | undefined {
  if (!file) return fail({ kind: 'missing' });
  if (extensionOf(file.name) !== AIWS_EXTENSION) return fail({ kind: 'invalidType', reason: 'extension' });
  if (file.size > AIWS_MAX_BYTES) return fail({ kind: 'tooLarge', size: file.size, maxBytes: AIWS_MAX_BYTES, maxLabel: AIWS_UPLOAD_LIMITS.maxLabel });
  return undefined;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) => prefix.every((byte, index) => bytes[index] === byte);

/** A UTF-16 or UTF-32 byte order mark: text, but not UTF-8. */
const otherUnicodeBom = (bytes: Uint8Array) =>
  startsWith(bytes, [0xff, 0xfe]) || startsWith(bytes, [0xfe, 0xff]) || startsWith(bytes, [0x00, 0x00, 0xfe, 0xff]);

/** '%PDF-': a PDF can start with a few lines of plain ASCII. */
const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d] as const;

/**
 * Whether the bytes are obviously not text: a PDF, or a control character YAML never allows (NUL and
 * the other C0 controls but tab, line feed, carriage return — images, archives and office files have
 * them within their first bytes).
 */
function looksBinary(bytes: Uint8Array): boolean {
  if (startsWith(bytes, PDF_MAGIC)) return true;
  const end = Math.min(bytes.length, SNIFF_BYTES);
  for (let index = 0; index < end; index += 1) {
    const byte = bytes[index]!;
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) return true;
    if (byte === 0x7f) return true;
  }
  return false;
}

/** 'customNode.parameters[0].dataType' for zod's path. */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${String(key)}` : String(key)), '');
}

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let value = raw;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function problemOf(issue: z.core.$ZodIssue, raw: unknown): ShapeProblem {
  const field = fieldPath(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      return valueAt(raw, issue.path) === undefined || valueAt(raw, issue.path) === null
        ? { kind: 'required', field }
        : { kind: 'type', field, expected: issue.expected };
    case 'invalid_value':
      return { kind: 'oneOf', field, values: issue.values.map(String) };
    case 'too_small':
      if (issue.origin === 'string') return { kind: 'empty', field };
      if (issue.origin === 'array' || issue.origin === 'set') return { kind: 'tooFew', field, min: Number(issue.minimum) };
      return { kind: 'tooSmall', field, min: Number(issue.minimum) };
    case 'too_big':
      if (issue.origin === 'string') return { kind: 'tooLong', field, max: Number(issue.maximum) };
      if (issue.origin === 'array' || issue.origin === 'set') return { kind: 'tooMany', field, max: Number(issue.maximum) };
      return { kind: 'tooBig', field, max: Number(issue.maximum) };
    case 'invalid_format':
      return issue.format === 'regex' ? { kind: 'identifier', field } : { kind: 'invalid', field };
    default:
      return { kind: 'invalid', field };
  }
}

/** What the backend refuses beyond the schema: a blank name or code, a label or scope given twice. */
function ruleProblems(customNode: CustomNodeWrite): ShapeProblem[] {
  const problems: ShapeProblem[] = [];
  if (!customNode.name.trim()) problems.push({ kind: 'empty', field: 'customNode.name' });
  if (!customNode.code.trim()) problems.push({ kind: 'empty', field: 'customNode.code' });
  const labels = new Set<string>();
  (customNode.parameters ?? []).forEach((parameter, index) => {
    if (labels.has(parameter.label)) problems.push({ kind: 'duplicateLabel', field: `customNode.parameters[${index}].label`, label: parameter.label });
    labels.add(parameter.label);
  });
  const scopes = new Set<string>();
  (customNode.authentication?.scopes ?? []).forEach((scope, index) => {
    if (scopes.has(scope)) problems.push({ kind: 'duplicateScope', field: `customNode.authentication.scopes[${index}]`, scope });
    scopes.add(scope);
  });
  return problems;
}

/** The YAML document of UTF-8 text, or the first syntax error with its place. */
function parseYaml(text: string): { ok: true; raw: unknown } | ({ ok: false } & Extract<AiwsFailure, { kind: 'yaml' }>) {
  const document = parseDocument(text, { prettyErrors: true });
  const error = document.errors[0];
  if (error) {
    const position = error.linePos?.[0];
    const excerpt = position ? text.split(/\r\n|\r|\n/)[position.line - 1] : undefined;
    return fail({
      kind: 'yaml',
      code: error.code,
      ...(position ? { line: position.line, column: position.col } : {}),
      ...(excerpt !== undefined ? { excerpt: excerpt.slice(0, 200) } : {}),
    });
  }
  try {
    // toJS refuses alias bombs (maxAliasCount) with an error: no place to point at.
    return { ok: true, raw: document.toJS({ maxAliasCount: 100 }) };
  } catch {
    return fail({ kind: 'yaml', code: 'RESOURCE_EXHAUSTION' });
  }
}

/**
 * Every check on a chosen file and its bytes. `bytes` may be left out when the file was refused before
 * reading (missing, extension, size).
 */
export function validateAiws(file: AiwsFileInfo | undefined | null, bytes?: Uint8Array): AiwsValidation {
  const refused = checkAiwsFile(file);
  if (refused) return refused;
  if (!bytes || bytes.length === 0) return fail({ kind: 'shape', problems: [{ kind: 'emptyFile' }] });
  if (otherUnicodeBom(bytes)) return fail({ kind: 'notUtf8' });
  if (looksBinary(bytes)) return fail({ kind: 'invalidType', reason: 'binary' });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes); // a UTF-8 byte order mark is dropped
  } catch {
    return fail({ kind: 'notUtf8' });
  }
  const yaml = parseYaml(text);
  if (!yaml.ok) return yaml;
  if (yaml.raw === null || yaml.raw === undefined) return fail({ kind: 'shape', problems: [{ kind: 'emptyFile' }] });
  const parsed = AiwsDocumentSchema.safeParse(yaml.raw);
  if (!parsed.success) {
    return fail({ kind: 'shape', problems: parsed.error.issues.slice(0, MAX_PROBLEMS).map((issue) => problemOf(issue, yaml.raw)) });
  }
  const document = parsed.data as AiwsDocument;
  const problems = ruleProblems(document.customNode);
  if (problems.length) return fail({ kind: 'shape', problems: problems.slice(0, MAX_PROBLEMS) });
  return { ok: true, document, name: document.customNode.name.trim() };
}

/** Reads a chosen File (only when the checks on its name and size pass) and validates it. */
export async function readAiwsFile(file: (AiwsFileInfo & Pick<Blob, 'arrayBuffer'>) | undefined | null): Promise<AiwsValidation> {
  const refused = checkAiwsFile(file);
  if (refused || !file) return refused ?? fail({ kind: 'missing' });
  return validateAiws(file, new Uint8Array(await file.arrayBuffer()));
}
