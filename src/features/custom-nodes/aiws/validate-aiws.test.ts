import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DSL_EXTENSION, DSL_MAX_LABEL } from '../../../../mocks/areas/custom-nodes/catalog';
import { toDsl } from '../../../../mocks/areas/custom-nodes/dsl';
import { customNodes, LOCAL_CUSTOM_NODE } from '../../../../mocks/areas/custom-nodes/table';
import { CUSTOM_NODE } from '../../../../mocks/fixtures/ids';
import { ONE_MB } from '../../../../mocks/lib/validate';
import { AIWS_MAX_BYTES, AIWS_UPLOAD_LIMITS, type AiwsValidation, fieldPath, readAiwsFile, validateAiws } from './validate-aiws';

const encode = (text: string) => new TextEncoder().encode(text);
const file = (bytes: Uint8Array, name = 'node.aiws') => ({ name, size: bytes.length });
/** Validates text as a chosen `.aiws` file of that content. */
const check = (text: string, name = 'node.aiws'): AiwsValidation => {
  const bytes = encode(text);
  return validateAiws(file(bytes, name), bytes);
};

const VALID = `kind: CustomNode
version: 1
customNode:
  name: PII マスキング
  description: 問い合わせ本文のメールアドレスを伏せ字にします
  parameters:
    - label: text
      dataType: PARAMETER_DATA_TYPE_STRING
      description: 本文
      required: true
    - label: mask_char
      dataType: PARAMETER_DATA_TYPE_STRING
      required: false
  outputVariable: masked_text
  authentication:
    provider: AUTH_PROVIDER_BOX
    scopes: [root_readwrite]
  code: |
    def run(text: str, mask_char: str = "*") -> str:
        return text.replace("@", mask_char)
`;

/** The first field problem of a shape failure. */
function firstProblem(result: AiwsValidation) {
  expect(result).toMatchObject({ ok: false, kind: 'shape' });
  return result.ok || result.kind !== 'shape' ? undefined : result.problems[0];
}

