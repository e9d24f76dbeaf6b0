import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildApiDocument } from './build-api-document';
import { documentFileName, toJson, toText, toYaml } from './document-text';
import { apiVersionFixture, TRICKY_NAMES } from './testing';

describe('toJson and toYaml', () => {
  const doc = buildApiDocument(apiVersionFixture({ inputVariableNames: TRICKY_NAMES }));

  it('writes JSON with 2-space indentation and a final newline', () => {
    const json = toJson(doc);
    expect(json.startsWith('{\n  "openapi": "3.1.0",\n')).toBe(true);
    expect(json.endsWith('}\n')).toBe(true);
    expect(JSON.parse(json)).toEqual(doc);
    expect(toText(doc, 'json')).toBe(json);
  });

  it('writes YAML that reads back as the same document, quoting names where YAML needs it', () => {
    const yaml = toYaml(doc);
    expect(yaml.startsWith('openapi: 3.1.0\n')).toBe(true);
    expect(parse(yaml)).toEqual(doc);
    expect(yaml).toContain('"key: value # not a comment":');
    expect(yaml).toContain('"- leading dash":');
    expect(yaml).toContain('"123":');
    expect(yaml).toContain('"true":');
    expect(yaml).toContain('問い合わせ本文:');
    expect(toText(doc, 'yaml')).toBe(yaml);
  });

  it('writes no anchors or aliases and folds no lines', () => {
    const yaml = toYaml(doc);
    expect(yaml).not.toMatch(/[&*]a\d+\b/);
    expect(yaml).toContain(`    description: ${doc.paths[Object.keys(doc.paths)[1] ?? '']?.post?.description}\n`);
  });
});

describe('documentFileName', () => {
  it('names the file after the workflow and version', () => {
    expect(documentFileName(apiVersionFixture(), 'yaml')).toBe('問い合わせ振り分け-v1.openapi.yaml');
    expect(documentFileName(apiVersionFixture(), 'json')).toBe('問い合わせ振り分け-v1.openapi.json');
  });

  it('replaces characters file names cannot hold with _', () => {
    const version = apiVersionFixture({ workflowName: 'a/b\\c:d*e?f"g<h>i|j\tk\u0000l\u007fm n', versionName: 'v1/2' });
    expect(documentFileName(version, 'yaml')).toBe('a_b_c_d_e_f_g_h_i_j_k_l_m n-v1_2.openapi.yaml');
  });

  it('leaves out an empty workflow name', () => {
    expect(documentFileName(apiVersionFixture({ workflowName: '' }), 'json')).toBe('v1.openapi.json');
  });
});
