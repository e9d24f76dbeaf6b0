import { describe, expect, it } from 'vitest';
import { supportTriageGraph } from '../../../../mocks/areas/workflows/seed-graphs';
import { createTestI18n } from '../../../test/i18n';
import type { NodeOfKind } from './graph-types';
import { SYSTEM_VARIABLES } from './node-registry';
import { addStartVariable, removeStartVariable, startVariableRows, updateStartVariable } from './start-variables';

const start = () => supportTriageGraph().nodes[0] as NodeOfKind<'NODE_KIND_START'>;
const en = createTestI18n('en');

describe('start variables', () => {
  it('lists the system variables first, locked, then the inputs', () => {
    const rows = startVariableRows(start());
    expect(rows.slice(0, SYSTEM_VARIABLES.length).every((r) => r.system && !r.deletable && r.index === -1)).toBe(true);
    expect(rows.slice(SYSTEM_VARIABLES.length).map((r) => [r.name, r.deletable, r.index])).toEqual([
      ['inquiry', true, 0],
      ['customerId', true, 1],
    ]);
  });

  it('refuses to delete a system variable and deletes inputs', () => {
    const result = removeStartVariable(start(), 'sys_user_id');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(en.t(result.key)).toBe('System variables cannot be deleted.');
    const removed = removeStartVariable(start(), 'inquiry');
    expect(removed.ok && removed.node.data.inputVariables.map((v) => v.name)).toEqual(['customerId']);
  });

  it('refuses reserved names on add and rename with the spec message, and duplicate names', () => {
    const added = addStartVariable(start(), { name: 'sys_query' });
    expect(!added.ok && en.t(added.key)).toBe('This variable name is reserved by the system. Please use a different name.');
    const renamed = updateStartVariable(start(), 0, { name: 'SYS_x' });
    expect(renamed.ok).toBe(false);
    expect(addStartVariable(start(), { name: 'inquiry' }).ok).toBe(false);
    const ok = addStartVariable(start(), { name: 'orderNo', debugValue: 'A-1029' });
    expect(ok.ok && ok.node.data.inputVariables.at(-1)).toEqual({ name: 'orderNo', debugValue: 'A-1029' });
    const changed = updateStartVariable(start(), 1, { name: 'customer_id', debugValue: 'C-1' });
    expect(changed.ok && changed.node.data.inputVariables[1]).toEqual({ name: 'customer_id', debugValue: 'C-1' });
    expect(updateStartVariable(start(), 9, { name: 'x' }).ok).toBe(false);
  });
});