describe('validateAiws', () => {
  it('accepts a custom node DSL document in Japanese and answers its document and name', () => {
    const result = check(VALID);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.name).toBe('PII マスキング');
    expect(result.document.customNode).toMatchObject({
      name: 'PII マスキング',
      description: '問い合わせ本文のメールアドレスを伏せ字にします',
      outputVariable: 'masked_text',
      authentication: { provider: 'AUTH_PROVIDER_BOX', scopes: ['root_readwrite'] },
      parameters: [
        { label: 'text', dataType: 'PARAMETER_DATA_TYPE_STRING', description: '本文', required: true },
        { label: 'mask_char', dataType: 'PARAMETER_DATA_TYPE_STRING', required: false },
      ],
    });
    expect(result.document.customNode.code).toContain('def run(text: str, mask_char: str = "*")');
  });

  it('takes a UTF-8 byte order mark, upper-case extension and a parameter whose required flag is left out (true)', () => {
    const bytes = new Uint8Array([0xef, 0xbb, 0xbf, ...encode(VALID.replace('      required: true\n', ''))]);
    const result = validateAiws(file(bytes, 'NODE.AIWS'), bytes);
    expect(result.ok && result.document.customNode.parameters?.[0]?.required).toBe(true);
  });

  it('missing: no file chosen', () => {
    expect(validateAiws(undefined)).toEqual({ ok: false, kind: 'missing' });
    expect(validateAiws(null)).toEqual({ ok: false, kind: 'missing' });
  });

  it('invalidType: another extension, or content that is not text', () => {
    expect(check(VALID, 'node.txt')).toEqual({ ok: false, kind: 'invalidType', reason: 'extension' });
    expect(check(VALID, 'node.aiws.yaml')).toEqual({ ok: false, kind: 'invalidType', reason: 'extension' });
    expect(check(VALID, 'aiws')).toEqual({ ok: false, kind: 'invalidType', reason: 'extension' });
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d]);
    expect(validateAiws(file(png), png)).toEqual({ ok: false, kind: 'invalidType', reason: 'binary' });
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00]);
    expect(validateAiws(file(zip), zip)).toMatchObject({ kind: 'invalidType', reason: 'binary' });
    const pdf = encode('%PDF-1.7\n1 0 obj\n');
    expect(validateAiws(file(pdf), pdf)).toMatchObject({ kind: 'invalidType', reason: 'binary' });
    // Tabs, line ends and carriage returns are text.
    expect(check(VALID.replaceAll('\n', '\r\n')).ok).toBe(true);
  });

  it('tooLarge: over the contract’s 1MB, before the content is read', () => {
    const result = validateAiws({ name: 'big.aiws', size: AIWS_MAX_BYTES + 1 });
    expect(result).toEqual({ ok: false, kind: 'tooLarge', size: AIWS_MAX_BYTES + 1, maxBytes: 1_048_576, maxLabel: '1MB' });
    const exactly = encode(`${VALID}${'#'.repeat(AIWS_MAX_BYTES - encode(VALID).length)}`);
    expect(exactly.length).toBe(AIWS_MAX_BYTES);
    expect(validateAiws(file(exactly), exactly).ok).toBe(true);
  });

  it('notUtf8: Shift_JIS, Latin-1 and UTF-16 text', () => {
    // 'name: テスト' in Shift_JIS.
    const sjis = new Uint8Array([...encode('kind: CustomNode\nname: '), 0x83, 0x65, 0x83, 0x58, 0x83, 0x67, 0x0a]);
    expect(validateAiws(file(sjis), sjis)).toEqual({ ok: false, kind: 'notUtf8' });
    const latin1 = new Uint8Array([...encode('description: caf'), 0xe9, 0x0a]);
    expect(validateAiws(file(latin1), latin1)).toEqual({ ok: false, kind: 'notUtf8' });
    const utf16 = new Uint8Array([0xff, 0xfe, 0x6b, 0x00, 0x69, 0x00]);
    expect(validateAiws(file(utf16), utf16)).toEqual({ ok: false, kind: 'notUtf8' });
  });

  it('yaml: a syntax error with its line and column and the line’s text', () => {
    expect(check('kind: CustomNode\nversion: 1\ncustomNode: [unclosed\n  name: x: y\n')).toEqual({
      ok: false,
      kind: 'yaml',
      code: 'MULTILINE_IMPLICIT_KEY',
      line: 3,
      column: 14,
      excerpt: 'customNode: [unclosed',
    });
    expect(check('kind: CustomNode\nkind: CustomNode\n')).toMatchObject({ kind: 'yaml', code: 'DUPLICATE_KEY', line: 2, column: 1 });
    expect(check('customNode:\n\tname: タブ\n')).toMatchObject({ kind: 'yaml', code: 'TAB_AS_INDENT', line: 2, column: 1, excerpt: '\tname: タブ' });
    expect(check('kind: CustomNode\n---\nkind: CustomNode\n')).toMatchObject({ kind: 'yaml', code: 'MULTIPLE_DOCS', line: 2 });
    // An unclosed quote is noticed where the text ends.
    expect(check('customNode:\n  name: "閉じていない\n')).toMatchObject({ kind: 'yaml', code: 'MISSING_CHAR', line: 3 });
  });

  it('shape: an empty file or a document that is not a custom node', () => {
    expect(validateAiws(file(new Uint8Array()), new Uint8Array())).toEqual({ ok: false, kind: 'shape', problems: [{ kind: 'emptyFile' }] });
    expect(check('# only a comment\n')).toEqual({ ok: false, kind: 'shape', problems: [{ kind: 'emptyFile' }] });
    expect(firstProblem(check('- a\n- b\n'))).toEqual({ kind: 'type', field: '', expected: 'object' });
    const workflow = check('kind: Workflow\nversion: 1\nnodes: []\n');
    expect(workflow.ok === false && workflow.kind === 'shape' && workflow.problems).toEqual([
      { kind: 'oneOf', field: 'kind', values: ['CustomNode'] },
      { kind: 'required', field: 'customNode' },
    ]);
    expect(firstProblem(check(VALID.replace('version: 1', 'version: 2')))).toEqual({ kind: 'oneOf', field: 'version', values: ['1'] });
    expect(firstProblem(check(VALID.replace('version: 1', 'version: "1"')))).toEqual({ kind: 'oneOf', field: 'version', values: ['1'] });
  });

  it('shape: says which field of the custom node is wrong', () => {
    expect(firstProblem(check(VALID.replace('  name: PII マスキング\n', '')))).toEqual({ kind: 'required', field: 'customNode.name' });
    expect(firstProblem(check(VALID.replace('PII マスキング', 'あ'.repeat(21))))).toEqual({ kind: 'tooLong', field: 'customNode.name', max: 20 });
    expect(check(VALID.replace('PII マスキング', 'あ'.repeat(20))).ok).toBe(true);
    expect(firstProblem(check(VALID.replace('PII マスキング', '"   "')))).toEqual({ kind: 'empty', field: 'customNode.name' });
    expect(firstProblem(check(VALID.replace('PII マスキング', '12345')))).toEqual({ kind: 'type', field: 'customNode.name', expected: 'string' });
    expect(firstProblem(check(VALID.replace(/ {2}code: \|[\s\S]*$/, '  code: ""\n')))).toEqual({ kind: 'empty', field: 'customNode.code' });
    expect(firstProblem(check(VALID.replace('masked_text', '1st_output')))).toEqual({ kind: 'identifier', field: 'customNode.outputVariable' });
    expect(firstProblem(check(VALID.replace('label: text', 'label: 本文')))).toEqual({ kind: 'identifier', field: 'customNode.parameters[0].label' });
    expect(firstProblem(check(VALID.replace('label: mask_char', 'label: text')))).toEqual({
      kind: 'duplicateLabel',
      field: 'customNode.parameters[1].label',
      label: 'text',
    });
    expect(firstProblem(check(VALID.replace('label: text', `label: ${'a'.repeat(51)}`)))).toEqual({
      kind: 'tooLong',
      field: 'customNode.parameters[0].label',
      max: 50,
    });
    expect(firstProblem(check(VALID.replace('dataType: PARAMETER_DATA_TYPE_STRING\n      description', 'dataType: FLOAT\n      description')))).toEqual({
      kind: 'oneOf',
      field: 'customNode.parameters[0].dataType',
      values: [
        'PARAMETER_DATA_TYPE_STRING',
        'PARAMETER_DATA_TYPE_NUMBER',
        'PARAMETER_DATA_TYPE_INTEGER',
        'PARAMETER_DATA_TYPE_BOOLEAN',
        'PARAMETER_DATA_TYPE_OBJECT',
        'PARAMETER_DATA_TYPE_ARRAY',
      ],
    });
    expect(firstProblem(check(VALID.replace('      required: true', '      required: "はい"')))).toEqual({
      kind: 'type',
      field: 'customNode.parameters[0].required',
      expected: 'boolean',
    });
    expect(firstProblem(check(VALID.replace('AUTH_PROVIDER_BOX', 'AUTH_PROVIDER_DROPBOX')))).toMatchObject({
      kind: 'oneOf',
      field: 'customNode.authentication.provider',
    });
    expect(firstProblem(check(VALID.replace('[root_readwrite]', '[]')))).toEqual({ kind: 'tooFew', field: 'customNode.authentication.scopes', min: 1 });
    expect(firstProblem(check(VALID.replace('[root_readwrite]', '[root_readwrite, root_readwrite]')))).toEqual({
      kind: 'duplicateScope',
      field: 'customNode.authentication.scopes[1]',
      scope: 'root_readwrite',
    });
    expect(firstProblem(check(VALID.replace(/ {2}parameters:[\s\S]*?(?= {2}outputVariable)/, '  parameters: text\n')))).toEqual({
      kind: 'type',
      field: 'customNode.parameters',
      expected: 'array',
    });
    const fiftyOne = Array.from({ length: 51 }, (_, index) => `    - { label: p${index}, dataType: PARAMETER_DATA_TYPE_STRING }\n`).join('');
    expect(firstProblem(check(VALID.replace(/ {2}parameters:[\s\S]*?(?= {2}outputVariable)/, `  parameters:\n${fiftyOne}`)))).toEqual({
      kind: 'tooMany',
      field: 'customNode.parameters',
      max: 50,
    });
  });

  it('lists at most 20 problems', () => {
    const labels = Array.from({ length: 30 }, () => '    - { label: "1", dataType: X }\n').join('');
    const result = check(`kind: CustomNode\nversion: 1\ncustomNode:\n  name: n\n  code: c\n  outputVariable: o\n  parameters:\n${labels}`);
    expect(result.ok === false && result.kind === 'shape' && result.problems.length).toBe(20);
  });

  it('round trip: what the backend exports validates to the same fields', () => {
    for (const id of [CUSTOM_NODE.boxUpload, CUSTOM_NODE.maskPii, LOCAL_CUSTOM_NODE.sharepointSearch, LOCAL_CUSTOM_NODE.invoiceTotal]) {
      const row = customNodes.find(id)!;
      const result = check(toDsl(row), `${row.name}.aiws`);
      expect(result.ok).toBe(true);
      if (!result.ok) continue;
      expect(result.name).toBe(row.name);
      expect(result.document.customNode).toEqual({
        name: row.name,
        ...(row.description ? { description: row.description } : {}),
        code: row.code,
        parameters: row.parameters,
        outputVariable: row.outputVariable,
        ...(row.authentication ? { authentication: row.authentication } : {}),
      });
    }
  });

  it('readAiwsFile reads a File only after its name and size pass', async () => {
    expect(await readAiwsFile(new File([VALID], 'node.aiws'))).toMatchObject({ ok: true, name: 'PII マスキング' });
    let read = false;
    const big = { name: 'big.aiws', size: AIWS_MAX_BYTES + 1, arrayBuffer: () => ((read = true), Promise.resolve(new ArrayBuffer(0))) };
    expect(await readAiwsFile(big)).toMatchObject({ kind: 'tooLarge' });
    expect(await readAiwsFile({ ...big, name: 'node.txt', size: 10 })).toMatchObject({ kind: 'invalidType' });
    expect(read).toBe(false);
    expect(await readAiwsFile(undefined)).toEqual({ ok: false, kind: 'missing' });
  });

  it('fieldPath writes zod paths as the file’s keys', () => {
    expect(fieldPath(['customNode', 'parameters', 0, 'dataType'])).toBe('customNode.parameters[0].dataType');
    expect(fieldPath([])).toBe('');
  });
});

describe('.aiws limits: the same in the UI, the contract and the mock', () => {
  const schemas = parse(readFileSync(new URL('../../../../openapi/schemas/custom-nodes.yaml', import.meta.url), 'utf8')) as Record<
    string,
    Record<string, unknown>
  >;

  it('1MB and .aiws', () => {
    const upload = (schemas.CustomNodeImport!.properties as Record<string, { maxLength: number; description: string }>).file!;
    expect(upload.maxLength).toBe(1024 * 1024);
    expect(AIWS_MAX_BYTES).toBe(upload.maxLength);
    expect(ONE_MB).toBe(upload.maxLength);
    expect(AIWS_UPLOAD_LIMITS.maxLabel).toBe(DSL_MAX_LABEL);
    expect(upload.description).toContain(AIWS_UPLOAD_LIMITS.maxLabel);
    expect(AIWS_UPLOAD_LIMITS.extensions).toEqual([DSL_EXTENSION]);
    expect(schemas.CustomNodeDsl!.maxLength).toBe(AIWS_MAX_BYTES);
  });
});
