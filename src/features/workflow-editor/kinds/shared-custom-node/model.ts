/** The shared custom node: runs a custom node the administrators share (with a config file); input parameters as the custom node's. */
import { NodeKind } from '../../../../generated/model';
import { variableOutput } from '../../model/variables';
import { inputParameterReferences, validateInputParameters } from '../custom-node/input-parameters';
import { defineNodeKind } from '../define-node-kind';

export const sharedCustomNodeKind = defineNodeKind({
  kind: NodeKind.NODE_KIND_SHARED_CUSTOM_NODE,
  idPrefix: 'shared',
  labelKey: 'editor:nodeKind.sharedCustomNode',
  inPalette: true,
  color: '#37474f',
  defaults: () => ({ sharedCustomNodeId: '', variable: 'result', inputParameters: [] }),
  outputVariables: variableOutput,
  validate: validateInputParameters,
  references: inputParameterReferences(),
  summary: (node) => node.data.sharedCustomNodeId,
});
