/** The custom node: runs one of the project's custom nodes with named input parameters; its result in one variable. */
import { NodeKind } from '../../../../generated/model';
import { variableOutput } from '../../model/variables';
import { defineNodeKind } from '../define-node-kind';
import { inputParameterReferences, validateInputParameters } from './input-parameters';

export const customNodeKind = defineNodeKind({
  kind: NodeKind.NODE_KIND_CUSTOM_NODE,
  idPrefix: 'custom',
  labelKey: 'editor:nodeKind.customNode',
  inPalette: true,
  color: '#455a64',
  defaults: () => ({ customNodeId: '', variable: 'result', inputParameters: [] }),
  outputVariables: variableOutput,
  validate: validateInputParameters,
  references: inputParameterReferences(),
  summary: (node) => node.data.customNodeId,
});
