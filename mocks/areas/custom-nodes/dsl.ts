/** The custom node DSL file (.aiws): YAML with `kind: CustomNode`, `version: 1` and a `customNode` mapping. */
import { parse, stringify } from 'yaml';
import { z } from 'zod';
import type { CustomNodeWrite, ErrorDetail } from '../../../src/generated/model';
import { CreateCustomNodeBody } from '../../../src/generated/custom-nodes/custom-nodes.zod';
import { badRequest } from '../../lib/errors';
import { customNodeMessages } from './catalog';
import type { CustomNodeRow } from './table';

const DslFile = z.object({
  kind: z.literal('CustomNode'),
  version: z.literal(1),
  customNode: CreateCustomNodeBody,
});

export function toDsl(row: CustomNodeRow): string {
  const customNode: CustomNodeWrite = {
    name: row.name,
    ...(row.description ? { description: row.description } : {}),
    parameters: row.parameters,
    outputVariable: row.outputVariable,
    ...(row.authentication ? { authentication: row.authentication } : {}),
    code: row.code,
  };
  return stringify({ kind: 'CustomNode', version: 1, customNode }, { blockQuote: 'literal', lineWidth: 0 });
}

/** `<name>.aiws` as a Content-Disposition value (RFC 6266, UTF-8 name). */
export function dslDisposition(name: string): string {
  const safe = name.replace(/[\\/:*?"<>|\s]+/g, '-');
  return `attachment; filename*=UTF-8''${encodeURIComponent(`${safe}.aiws`)}`;
}

/**
 * The custom node a DSL file describes. Not UTF-8 text → 'Failed to parse file'; not YAML →
 * 'Invalid YAML format'; not a custom node DSL → 'Invalid file format' (with the fields at fault).
 */
export function parseDsl(bytes: ArrayBuffer): CustomNodeWrite {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(customNodeMessages.failedToParse);
  }
  if (!text.trim()) throw badRequest(customNodeMessages.failedToParse);
  let raw: unknown;
  try {
    raw = parse(text);
  } catch {
    throw badRequest(customNodeMessages.invalidYaml);
  }
  const parsed = DslFile.safeParse(raw);
  if (!parsed.success) {
    const details: ErrorDetail[] = parsed.error.issues.slice(0, 20).map((issue) => ({
      ...(issue.path.length ? { field: issue.path.join('.') } : {}),
      message: issue.message,
    }));
    throw badRequest(customNodeMessages.invalidFileFormat, details);
  }
  return parsed.data.customNode;
}
