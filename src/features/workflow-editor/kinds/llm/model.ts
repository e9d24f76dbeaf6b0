/** The LLM node: a prompt (and system prompt, media URLs) sent to a model; its answer in one variable. */
import { NodeKind, type LlmModel } from '../../../../generated/model';
import {
  saveWorkflowGraphBodyNodesItemThreeDataMaxTokensMax,
  saveWorkflowGraphBodyNodesItemThreeDataTemperatureMax,
  saveWorkflowGraphBodyNodesItemThreeDataTemperatureMin,
  saveWorkflowGraphBodyNodesItemThreeDataTopPMax,
  saveWorkflowGraphBodyNodesItemThreeDataTopPMin,
} from '../../../../generated/workflow-graphs/workflow-graphs.zod';
import type { GraphIssue } from '../../model/graph-issue';
import type { NodeOfKind } from '../../model/graph-types';
import { messageKeys as k } from '../../model/messages';
import { listFields } from '../../model/value-fields';
import { defineNodeKind } from '../define-node-kind';

/** Sample defaults (§9: max tokens 1024). */
export const LLM_DEFAULTS = { maxTokens: 1024, temperature: 0.7, topP: 1 } as const;

/** maxTokens over what the chosen model allows (the models call says; the backend refuses it). */
export function modelTokenLimitIssue(node: NodeOfKind<'NODE_KIND_LLM'>, model: Pick<LlmModel, 'maxTokens'> | undefined): GraphIssue | undefined {
  const { maxTokens } = node.data;
  if (!model || maxTokens === undefined || Number.isNaN(maxTokens) || maxTokens <= model.maxTokens) return undefined;
  return { key: k.outOfRange, params: { min: 1, max: model.maxTokens }, level: 'invalid', nodeId: node.id, field: 'data.maxTokens' };
}

export const llmKind = defineNodeKind({
  kind: NodeKind.NODE_KIND_LLM,
  idPrefix: 'llm',
  labelKey: 'editor:nodeKind.llm',
  inPalette: true,
  color: '#6a1b9a',
  defaults: () => ({
    modelId: '',
    prompt: '',
    systemPrompt: '',
    outputVariable: 'result',
    temperature: LLM_DEFAULTS.temperature,
    maxTokens: LLM_DEFAULTS.maxTokens,
    topP: LLM_DEFAULTS.topP,
    knowledge: [],
    jsonMode: false,
    useContext: false,
    imageUrls: [],
    videoUrls: [],
    audioUrls: [],
    fileUrls: [],
  }),
  outputVariables: (node) => (node.data.outputVariable ? [{ name: node.data.outputVariable, source: 'output' }] : []),
  numberRanges: {
    'data.temperature': { min: saveWorkflowGraphBodyNodesItemThreeDataTemperatureMin, max: saveWorkflowGraphBodyNodesItemThreeDataTemperatureMax },
    'data.topP': { min: saveWorkflowGraphBodyNodesItemThreeDataTopPMin, max: saveWorkflowGraphBodyNodesItemThreeDataTopPMax },
    'data.maxTokens': { min: 1, max: saveWorkflowGraphBodyNodesItemThreeDataMaxTokensMax },
  },
  validate: (node, report) => {
    if (!node.data.prompt.trim()) report.add({ key: k.required, level: 'incomplete', field: 'data.prompt' });
  },
  validateInContext: (node, context) => {
    const issue = modelTokenLimitIssue(node, context.modelOf(node.data.modelId));
    return issue ? [issue] : [];
  },
  references: {
    fields: (node) => [
      { field: 'data.prompt', value: node.data.prompt },
      ...(node.data.systemPrompt ? [{ field: 'data.systemPrompt', value: node.data.systemPrompt }] : []),
      ...listFields('data.imageUrls', node.data.imageUrls),
      ...listFields('data.videoUrls', node.data.videoUrls),
      ...listFields('data.audioUrls', node.data.audioUrls),
      ...listFields('data.fileUrls', node.data.fileUrls),
    ],
    map: (node, rewrite) => {
      const list = (values: string[] | undefined) => values?.map(rewrite);
      const d = node.data;
      return {
        ...node,
        data: {
          ...d,
          prompt: rewrite(d.prompt),
          ...(d.systemPrompt !== undefined ? { systemPrompt: rewrite(d.systemPrompt) } : {}),
          ...(d.imageUrls ? { imageUrls: list(d.imageUrls) } : {}),
          ...(d.videoUrls ? { videoUrls: list(d.videoUrls) } : {}),
          ...(d.audioUrls ? { audioUrls: list(d.audioUrls) } : {}),
          ...(d.fileUrls ? { fileUrls: list(d.fileUrls) } : {}),
        },
      };
    },
  },
  summary: (node) => node.data.modelId,
});
