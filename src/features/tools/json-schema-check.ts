/**
 * The checks of a tool's input or output schema text (§5, §9), in the order the user fixes them:
 * required → at most 5000 characters → parses as JSON → is a valid JSON Schema (draft 2020-12, the
 * dialect the contract names, checked against its meta-schema) → describes an object. Each problem says
 * where it is: the 1-based line of the text (and, for the meta-schema, the JSON path). The meta-schema
 * check is ajv's, compiled at build time (scripts/vite-hardening.ts): ajv compiles with `new Function` at
 * run time, which the Content-Security-Policy forbids.
 */
import validateMetaSchema from 'virtual:json-schema-2020-meta-validator';
import { findNodeAtLocation, type Node, parseTree, type ParseError, printParseErrorCode } from 'jsonc-parser';

export type SchemaProblem =
  | { kind: 'required' }
  | { kind: 'tooLong'; length: number }
  | { kind: 'notJson'; line: number; detail: string }
  | { kind: 'notJsonSchema'; line: number; path: string; detail: string }
  | { kind: 'notObject'; line: number };

/** The 1-based line of a character offset. */
export function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let index = 0; index < Math.min(offset, text.length); index += 1) if (text.charCodeAt(index) === 10) line += 1;
  return line;
}

/** '/properties/query/type' → ['properties', 'query', 'type'] (JSON Pointer, RFC 6901). */
function pointerSegments(pointer: string): Array<string | number> {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/** Where a value (or its key, for an unknown property) stands in the text. */
function lineOf(text: string, tree: Node | undefined, segments: Array<string | number>): number {
  const node = tree && findNodeAtLocation(tree, segments);
  return node ? lineAt(text, node.parent?.type === 'property' ? node.parent.offset : node.offset) : 1;
}

export function checkSchemaText(text: string, max: number): SchemaProblem | undefined {
  if (!text.trim()) return { kind: 'required' };
  if (text.length > max) return { kind: 'tooLong', length: text.length };

  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true });
  const syntax = errors[0];
  if (syntax || !tree) return { kind: 'notJson', line: lineAt(text, syntax?.offset ?? 0), detail: syntax ? printParseErrorCode(syntax.error) : 'Empty' };
  const value: unknown = JSON.parse(text);

  if (!validateMetaSchema(value)) {
    const first = validateMetaSchema.errors?.[0];
    const path = first?.instancePath ?? '';
    return { kind: 'notJsonSchema', line: lineOf(text, tree, pointerSegments(path)), path: path || '/', detail: first?.message ?? '' };
  }
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value) && (value as { type?: unknown }).type === 'object';
  if (!isObject) return { kind: 'notObject', line: lineOf(text, tree, ['type']) };
  return undefined;
}
