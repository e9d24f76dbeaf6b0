import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FILE_TYPES } from '../../../mocks/areas/knowledge/table';
import { ONE_MB } from '../../../mocks/lib/validate';
import { KNOWLEDGE_FILE_EXTENSIONS, KNOWLEDGE_UPLOAD_LIMITS } from './file-types';

/** The contract's knowledge schemas, as written by hand in openapi/. */
const schemas = parse(readFileSync(new URL('../../../openapi/schemas/knowledge.yaml', import.meta.url), 'utf8')) as Record<string, Record<string, unknown>>;

describe('knowledge upload limits: the same in the UI, the contract and the mock', () => {
  it('1MB', () => {
    const file = (schemas.KnowledgeFileUpload!.properties as Record<string, { maxLength: number }>).file!;
    expect(file.maxLength).toBe(1024 * 1024);
    expect(KNOWLEDGE_UPLOAD_LIMITS.maxBytes).toBe(file.maxLength);
    expect(ONE_MB).toBe(file.maxLength);
    expect(KNOWLEDGE_UPLOAD_LIMITS.maxLabel).toBe('1MB');
  });

  it('the accepted types', () => {
    const types = schemas.KnowledgeFileType!.enum as string[];
    expect(Object.keys(KNOWLEDGE_FILE_EXTENSIONS).sort()).toEqual([...types].sort());
    expect(
      Object.entries(FILE_TYPES)
        .map(([extension, type]) => [type, extension])
        .sort(),
    ).toEqual(Object.entries(KNOWLEDGE_FILE_EXTENSIONS).sort());
    expect(String(schemas.KnowledgeFileType!.description)).toContain(KNOWLEDGE_UPLOAD_LIMITS.extensions.join(', '));
  });
});
