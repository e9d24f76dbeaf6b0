/**
 * A valid workflow with one node of each of the nine kinds (ids and lists of the support project's
 * seed data), for the node panel tests.
 */
import type { GraphNode } from '../../../../generated/model';
import type { GraphShape } from '../../model/graph-types';

const at = (x: number) => ({ x, y: 0 });

export const PANEL_NODES = {
  start: { id: 'start', kind: 'NODE_KIND_START', position: at(0), data: { inputVariables: [{ name: 'inquiry', debugValue: '' }] } },
  llm: {
    id: 'llm_1',
    kind: 'NODE_KIND_LLM',
    position: at(300),
    data: {
      modelId: 'gpt-4o',
      prompt: 'Answer {{start.inquiry}}',
      systemPrompt: '',
      outputVariable: 'answer',
      temperature: 0.7,
      maxTokens: 1024,
      topP: 1,
      knowledge: [],
      jsonMode: false,
      useContext: false,
      imageUrls: [],
      videoUrls: [],
      audioUrls: [],
      fileUrls: [],
    },
  },
  knowledge: {
    id: 'knowledge_1',
    kind: 'NODE_KIND_KNOWLEDGE',
    position: at(600),
    data: { indexId: 'kix_faq', query: '{{start.inquiry}}', numberOfDocuments: 3, minimumScore: 0.75 },
  },
  database: {
    id: 'db_1',
    kind: 'NODE_KIND_DATABASE',
    position: at(900),
    data: {
      variable: 'rows',
      connectionId: 'dbc_oracle_crm',
      query: 'SELECT status FROM orders WHERE order_no = :order_no',
      bindVariables: [{ name: 'order_no', value: '{{start.inquiry}}', type: 'BIND_VARIABLE_TYPE_VARCHAR2' }],
    },
  },
  ifElse: {
    id: 'if_1',
    kind: 'NODE_KIND_IF_ELSE',
    position: at(1200),
    data: {
      branches: [
        {
          id: 'if_refund',
          logicalOperator: 'IF_ELSE_LOGICAL_OPERATOR_AND',
          conditions: [{ inputVariable: '{{llm_1.answer}}', operator: 'IF_ELSE_OPERATOR_CONTAINS', value: '返金' }],
        },
      ],
    },
  },
  workflow: {
    id: 'workflow_1',
    kind: 'NODE_KIND_WORKFLOW',
    position: at(1500),
    data: { workflowId: 'wf_faq_answer', version: 'v1', variable: 'faq', useContext: false },
  },
  custom: {
    id: 'custom_1',
    kind: 'NODE_KIND_CUSTOM_NODE',
    position: at(1800),
    data: { customNodeId: 'cn_mask_pii', variable: 'masked', inputParameters: [{ name: 'text', value: '{{start.inquiry}}' }] },
  },
  shared: {
    id: 'shared_1',
    kind: 'NODE_KIND_SHARED_CUSTOM_NODE',
    position: at(2100),
    data: {
      sharedCustomNodeId: 'scn_slack_notify',
      configFileId: 'cf_slack_production',
      variable: 'posted',
      inputParameters: [{ name: 'message', value: '{{llm_1.answer}}' }],
    },
  },
  end: { id: 'end', kind: 'NODE_KIND_END', position: at(2400), data: { outputVariables: [{ name: 'out', value: '{{llm_1.answer}}' }] } },
} satisfies Record<string, GraphNode>;

/** start → llm → knowledge → database → if-else (IF → workflow → custom → shared → end; ELSE → end). */
export function panelGraph(): GraphShape {
  const n = PANEL_NODES;
  const chain = [n.start, n.llm, n.knowledge, n.database, n.ifElse, n.workflow, n.custom, n.shared, n.end];
  return {
    nodes: structuredClone(chain) as GraphNode[],
    edges: [
      ...chain
        .slice(1)
        .map((node, i) => ({ id: `e${i}`, source: chain[i]!.id, target: node.id, ...(chain[i] === n.ifElse ? { sourceHandle: 'if_refund' } : {}) })),
      { id: 'e_else', source: n.ifElse.id, target: n.end.id, sourceHandle: 'else' },
    ],
  };
}
