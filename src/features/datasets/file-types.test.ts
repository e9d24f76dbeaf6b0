import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DATASET_EXTENSIONS, DATASET_MAX_BYTES, datasetMessages } from '../../../mocks/areas/datasets/catalog';
import { typeOf } from '../../../mocks/areas/datasets/parse';
import { DATASET_FILE_EXTENSIONS, DATASET_UPLOAD_LIMITS, datasetTypeOf, fileTypeLabel } from './file-types';

/** The contract's dataset schemas, as written by hand in openapi/. */
const schemas = parse(readFileSync(new URL('../../../openapi/schemas/datasets.yaml', import.meta.url), 'utf8')) as Record<string, Record<string, unknown>>;

describe('dataset upload limits: the same in the UI, the contract and the mock', () => {
  it('10MB', () => {
    const file = (schemas.DatasetFileUpload!.properties as Record<string, { maxLength: number }>).file!;
    expect(file.maxLength).toBe(10 * 1024 * 1024);
    expect(DATASET_UPLOAD_LIMITS.maxBytes).toBe(file.maxLength);
    expect(DATASET_MAX_BYTES).toBe(file.maxLength);
    expect(DATASET_UPLOAD_LIMITS.maxLabel).toBe('10MB');
    expect(datasetMessages.maxLabel).toBe(DATASET_UPLOAD_LIMITS.maxLabel);
    expect(String(schemas.DatasetFileUpload!.description)).toContain('Maximum size is 10MB.');
  });

  it('the accepted types', () => {
    const types = schemas.DatasetFileType!.enum as string[];
    expect(Object.keys(DATASET_FILE_EXTENSIONS).sort()).toEqual([...types].sort());
    expect([...DATASET_EXTENSIONS].sort()).toEqual([...DATASET_UPLOAD_LIMITS.extensions].sort());
    expect(String(schemas.DatasetFileType!.description)).toContain(DATASET_UPLOAD_LIMITS.extensions.join(', '));
    for (const [type, extension] of Object.entries(DATASET_FILE_EXTENSIONS)) {
      expect(typeOf(`データ${extension.toUpperCase()}`)).toBe(type);
      expect(datasetTypeOf(`データ${extension.toUpperCase()}`)).toBe(type);
    }
    expect(datasetTypeOf('slides.pdf')).toBeUndefined();
    expect(fileTypeLabel('DATASET_FILE_TYPE_JSONL')).toBe('JSONL');
  });
});
