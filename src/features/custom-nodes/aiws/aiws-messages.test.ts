import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../api/errors';
import { createTestI18n } from '../../../test/i18n';
import { aiwsFailureMessage, importRefusalMessage, nameConflictOf } from './aiws-messages';
import { validateAiws, type AiwsFailure } from './validate-aiws';

const en = createTestI18n('en-us').t;
const ja = createTestI18n('ja-jp').t;

const failureOf = (text: string, name = 'node.aiws'): AiwsFailure => {
  const bytes = new TextEncoder().encode(text);
  const result = validateAiws({ name, size: bytes.length }, bytes);
  if (result.ok) throw new Error('expected a failure');
  return result;
};

const refused = (status: number, message: string, details?: { field?: string; message?: string }[]) =>
  new HttpError(status, message, '/studio/v1/projects/prj_support/custom-nodes/import', { code: status, message, ...(details ? { details } : {}) });

describe('import messages', () => {
  it('says each failure before sending with the spec’s sentence, in English and Japanese', () => {
    expect(aiwsFailureMessage(en, { kind: 'missing' })).toEqual({ title: 'Please select a file.', details: [] });
    expect(aiwsFailureMessage(en, { kind: 'invalidType', reason: 'extension' })).toEqual({
      title: 'Invalid file type',
      details: ['Only .aiws files can be imported.'],
    });
    expect(aiwsFailureMessage(en, { kind: 'invalidType', reason: 'binary' }).details).toEqual(['The file is not a text file.']);
    expect(aiwsFailureMessage(en, { kind: 'tooLarge', size: 2_000_000, maxBytes: 1_048_576, maxLabel: '1MB' }).title).toBe(
      'File size is too large. Maximum size is 1MB.',
    );
    expect(aiwsFailureMessage(ja, { kind: 'tooLarge', size: 2_000_000, maxBytes: 1_048_576, maxLabel: '1MB' }).title).toBe(
      'ファイルサイズが大きすぎます。最大サイズは 1MB です。',
    );
    expect(aiwsFailureMessage(en, { kind: 'notUtf8' }).title).toBe('Failed to parse file');
    expect(aiwsFailureMessage(ja, { kind: 'notUtf8' }).title).toBe('ファイルの解析に失敗しました');
  });

  it('says a YAML error with its line and column', () => {
    const failure = failureOf('kind: CustomNode\nversion: 1\ncustomNode: [unclosed\n  name: x: y\n');
    expect(aiwsFailureMessage(en, failure)).toEqual({ title: 'Invalid YAML format', details: ['Line 3, column 14'], excerpt: 'customNode: [unclosed' });
    expect(aiwsFailureMessage(ja, failure)).toMatchObject({ title: 'YAML の形式が正しくありません', details: ['3 行目、14 列目'] });
  });

  it('names the fields at fault under ‘Failed to parse file’, five at most', () => {
    const workflow = failureOf('kind: Workflow\nversion: 1\nnodes: []\n');
    expect(aiwsFailureMessage(en, workflow)).toEqual({ title: 'Failed to parse file', details: ['kind must be CustomNode.', 'customNode is missing.'] });
    expect(aiwsFailureMessage(ja, workflow).details).toEqual(['kind は CustomNode でなければなりません。', 'customNode がありません。']);
    const many = failureOf(
      `kind: CustomNode\nversion: 1\ncustomNode:\n  name: ${'x'.repeat(21)}\n  code: c\n  outputVariable: 1x\n  parameters:\n${Array.from({ length: 6 }, () => '    - { label: "1", dataType: PARAMETER_DATA_TYPE_STRING }\n').join('')}`,
    );
    const message = aiwsFailureMessage(en, many);
    expect(message.details).toHaveLength(6);
    expect(message.details[0]).toBe('customNode.name must be 20 characters or less.');
    expect(message.details[1]).toBe('customNode.parameters[0].label must start with a letter or _ and hold only letters, digits and _.');
    expect(message.details[5]).toBe('…and 3 more problems.');
    expect(aiwsFailureMessage(en, failureOf('- a\n')).details).toEqual(["The file's top level must be a mapping (key: value)."]);
    expect(aiwsFailureMessage(ja, failureOf('')).details).toEqual(['ファイルが空です。']);
    expect(
      aiwsFailureMessage(
        en,
        failureOf('kind: CustomNode\nversion: 1\ncustomNode:\n  name: n\n  code: c\n  outputVariable: o\n  parameters:\n    - { label: a, dataType: TEXT }\n'),
      ).details[0],
    ).toBe(
      'customNode.parameters[0].dataType must be one of: PARAMETER_DATA_TYPE_STRING, PARAMETER_DATA_TYPE_NUMBER, PARAMETER_DATA_TYPE_INTEGER, PARAMETER_DATA_TYPE_BOOLEAN, PARAMETER_DATA_TYPE_OBJECT, PARAMETER_DATA_TYPE_ARRAY.',
    );
  });

  it('says the backend’s refusals in the user’s language', () => {
    expect(importRefusalMessage(en, refused(413, 'File size is too large. Maximum size is 1MB.'))?.title).toBe('File size is too large. Maximum size is 1MB.');
    expect(importRefusalMessage(ja, refused(415, 'Invalid file type'))?.title).toBe('無効なファイル形式です');
    expect(importRefusalMessage(ja, refused(400, 'Failed to parse file'))?.title).toBe('ファイルの解析に失敗しました');
    expect(importRefusalMessage(ja, refused(400, 'Invalid YAML format'))?.title).toBe('YAML の形式が正しくありません');
    expect(importRefusalMessage(en, refused(400, 'Invalid file name'))?.title).toBe(
      'Invalid file name. Rename the file: no / or \\, no control characters, not . or .., at most 255 characters.',
    );
    expect(importRefusalMessage(ja, refused(400, 'Invalid file name'))?.title).toMatch(/^ファイル名が不正です。/);
    const format = refused(400, 'Invalid file format', [
      { field: 'customNode.authentication.scopes.0', message: 'Files.Read.All is not a scope offered by Box' },
      { field: 'customNode.parameters.1.label', message: 'The parameter text is defined more than once' },
      { field: 'customNode.name', message: 'Please enter a custom node name' },
      { field: 'customNode.outputVariable', message: 'Something new' },
    ]);
    expect(importRefusalMessage(en, format)).toEqual({
      title: 'Invalid file format',
      details: [
        'customNode.authentication.scopes.0: Files.Read.All is not a scope offered by Box.',
        'The parameter text is defined more than once (customNode.parameters.1.label).',
        'customNode.name must not be empty.',
        'customNode.outputVariable: Something new',
      ],
    });
    expect(importRefusalMessage(ja, format)?.details[0]).toBe('customNode.authentication.scopes.0: Files.Read.All は Box が提供するスコープではありません。');
    expect(importRefusalMessage(ja, refused(400, 'Custom node name must be 20 characters or less'))?.title).toBe(
      'カスタムノード名は 20 文字以内で入力してください',
    );
    expect(importRefusalMessage(en, new HttpError(429, 'Too Many Requests', '/x', undefined, { retryAfterSeconds: 5 }))?.title).toBe(
      'Too many requests: try again in 5 seconds.',
    );
    expect(importRefusalMessage(en, refused(500, 'Internal Server Error'))).toBeUndefined();
    expect(importRefusalMessage(en, new Error('boom'))).toBeUndefined();
  });

  it('reads the clashing name of the contract’s 409', () => {
    expect(nameConflictOf(refused(409, 'A custom node with this name already exists: PII マスキング'), 'sent')).toBe('PII マスキング');
    expect(nameConflictOf(refused(409, 'Conflict'), 'sent')).toBe('sent');
    expect(nameConflictOf(refused(400, 'Invalid file format'), 'sent')).toBeUndefined();
  });
});
