/** The workflow node: calls a published version of another workflow; its answer in one variable. */
import { NodeKind } from '../../../../generated/model';
import { variableOutput } from '../../model/variables';
import { defineNodeKind } from '../define-node-kind';

export const workflowKind = defineNodeKind({
  kind: NodeKind.NODE_KIND_WORKFLOW,
  idPrefix: 'workflow',
  labelKey: 'editor:nodeKind.workflow',
  inPalette: true,
  color: '#1565c0',
  defaults: () => ({ workflowId: '', version: '', variable: 'result', useContext: false }),
  outputVariables: variableOutput,
  summary: (node) => node.data.workflowId,
});
