import { describe, expect, it } from 'vitest';
import { diffNames, diffVariables, isSameSignature } from './variable-diff';
import { apiVersionFixture } from './testing';

describe('diffVariables', () => {
  it('lists the variables added, removed and kept from one version to the next', () => {
    const v1 = apiVersionFixture({ inputVariableNames: ['inquiry', 'customerId'], outputVariableNames: ['category'] });
    const v2 = apiVersionFixture({ versionName: 'v2', inputVariableNames: ['inquiry', 'channel', 'language'], outputVariableNames: ['category', 'priority'] });
    const diff = diffVariables(v1, v2);
    expect(diff).toEqual({
      inputs: { added: ['channel', 'language'], removed: ['customerId'], kept: ['inquiry'] },
      outputs: { added: ['priority'], removed: [], kept: ['category'] },
    });
    expect(isSameSignature(diff)).toBe(false);
    expect(diffVariables(v2, v1).inputs).toEqual({ added: ['customerId'], removed: ['channel', 'language'], kept: ['inquiry'] });
  });

  it('sees the same signature when only the order changed', () => {
    const a = apiVersionFixture({ inputVariableNames: ['a', 'b'], outputVariableNames: ['x', 'y'] });
    const b = apiVersionFixture({ inputVariableNames: ['b', 'a'], outputVariableNames: ['y', 'x'] });
    const diff = diffVariables(a, b);
    expect(diff.inputs).toEqual({ added: [], removed: [], kept: ['b', 'a'] });
    expect(isSameSignature(diff)).toBe(true);
    expect(isSameSignature(diffVariables(a, a))).toBe(true);
  });

  it('tells a change in outputs alone', () => {
    const a = apiVersionFixture({ outputVariableNames: ['x'] });
    expect(isSameSignature(diffVariables(a, apiVersionFixture({ outputVariableNames: [] })))).toBe(false);
    expect(isSameSignature(diffVariables(a, apiVersionFixture({ outputVariableNames: ['x', 'z'] })))).toBe(false);
  });

  it('handles empty lists, duplicates and names with spaces or Japanese text', () => {
    expect(diffNames([], [])).toEqual({ added: [], removed: [], kept: [] });
    expect(diffNames([], ['問い合わせ', 'first name'])).toEqual({ added: ['問い合わせ', 'first name'], removed: [], kept: [] });
    expect(diffNames(['a', 'a', 'b'], ['b', 'b', 'c', 'c'])).toEqual({ added: ['c'], removed: ['a'], kept: ['b'] });
  });
});
