/** The knowledge node: searches a knowledge index with a query; the documents found in `documents`. */
import { NodeKind } from '../../../../generated/model';
import {
  saveWorkflowGraphBodyNodesItemFourDataMinimumScoreMax,
  saveWorkflowGraphBodyNodesItemFourDataMinimumScoreMin,
  saveWorkflowGraphBodyNodesItemFourDataNumberOfDocumentsMax,
} from '../../../../generated/workflow-graphs/workflow-graphs.zod';
import { messageKeys as k } from '../../model/messages';
import { defineNodeKind } from '../define-node-kind';

/** Sample defaults (§9: 3 documents, score 0.75). */
const KNOWLEDGE_DEFAULTS = { numberOfDocuments: 3, minimumScore: 0.75 } as const;

/** The variable a knowledge node's documents are in. */
export const KNOWLEDGE_OUTPUT = 'documents';

export const knowledgeKind = defineNodeKind({
  kind: NodeKind.NODE_KIND_KNOWLEDGE,
  idPrefix: 'knowledge',
  labelKey: 'editor:nodeKind.knowledge',
  inPalette: true,
  color: '#00838f',
  defaults: () => ({
    indexId: '',
    query: '',
    numberOfDocuments: KNOWLEDGE_DEFAULTS.numberOfDocuments,
    minimumScore: KNOWLEDGE_DEFAULTS.minimumScore,
  }),
  outputVariables: () => [{ name: KNOWLEDGE_OUTPUT, source: 'output' }],
  numberRanges: {
    'data.numberOfDocuments': { min: 1, max: saveWorkflowGraphBodyNodesItemFourDataNumberOfDocumentsMax },
    'data.minimumScore': { min: saveWorkflowGraphBodyNodesItemFourDataMinimumScoreMin, max: saveWorkflowGraphBodyNodesItemFourDataMinimumScoreMax },
  },
  validate: (node, report) => {
    if (!node.data.query.trim()) report.add({ key: k.required, level: 'incomplete', field: 'data.query' });
  },
  references: {
    fields: (node) => [{ field: 'data.query', value: node.data.query }],
    map: (node, rewrite) => ({ ...node, data: { ...node.data, query: rewrite(node.data.query) } }),
  },
  summary: (node) => node.data.indexId,
});
