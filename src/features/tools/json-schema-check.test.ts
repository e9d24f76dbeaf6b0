import { describe, expect, it } from 'vitest';
import { checkSchemaText, lineAt } from './json-schema-check';

const MAX = 5000;

describe('checkSchemaText', () => {
  it('accepts an object schema of draft 2020-12', () => {
    expect(checkSchemaText('{"type":"object","properties":{"query":{"type":"string"}},"required":["query"]}', MAX)).toBeUndefined();
    expect(checkSchemaText('{\n  "$schema": "https://json-schema.org/draft/2020-12/schema",\n  "type": "object",\n  "$defs": {}\n}', MAX)).toBeUndefined();
  });

  it('asks for a schema when there is none', () => {
    expect(checkSchemaText('', MAX)).toEqual({ kind: 'required' });
    expect(checkSchemaText('  \n ', MAX)).toEqual({ kind: 'required' });
  });

  it('refuses more than 5000 characters, saying how many there are', () => {
    const text = JSON.stringify({ type: 'object', description: 'x'.repeat(5000) });
    expect(checkSchemaText(text, MAX)).toEqual({ kind: 'tooLong', length: text.length });
  });

  it('refuses text that is not JSON, at the line of the mistake', () => {
    expect(checkSchemaText('{\n  "type": "object",\n  properties: {}\n}', MAX)).toMatchObject({ kind: 'notJson', line: 3 });
    expect(checkSchemaText('{\n  "type": "object",\n}', MAX)).toMatchObject({ kind: 'notJson', line: 3 });
    expect(checkSchemaText('{"type": "object"} // note', MAX)).toMatchObject({ kind: 'notJson', line: 1 });
  });

  it('refuses JSON that is not a valid JSON Schema, at the line and path of the mistake', () => {
    const text = '{\n  "type": "object",\n  "properties": {\n    "query": { "type": "strnig" }\n  }\n}';
    expect(checkSchemaText(text, MAX)).toMatchObject({ kind: 'notJsonSchema', line: 4, path: '/properties/query/type' });
    expect(checkSchemaText('{\n  "type": "object",\n  "required": "query"\n}', MAX)).toMatchObject({ kind: 'notJsonSchema', line: 3, path: '/required' });
    expect(checkSchemaText('[1, 2]', MAX)).toMatchObject({ kind: 'notJsonSchema', line: 1, path: '/' });
  });

  it('refuses a schema that does not describe an object, at its type', () => {
    expect(checkSchemaText('{\n  "type": "array",\n  "items": { "type": "string" }\n}', MAX)).toEqual({ kind: 'notObject', line: 2 });
    expect(checkSchemaText('{"properties": {}}', MAX)).toEqual({ kind: 'notObject', line: 1 });
    expect(checkSchemaText('true', MAX)).toEqual({ kind: 'notObject', line: 1 });
  });

  it('counts lines from 1', () => {
    expect(lineAt('a\nb\nc', 0)).toBe(1);
    expect(lineAt('a\nb\nc', 4)).toBe(3);
  });
});
