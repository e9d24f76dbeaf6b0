/** What the two custom node kinds (the project's and the shared ones) share: named input parameters whose values may refer to variables. */
import type { NodeInputParameter } from '../../../../generated/model';
import type { KindIssueReport, KindReferences } from '../define-node-kind';

type WithParameters = { data: { inputParameters: NodeInputParameter[] } };

export function validateInputParameters(node: WithParameters, report: KindIssueReport): void {
  report.duplicates(
    node.data.inputParameters.map((p) => p.name),
    (i) => `data.inputParameters.${i}.name`,
  );
}

/** The parameters' values hold references. */
export function inputParameterReferences<Node extends WithParameters>(): KindReferences<Node> {
  return {
    fields: (node) => node.data.inputParameters.map((p, i) => ({ field: `data.inputParameters.${i}.value`, value: p.value })),
    map: (node, rewrite) => ({ ...node, data: { ...node.data, inputParameters: node.data.inputParameters.map((p) => ({ ...p, value: rewrite(p.value) })) } }),
  };
}
