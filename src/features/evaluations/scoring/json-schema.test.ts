import { describe, expect, it } from 'vitest';
import { jsonSchemaProblem, scoreJsonSchema } from './json-schema';

const TICKET = {
  type: 'object',
  properties: { category: { enum: ['返品', '配送', '請求'] }, priority: { type: 'integer', minimum: 1, maximum: 3 } },
  required: ['category', 'priority'],
  additionalProperties: false,
};
const score = (schema: Record<string, unknown>, output: string) => scoreJsonSchema({ type: 'json_schema', schema }, output);

describe('scoreJsonSchema', () => {
  it('passes output that is JSON valid against the schema (the expected answer is not used)', () => {
    expect(score(TICKET, '{"category": "返品", "priority": 2}')).toEqual({ score: 1, pass: true });
    expect(score(TICKET, ' \n{"category":"配送","priority":1}\n')).toEqual({ score: 1, pass: true });
  });

  it('fails JSON the schema refuses, saying where and why', () => {
    expect(score(TICKET, '{"category": "雑談", "priority": 2}')).toEqual({
      score: 0,
      pass: false,
      reason: '/category must be equal to one of the allowed values',
    });
    expect(score(TICKET, '{"category": "返品"}')).toEqual({ score: 0, pass: false, reason: "/ must have required property 'priority'" });
    expect(score(TICKET, '{"category": "返品", "priority": 2, "note": "至急"}').pass).toBe(false);
  });

  it('fails output that is not JSON (prose, a fenced block, nothing)', () => {
    for (const output of ['カテゴリは返品です', '```json\n{"category": "返品", "priority": 2}\n```', '']) {
      const result = score(TICKET, output);
      expect(result).toMatchObject({ score: 0, pass: false });
      expect(result.reason).toBeTruthy();
    }
  });

  it('checks draft 2020-12 keywords (prefixItems, $defs)', () => {
    const pair = { type: 'array', prefixItems: [{ type: 'string' }, { $ref: '#/$defs/count' }], items: false, $defs: { count: { type: 'integer' } } };
    expect(score(pair, '["返品", 3]').pass).toBe(true);
    expect(score(pair, '["返品", "3"]').pass).toBe(false);
    expect(score(pair, '["返品", 3, 4]').pass).toBe(false);
  });

  it('compiles schemas with the same $id apart: each output is checked against its own', () => {
    const strings = { $id: 'https://example.com/answer', type: 'string' };
    const numbers = { $id: 'https://example.com/answer', type: 'number' };
    expect(score(strings, '"はい"').pass).toBe(true);
    expect(score(numbers, '"はい"').pass).toBe(false);
    expect(score(numbers, '42').pass).toBe(true);
  });

  it('fails every output against a schema the backend would refuse', () => {
    expect(score({ type: 'objekt' }, '{}')).toMatchObject({ score: 0, pass: false, reason: '/type must be equal to one of the allowed values' });
  });
});

describe('jsonSchemaProblem', () => {
  it('is null for a valid JSON Schema', () => {
    expect(jsonSchemaProblem(TICKET)).toBeNull();
    expect(jsonSchemaProblem({})).toBeNull();
  });

  it('says why a schema is not a valid JSON Schema', () => {
    expect(jsonSchemaProblem({ type: 'objekt' })).toBe('/type must be equal to one of the allowed values');
    expect(jsonSchemaProblem({ type: 'object', required: 'category' })).toBe('/required must be array');
    expect(jsonSchemaProblem({ properties: { a: { minimum: '1' } } })).toBe('/properties/a/minimum must be number');
  });

  it('refuses a schema that is not an object, or whose $ref does not resolve', () => {
    expect(jsonSchemaProblem([{ type: 'string' }])).toBe('/ must be object');
    expect(jsonSchemaProblem(true)).toBe('/ must be object');
    expect(jsonSchemaProblem(null)).toBe('/ must be object');
    expect(jsonSchemaProblem({ $ref: '#/$defs/missing' })).toContain("can't resolve reference #/$defs/missing");
  });
});
