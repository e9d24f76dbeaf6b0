import { describe, expect, it } from 'vitest';
import { aiwsFileName } from './download';
import { checkImportName, suggestImportName } from './import-name';

describe('the name of an import whose name is taken', () => {
  it('suggests the next number, within 20 characters', () => {
    expect(suggestImportName('PII マスキング')).toBe('PII マスキング 2');
    expect(suggestImportName('PII マスキング 2')).toBe('PII マスキング 3');
    expect(suggestImportName('Node 9')).toBe('Node 10');
    expect(suggestImportName('あ'.repeat(20))).toBe(`${'あ'.repeat(18)} 2`);
    expect(suggestImportName('a'.repeat(17) + '😀😀')).toBe(`${'a'.repeat(17)} 2`);
    expect(suggestImportName('x'.repeat(20)).length).toBe(20);
  });

  it('requires a name of at most 20 characters other than the taken one', () => {
    expect(checkImportName('  ', 'Node')).toBe('required');
    expect(checkImportName('あ'.repeat(21), 'Node')).toBe('tooLong');
    expect(checkImportName('あ'.repeat(20), 'Node')).toBeUndefined();
    expect(checkImportName(' Node ', 'Node')).toBe('taken');
    expect(checkImportName('Node 2', 'Node')).toBeUndefined();
  });
});

describe('aiwsFileName', () => {
  it('is <name>.aiws with the characters file systems refuse replaced', () => {
    expect(aiwsFileName('PII マスキング')).toBe('PII マスキング.aiws');
    expect(aiwsFileName('a/b:c*?')).toBe('a-b-c-.aiws');
    expect(aiwsFileName('  ')).toBe('custom-node.aiws');
  });
});
