import { describe, expect, it } from 'vitest';
import type { GraphNode } from '../../../../generated/model';
import { supportTriageGraph } from '../../../../../mocks/areas/workflows/seed-graphs';
import { createTestI18n } from '../../../../test/i18n';
import type { GraphShape, NodeOfKind } from '../../model/graph-types';
import { messageKeys } from '../../model/messages';
import { canSave, validateNode, type GraphIssue } from '../../model/validation';

const en = createTestI18n('en');
const ja = createTestI18n('ja');

function nodeOf<K extends GraphNode['kind']>(graph: GraphShape, kind: K): NodeOfKind<K> {
  return graph.nodes.find((n) => n.kind === kind) as NodeOfKind<K>;
}
const brief = (issues: readonly GraphIssue[]) => issues.map(({ key, field, level, params }) => ({ key, field, level, ...(params ? { params } : {}) }));

describe('start node', () => {
  it('refuses reserved system variable names with the spec message, in both languages', () => {
    const start = nodeOf(supportTriageGraph(), 'NODE_KIND_START');
    start.data.inputVariables.push({ name: 'sys_user_id' }, { name: 'SYS_files' });
    const issues = validateNode(start);
    expect(brief(issues)).toEqual([
      { key: messageKeys.reservedVariable, field: 'data.inputVariables.2.name', level: 'invalid' },
      { key: messageKeys.reservedVariable, field: 'data.inputVariables.3.name', level: 'invalid' },
    ]);
    expect(en.t(issues[0]!.key)).toBe('This variable name is reserved by the system. Please use a different name.');
    expect(ja.t(issues[0]!.key)).toBe('この変数名はシステムで予約されています。別の名前を使用してください。');
    expect(canSave(issues)).toBe(false);
  });

  it('refuses malformed, empty and duplicate names', () => {
    const start = nodeOf(supportTriageGraph(), 'NODE_KIND_START');
    start.data.inputVariables = [{ name: '1st' }, { name: '' }, { name: 'inquiry' }, { name: 'inquiry' }, { name: 'x'.repeat(65) }];
    expect(brief(validateNode(start))).toEqual([
      { key: messageKeys.invalidVariableName, field: 'data.inputVariables.0.name', level: 'invalid' },
      { key: messageKeys.required, field: 'data.inputVariables.1.name', level: 'invalid' },
      { key: messageKeys.tooLong, field: 'data.inputVariables.4.name', level: 'invalid', params: { max: 64 } },
      { key: messageKeys.duplicateVariable, field: 'data.inputVariables.3.name', level: 'incomplete', params: { name: 'inquiry' } },
    ]);
  });
});
