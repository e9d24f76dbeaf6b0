import { describe, expect, it } from 'vitest';
import type { GraphNode } from '../../../../generated/model';
import { supportTriageGraph } from '../../../../../mocks/areas/workflows/seed-graphs';
import type { GraphShape, NodeOfKind } from '../../model/graph-types';
import { messageKeys } from '../../model/messages';
import { validateNode, type GraphIssue } from '../../model/validation';

function nodeOf<K extends GraphNode['kind']>(graph: GraphShape, kind: K): NodeOfKind<K> {
  return graph.nodes.find((n) => n.kind === kind) as NodeOfKind<K>;
}
const brief = (issues: readonly GraphIssue[]) => issues.map(({ key, field, level, params }) => ({ key, field, level, ...(params ? { params } : {}) }));

describe('if-else node', () => {
  it('checks operators, values and branch ids', () => {
    const ifElse = nodeOf(supportTriageGraph(), 'NODE_KIND_IF_ELSE');
    const branch = ifElse.data.branches[0]!;
    ifElse.data.branches = [
      {
        ...branch,
        conditions: [
          { inputVariable: '{{start.inquiry}}', operator: 'IF_ELSE_OPERATOR_CONTAINS', value: '' },
          { inputVariable: '', operator: 'IF_ELSE_OPERATOR_IS_EMPTY' },
        ],
      },
      { ...branch, conditions: [{ inputVariable: '{{start.inquiry}}', operator: 'LIKE' as 'IF_ELSE_OPERATOR_EQUALS', value: 'x' }] },
      { ...branch, id: 'else' },
      { ...branch, id: 'if_delivery', conditions: [] },
    ];
    expect(brief(validateNode(ifElse))).toEqual([
      { key: messageKeys.invalidOption, field: 'data.branches.1.conditions.0.operator', level: 'invalid' },
      { key: messageKeys.tooFewItems, field: 'data.branches.3.conditions', level: 'invalid', params: { min: 1 } },
      { key: messageKeys.required, field: 'data.branches.0.conditions.0.value', level: 'incomplete' },
      { key: messageKeys.required, field: 'data.branches.0.conditions.1.inputVariable', level: 'incomplete' },
      { key: messageKeys.duplicateBranchId, field: 'data.branches.1.id', level: 'invalid', params: { id: 'if_refund' } },
      { key: messageKeys.reservedBranchId, field: 'data.branches.2.id', level: 'invalid', params: { id: 'else' } },
    ]);
  });
});
