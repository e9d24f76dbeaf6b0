/** The if-else node: branches of conditions, one output per branch plus else; the branch taken in `branch`. */
import { IfElseLogicalOperator, IfElseOperator, NodeKind, type IfElseBranch } from '../../../../generated/model';
import { ELSE_HANDLE, type HandleSpec } from '../../model/handles';
import { freshId, type RandomDigit } from '../../model/ids';
import { messageKeys as k } from '../../model/messages';
import { operatorTakesValue } from '../../model/operators';
import { defineNodeKind } from '../define-node-kind';

/** A new if-else branch with one empty condition (ids unique within the node). */
export function newIfElseBranch(taken: ReadonlySet<string> = new Set(), random?: RandomDigit): IfElseBranch {
  return {
    id: freshId('if', taken, random),
    logicalOperator: IfElseLogicalOperator.IF_ELSE_LOGICAL_OPERATOR_AND,
    conditions: [{ inputVariable: '', operator: IfElseOperator.IF_ELSE_OPERATOR_EQUALS, value: '' }],
  };
}

export const ifElseKind = defineNodeKind({
  kind: NodeKind.NODE_KIND_IF_ELSE,
  idPrefix: 'if',
  labelKey: 'editor:nodeKind.ifElse',
  inPalette: true,
  color: '#ef6c00',
  // An edge without sourceHandle is the else edge (as the backend reads it); an edge through a branch the node does not have cannot be saved.
  defaultSourceHandle: ELSE_HANDLE,
  unknownHandleIssue: { key: k.unknownBranch, level: 'invalid' },
  defaults: (random) => ({ branches: [newIfElseBranch(new Set([ELSE_HANDLE]), random)] }),
  outputVariables: () => [{ name: 'branch', source: 'output' }],
  outputHandles: (node) => [
    ...node.data.branches.map((branch, index): HandleSpec => ({
      id: branch.id,
      labelKey: index === 0 ? 'editor:handle.if' : 'editor:handle.elseIf',
      labelParams: { index: index + 1 },
    })),
    { id: ELSE_HANDLE, labelKey: 'editor:handle.else', labelParams: {} },
  ],
  validate: (node, report) => {
    const ids = new Set<string>();
    node.data.branches.forEach((branch, b) => {
      const field = `data.branches.${b}.id`;
      if (branch.id === ELSE_HANDLE) report.add({ key: k.reservedBranchId, params: { id: branch.id }, level: 'invalid', field });
      else if (ids.has(branch.id)) report.add({ key: k.duplicateBranchId, params: { id: branch.id }, level: 'invalid', field });
      ids.add(branch.id);
      branch.conditions.forEach((condition, c) => {
        const at = `data.branches.${b}.conditions.${c}`;
        if (!condition.inputVariable.trim()) report.add({ key: k.required, level: 'incomplete', field: `${at}.inputVariable` });
        if (operatorTakesValue(condition.operator) && !condition.value?.trim()) {
          report.add({ key: k.required, level: 'incomplete', field: `${at}.value` });
        }
      });
    });
  },
  references: {
    fields: (node) =>
      node.data.branches.flatMap((branch, b) =>
        branch.conditions.flatMap((c, i) => [
          { field: `data.branches.${b}.conditions.${i}.inputVariable`, value: c.inputVariable },
          ...(c.value !== undefined ? [{ field: `data.branches.${b}.conditions.${i}.value`, value: c.value }] : []),
        ]),
      ),
    map: (node, rewrite) => ({
      ...node,
      data: {
        ...node.data,
        branches: node.data.branches.map((branch) => ({
          ...branch,
          conditions: branch.conditions.map((c) => ({
            ...c,
            inputVariable: rewrite(c.inputVariable),
            ...(c.value !== undefined ? { value: rewrite(c.value) } : {}),
          })),
        })),
      },
    }),
  },
  // The branches are the node's output rows: no summary line.
  summary: () => '',
});
