import { describe, expect, it } from 'vitest';
import type { GraphNode } from '../../../../generated/model';
import { supportTriageGraph } from '../../../../../mocks/areas/workflows/seed-graphs';
import { createTestI18n } from '../../../../test/i18n';
import type { GraphShape, NodeOfKind } from '../../model/graph-types';
import { messageKeys } from '../../model/messages';
import { autoBindVariableType, bindPlaceholdersIn, validateNode, type GraphIssue } from '../../model/validation';

const en = createTestI18n('en');
function nodeOf<K extends GraphNode['kind']>(graph: GraphShape, kind: K): NodeOfKind<K> {
  return graph.nodes.find((n) => n.kind === kind) as NodeOfKind<K>;
}
const brief = (issues: readonly GraphIssue[]) => issues.map(({ key, field, level, params }) => ({ key, field, level, ...(params ? { params } : {}) }));

describe('database node', () => {
  it('needs CLOB for VARCHAR2 strings over 4000 characters and detects it', () => {
    const db = nodeOf(supportTriageGraph(), 'NODE_KIND_DATABASE');
    const bind = db.data.bindVariables[0]!;
    const withValue = (value: string, type = bind.type) => ({ ...db, data: { ...db.data, bindVariables: [{ ...bind, value, type }] } });
    expect(validateNode(withValue('x'.repeat(4000)))).toEqual([]);
    expect(brief(validateNode(withValue('x'.repeat(4001))))).toEqual([
      { key: messageKeys.clobRequired, field: 'data.bindVariables.0.type', level: 'invalid', params: { max: 4000 } },
    ]);
    expect(validateNode(withValue('x'.repeat(4001), 'BIND_VARIABLE_TYPE_CLOB'))).toEqual([]);
    expect(autoBindVariableType({ type: 'BIND_VARIABLE_TYPE_VARCHAR2', value: 'x'.repeat(4001) })).toBe('BIND_VARIABLE_TYPE_CLOB');
    expect(autoBindVariableType({ type: 'BIND_VARIABLE_TYPE_VARCHAR2', value: 'x'.repeat(4000) })).toBe('BIND_VARIABLE_TYPE_VARCHAR2');
    expect(autoBindVariableType({ type: 'BIND_VARIABLE_TYPE_STRING', value: 'x'.repeat(5000) })).toBe('BIND_VARIABLE_TYPE_STRING');
    expect(en.t(messageKeys.clobRequired, { max: 4000 })).toBe('Use CLOB for strings over 4000 characters');
  });

  it('finds the placeholders of a query, outside quoted literals, and the unbound ones', () => {
    expect(bindPlaceholdersIn("SELECT * FROM t WHERE a = :order_no AND d > TO_DATE('2026-01-01 10:00', 'HH24:MI') AND b = @po_no AND c = :order_no")).toEqual([
      'order_no',
      'po_no',
    ]);
    const db = nodeOf(supportTriageGraph(), 'NODE_KIND_DATABASE');
    db.data.query += ' AND region = :region';
    expect(brief(validateNode(db))).toEqual([
      { key: messageKeys.bindVariableMissing, field: 'data.bindVariables', level: 'incomplete', params: { name: 'region' } },
    ]);
  });
});
