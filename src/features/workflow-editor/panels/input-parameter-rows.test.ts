import { describe, expect, it } from 'vitest';
import type { CustomNodeInputParameter } from '../../../generated/model';
import { messageKeys } from '../model/messages';
import { inputParameterRows, missingValueIssue, withoutRow, withRowValue } from './input-parameter-rows';

const param = (name: string, required = true): CustomNodeInputParameter => ({ name, dataType: 'PARAMETER_DATA_TYPE_STRING', required });
const brief = (rows: ReturnType<typeof inputParameterRows>) => rows.map(({ name, value, status, index, field }) => ({ name, value, status, index, field }));

describe('input parameter rows', () => {
  it('one row per declared parameter (saved value or empty), then the saved values no longer declared', () => {
    const saved = [
      { name: 'old', value: 'kept' },
      { name: 'text', value: '{{start.inquiry}}' },
    ];
    expect(brief(inputParameterRows([param('text'), param('mask_char', false), param('lang')], saved))).toEqual([
      { name: 'text', value: '{{start.inquiry}}', status: 'declared', index: 1, field: 'data.inputParameters.1.value' },
      { name: 'mask_char', value: '', status: 'declared', index: undefined, field: 'data.inputParameters.2.value' },
      { name: 'lang', value: '', status: 'declared', index: undefined, field: 'data.inputParameters.3.value' },
      { name: 'old', value: 'kept', status: 'notDeclared', index: 0, field: 'data.inputParameters.0.value' },
    ]);
  });

  it('while the declarations are not known, the saved values are the rows (none is marked)', () => {
    expect(brief(inputParameterRows(undefined, [{ name: 'text', value: 'a' }]))).toEqual([
      { name: 'text', value: 'a', status: 'saved', index: 0, field: 'data.inputParameters.0.value' },
    ]);
  });

  it('a second saved value of a declared name is left over as not declared (never lost)', () => {
    const rows = inputParameterRows(
      [param('text')],
      [
        { name: 'text', value: 'a' },
        { name: 'text', value: 'b' },
      ],
    );
    expect(rows.map((row) => [row.status, row.value])).toEqual([
      ['declared', 'a'],
      ['notDeclared', 'b'],
    ]);
  });

  it('setting a value adds the parameter when nothing is saved for it, else replaces it; removing drops only that row', () => {
    const saved = [{ name: 'old', value: 'kept' }];
    const [mask, old] = inputParameterRows([param('mask_char')], saved);
    const added = withRowValue(saved, mask!, '#');
    expect(added).toEqual([
      { name: 'old', value: 'kept' },
      { name: 'mask_char', value: '#' },
    ]);
    const [maskAgain] = inputParameterRows([param('mask_char')], added);
    expect(withRowValue(added, maskAgain!, '*')).toEqual([
      { name: 'old', value: 'kept' },
      { name: 'mask_char', value: '*' },
    ]);
    expect(withoutRow(added, old!)).toEqual([{ name: 'mask_char', value: '#' }]);
  });

  it('a required declared parameter left empty (or blank) is reported at its value; optional and undeclared ones are not', () => {
    const rows = inputParameterRows(
      [param('text'), param('mask_char', false)],
      [
        { name: 'text', value: '  ' },
        { name: 'old', value: '' },
      ],
    );
    expect(rows.map((row) => missingValueIssue(row, 'custom_1'))).toEqual([
      { key: messageKeys.required, level: 'incomplete', nodeId: 'custom_1', field: 'data.inputParameters.0.value' },
      undefined,
      undefined,
    ]);
    expect(missingValueIssue(inputParameterRows([param('text')], [{ name: 'text', value: 'x' }])[0]!, 'custom_1')).toBeUndefined();
  });
});
