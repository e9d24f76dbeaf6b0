/** The start node: the workflow's inputs (and the system variables); one per graph, made with the workflow. */
import { NodeKind } from '../../../../generated/model';
import { messageKeys as k } from '../../model/messages';
import { noHandles } from '../../model/handles';
import { SYSTEM_VARIABLES, isReservedVariableName, type ExposedVariable } from '../../model/variables';
import { defineNodeKind } from '../define-node-kind';

export const startKind = defineNodeKind({
  kind: NodeKind.NODE_KIND_START,
  idPrefix: 'start',
  labelKey: 'editor:nodeKind.start',
  inPalette: false,
  single: true,
  removable: false,
  color: '#2e7d32',
  defaults: () => ({ inputVariables: [] }),
  outputVariables: (node) => [
    ...SYSTEM_VARIABLES.map((name): ExposedVariable => ({ name, source: 'system' })),
    ...node.data.inputVariables.filter((v) => v.name).map((v): ExposedVariable => ({ name: v.name, source: 'input' })),
  ],
  inputHandles: noHandles,
  validate: (node, report) => {
    node.data.inputVariables.forEach((variable, i) => {
      if (isReservedVariableName(variable.name)) report.add({ key: k.reservedVariable, level: 'invalid', field: `data.inputVariables.${i}.name` });
    });
    report.duplicates(
      node.data.inputVariables.map((v) => v.name),
      (i) => `data.inputVariables.${i}.name`,
    );
  },
  summary: (node) => node.data.inputVariables.map((v) => v.name).join(', '),
});
