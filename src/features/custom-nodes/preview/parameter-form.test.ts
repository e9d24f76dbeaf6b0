import { describe, expect, it } from 'vitest';
import { createTestI18n } from '../../../test/i18n';
import { checkValue, defaultValueOf, FIELD_KIND, parameterValuesOf, parameterValuesSchema, toValue } from './parameter-form';

const t = createTestI18n('en-us').t;

describe('the preview parameters form', () => {
  it('picks a field per data type', () => {
    expect(FIELD_KIND.PARAMETER_DATA_TYPE_STRING).toBe('text');
    expect(FIELD_KIND.PARAMETER_DATA_TYPE_INTEGER).toBe('number');
    expect(FIELD_KIND.PARAMETER_DATA_TYPE_BOOLEAN).toBe('switch');
    expect(FIELD_KIND.PARAMETER_DATA_TYPE_ARRAY).toBe('json');
    expect(defaultValueOf({ dataType: 'PARAMETER_DATA_TYPE_BOOLEAN' })).toBe(false);
    expect(defaultValueOf({ dataType: 'PARAMETER_DATA_TYPE_STRING' })).toBe('');
  });

  it('checks each type, and required unless optional', () => {
    const string = { dataType: 'PARAMETER_DATA_TYPE_STRING' as const, required: true };
    expect(checkValue(t, string, '  ')).toBe('Enter a value');
    expect(checkValue(t, { ...string, required: false }, '')).toBeUndefined();
    expect(checkValue(t, { dataType: 'PARAMETER_DATA_TYPE_NUMBER', required: true }, '3.5')).toBeUndefined();
    expect(checkValue(t, { dataType: 'PARAMETER_DATA_TYPE_NUMBER', required: true }, 'abc')).toBe('Enter a number');
    expect(checkValue(t, { dataType: 'PARAMETER_DATA_TYPE_INTEGER', required: true }, '3.5')).toBe('Enter a whole number');
    expect(checkValue(t, { dataType: 'PARAMETER_DATA_TYPE_INTEGER', required: true }, '-12')).toBeUndefined();
    expect(checkValue(t, { dataType: 'PARAMETER_DATA_TYPE_OBJECT', required: true }, '{"a":')).toBe('Enter valid JSON');
    expect(checkValue(t, { dataType: 'PARAMETER_DATA_TYPE_OBJECT', required: true }, '[1]')).toBe('Enter a JSON object, e.g. {"key": "value"}');
    expect(checkValue(t, { dataType: 'PARAMETER_DATA_TYPE_ARRAY', required: true }, '{"a":1}')).toBe('Enter a JSON array, e.g. [1, 2]');
    expect(checkValue(t, { dataType: 'PARAMETER_DATA_TYPE_ARRAY', required: true }, '["x"]')).toBeUndefined();
    expect(checkValue(t, { dataType: 'PARAMETER_DATA_TYPE_BOOLEAN', required: true }, false)).toBeUndefined();
  });

  it('turns the typed text into the JSON values the preview call takes', () => {
    const parameters = [
      { label: 'text', dataType: 'PARAMETER_DATA_TYPE_STRING' as const },
      { label: 'limit', dataType: 'PARAMETER_DATA_TYPE_INTEGER' as const },
      { label: 'ratio', dataType: 'PARAMETER_DATA_TYPE_NUMBER' as const },
      { label: 'dry_run', dataType: 'PARAMETER_DATA_TYPE_BOOLEAN' as const },
      { label: 'options', dataType: 'PARAMETER_DATA_TYPE_OBJECT' as const },
      { label: 'tags', dataType: 'PARAMETER_DATA_TYPE_ARRAY' as const },
      { label: 'note', dataType: 'PARAMETER_DATA_TYPE_STRING' as const },
    ];
    expect(parameterValuesOf(parameters, { p0: '請求書 A-1029', p1: '10', p2: '0.5', p3: true, p4: '{"mask":"*"}', p5: '["a","b"]', p6: '' })).toEqual({
      text: '請求書 A-1029',
      limit: 10,
      ratio: 0.5,
      dry_run: true,
      options: { mask: '*' },
      tags: ['a', 'b'],
    });
    expect(toValue('PARAMETER_DATA_TYPE_STRING', '  spaced  ')).toBe('  spaced  ');
  });

  it('validates the whole form in the interface language', () => {
    const schema = parameterValuesSchema(createTestI18n('ja-jp').t, [{ dataType: 'PARAMETER_DATA_TYPE_INTEGER', required: true }]);
    const result = schema.safeParse({ p0: 'x' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('整数を入力してください');
    expect(schema.safeParse({ p0: '7' }).success).toBe(true);
  });
});
