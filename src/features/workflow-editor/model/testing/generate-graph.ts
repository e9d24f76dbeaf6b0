/**
 * A generated workflow of any size with all nine node kinds, realistic fields and edges (the shapes
 * of the seed graphs): start → a chain cycling through the kinds, every node reading the previous
 * one's output, if-else nodes sending their else edge to an end node; a final end node.
 * For tests and benchmarks; not part of the app bundle.
 */
import type { GraphEdge, GraphNode } from '../../../../generated/model';
import type { GraphShape } from '../graph-types';
import { nodeRegistry } from '../node-registry';

const CYCLE = [
  'NODE_KIND_KNOWLEDGE',
  'NODE_KIND_LLM',
  'NODE_KIND_DATABASE',
  'NODE_KIND_IF_ELSE',
  'NODE_KIND_WORKFLOW',
  'NODE_KIND_CUSTOM_NODE',
  'NODE_KIND_SHARED_CUSTOM_NODE',
  'NODE_KIND_END',
] as const;

type Made = { node: GraphNode; output: string | null };

function make(kind: (typeof CYCLE)[number], i: number, previous: string): Made {
  const id = `n${i}`;
  const position = { x: 40 + (i % 40) * 260, y: 40 + Math.floor(i / 40) * 180 };
  switch (kind) {
    case 'NODE_KIND_KNOWLEDGE':
      return {
        node: { id, kind, title: `FAQ 検索 ${i}`, position, data: { indexId: 'idx_faq', query: previous, numberOfDocuments: 3, minimumScore: 0.75 } },
        output: 'documents',
      };
    case 'NODE_KIND_LLM':
      return {
        node: {
          id,
          kind,
          title: `回答生成 ${i}`,
          position,
          data: {
            ...nodeRegistry.NODE_KIND_LLM.defaults(),
            modelId: 'gpt-4o',
            systemPrompt: 'FAQ の内容だけを根拠に、丁寧な日本語で回答してください。',
            prompt: `参考情報: ${previous}\n質問: {{start.question}}`,
            outputVariable: 'answer',
            temperature: 0.3,
            maxTokens: 1024,
            topP: 0.9,
          },
        },
        output: 'answer',
      };
    case 'NODE_KIND_DATABASE':
      return {
        node: {
          id,
          kind,
          title: `注文照会 ${i}`,
          position,
          data: {
            variable: 'order_status',
            connectionId: 'conn_oracle',
            query: 'SELECT status FROM orders WHERE order_no = :order_no',
            bindVariables: [{ name: 'order_no', value: previous, type: 'BIND_VARIABLE_TYPE_VARCHAR2' }],
          },
        },
        output: 'order_status',
      };
    case 'NODE_KIND_IF_ELSE':
      return {
        node: {
          id,
          kind,
          title: `分岐 ${i}`,
          position,
          data: {
            branches: [
              {
                id: 'if_match',
                logicalOperator: 'IF_ELSE_LOGICAL_OPERATOR_OR',
                conditions: [
                  { inputVariable: previous, operator: 'IF_ELSE_OPERATOR_CONTAINS', value: '返品' },
                  { inputVariable: '{{start.question}}', operator: 'IF_ELSE_OPERATOR_IS_NOT_EMPTY' },
                ],
              },
            ],
          },
        },
        output: 'branch',
      };
    case 'NODE_KIND_WORKFLOW':
      return {
        node: { id, kind, title: `サブ ${i}`, position, data: { workflowId: 'wf_faq', version: 'v1', variable: 'faq_answer', useContext: false } },
        output: 'faq_answer',
      };
    case 'NODE_KIND_CUSTOM_NODE':
      return {
        node: {
          id,
          kind,
          title: `Mask ${i}`,
          position,
          data: { customNodeId: 'cn_mask', variable: 'masked', inputParameters: [{ name: 'text', value: previous }] },
        },
        output: 'masked',
      };
    case 'NODE_KIND_SHARED_CUSTOM_NODE':
      return {
        node: {
          id,
          kind,
          title: `Slack ${i}`,
          position,
          data: {
            sharedCustomNodeId: 'scn_slack',
            variable: 'notified',
            inputParameters: [
              { name: 'channel', value: '#help-desk' },
              { name: 'text', value: previous },
            ],
          },
        },
        output: 'notified',
      };
    case 'NODE_KIND_END':
      return { node: { id, kind, title: `終了 ${i}`, position, data: { outputVariables: [{ name: 'answer', value: previous }] } }, output: null };
  }
}

/** A valid graph of exactly `size` nodes (at least 2). */
export function generateGraph(size: number): GraphShape {
  const nodes: GraphNode[] = [
    {
      id: 'start',
      kind: 'NODE_KIND_START',
      title: '質問',
      position: { x: 0, y: 0 },
      data: { inputVariables: [{ name: 'question', debugValue: '営業時間を教えてください' }] },
    },
  ];
  const edges: GraphEdge[] = [];
  let chainTail = 'start';
  let previous = '{{start.question}}';
  let pendingElse: string | null = null;
  let tailIsIf = false;
  for (let i = 1; i < size - 1; i += 1) {
    let kind = CYCLE[(i - 1) % CYCLE.length]!;
    // An end node closes the else edge of the latest if-else (the chain carries on from its branch).
    if (kind === 'NODE_KIND_END' && !pendingElse) kind = 'NODE_KIND_LLM';
    // The else branch only sees what ran before the if-else: the end node there reads the start input.
    const { node, output } = make(kind, i, kind === 'NODE_KIND_END' ? '{{start.question}}' : previous);
    nodes.push(node);
    if (kind === 'NODE_KIND_END') {
      edges.push({ id: `e${i}`, source: pendingElse!, target: node.id, sourceHandle: 'else' });
      pendingElse = null;
      continue;
    }
    edges.push({ id: `e${i}`, source: chainTail, target: node.id, ...(tailIsIf ? { sourceHandle: 'if_match' } : {}) });
    if (kind === 'NODE_KIND_IF_ELSE') pendingElse = node.id;
    chainTail = node.id;
    tailIsIf = kind === 'NODE_KIND_IF_ELSE';
    if (output) previous = `{{${node.id}.${output}}}`;
  }
  const last = `n${size - 1}`;
  nodes.push({ id: last, kind: 'NODE_KIND_END', title: '回答', position: { x: 0, y: 400 }, data: { outputVariables: [{ name: 'answer', value: previous }] } });
  edges.push({ id: `e${size - 1}`, source: chainTail, target: last, ...(tailIsIf ? { sourceHandle: 'if_match' } : {}) });
  if (pendingElse) edges.push({ id: `e${size}`, source: pendingElse, target: last, sourceHandle: 'else' });
  return { nodes, edges };
}
