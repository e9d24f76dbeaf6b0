/** The end node: the workflow's outputs, each a value that may refer to the variables before it. */
import { NodeKind } from '../../../../generated/model';
import { noHandles } from '../../model/handles';
import { defineNodeKind } from '../define-node-kind';

export const endKind = defineNodeKind({
  kind: NodeKind.NODE_KIND_END,
  idPrefix: 'end',
  labelKey: 'editor:nodeKind.end',
  inPalette: true,
  color: '#c62828',
  defaults: () => ({ outputVariables: [] }),
  // The workflow's outputs: nothing runs after an end node, so nothing can refer to them.
  outputVariables: () => [],
  outputHandles: noHandles,
  validate: (node, report) => {
    report.duplicates(
      node.data.outputVariables.map((v) => v.name),
      (i) => `data.outputVariables.${i}.name`,
    );
  },
  references: {
    fields: (node) => node.data.outputVariables.map((v, i) => ({ field: `data.outputVariables.${i}.value`, value: v.value })),
    map: (node, rewrite) => ({ ...node, data: { ...node.data, outputVariables: node.data.outputVariables.map((v) => ({ ...v, value: rewrite(v.value) })) } }),
  },
  summary: (node) => node.data.outputVariables.map((v) => v.name).join(', '),
});
