/** The database node: a query on a connection with bind variables; the rows in one variable. */
import { NodeKind } from '../../../../generated/model';
import { messageKeys as k } from '../../model/messages';
import { variableOutput } from '../../model/variables';
import { defineNodeKind } from '../define-node-kind';
import { CLOB_THRESHOLD, autoBindVariableType, bindPlaceholdersIn } from './bind-rules';

export const databaseKind = defineNodeKind({
  kind: NodeKind.NODE_KIND_DATABASE,
  idPrefix: 'db',
  labelKey: 'editor:nodeKind.database',
  inPalette: true,
  color: '#4e342e',
  defaults: () => ({ variable: 'rows', connectionId: '', query: '', bindVariables: [] }),
  outputVariables: variableOutput,
  validate: (node, report) => {
    node.data.bindVariables.forEach((bind, i) => {
      if (autoBindVariableType(bind) !== bind.type)
        report.add({ key: k.clobRequired, params: { max: CLOB_THRESHOLD }, level: 'invalid', field: `data.bindVariables.${i}.type` });
    });
    report.duplicates(
      node.data.bindVariables.map((b) => b.name),
      (i) => `data.bindVariables.${i}.name`,
    );
    const bound = new Set(node.data.bindVariables.map((b) => b.name));
    for (const name of bindPlaceholdersIn(node.data.query)) {
      if (!bound.has(name)) report.add({ key: k.bindVariableMissing, params: { name }, level: 'incomplete', field: 'data.bindVariables' });
    }
  },
  references: {
    fields: (node) => node.data.bindVariables.map((b, i) => ({ field: `data.bindVariables.${i}.value`, value: b.value })),
    map: (node, rewrite) => ({ ...node, data: { ...node.data, bindVariables: node.data.bindVariables.map((b) => ({ ...b, value: rewrite(b.value) })) } }),
  },
  summary: (node) => node.data.connectionId,
});
