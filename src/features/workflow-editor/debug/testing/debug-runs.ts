/**
 * Debug runs for tests and benchmarks (not part of the app bundle): a succeeded run of the seeded
 * support-triage workflow with the LLM's token usage, a failed one (the model unavailable), and a
 * run of a generated 500-node graph with long logs. Shapes follow the mock's debug engine
 * (mocks/areas/workflows/debug-engine.ts).
 */
import type { DebugLogLine, DebugNodeRun, DebugRun, DebugValue, GraphNode } from '../../../../generated/model';
import type { GraphShape } from '../../model/graph-types';
import { generateGraph } from '../../model/testing/generate-graph';

export const RUN_START_MS = Date.parse('2026-11-24T03:04:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

/** The seeded support-triage workflow's nodes (titles and kinds as seeded; fields trimmed to what is valid). */
export const TRIAGE_GRAPH_NODES: GraphNode[] = [
  {
    id: 'start',
    kind: 'NODE_KIND_START',
    title: '問い合わせ受付',
    position: { x: 40, y: 240 },
    data: {
      inputVariables: [
        { name: 'inquiry', debugValue: '先週注文した商品を返品したいです。注文番号は A-1029 です。' },
        { name: 'customerId', debugValue: 'C-20931' },
      ],
    },
  },
  {
    id: 'knowledge_1',
    kind: 'NODE_KIND_KNOWLEDGE',
    title: 'FAQ 検索',
    position: { x: 300, y: 240 },
    data: { indexId: 'idx_faq', query: '{{start.inquiry}}', numberOfDocuments: 3, minimumScore: 0.75 },
  },
  {
    id: 'llm_1',
    kind: 'NODE_KIND_LLM',
    title: 'カテゴリ分類',
    position: { x: 560, y: 240 },
    data: {
      modelId: 'gpt-4o',
      systemPrompt: 'あなたはカスタマーサポートの一次振り分け担当です。',
      prompt:
        '次の問い合わせを「返品」「配送」「請求」「その他」に分類し、回答案を作ってください。\n参考: {{knowledge_1.documents}}\n問い合わせ: {{start.inquiry}}',
      outputVariable: 'answer',
      temperature: 0.2,
      maxTokens: 1024,
      topP: 1,
      knowledge: ['idx_faq'],
      jsonMode: false,
      useContext: false,
      imageUrls: [],
      videoUrls: [],
      audioUrls: [],
      fileUrls: [],
    },
  },
  {
    id: 'if_1',
    kind: 'NODE_KIND_IF_ELSE',
    title: '返品かどうか',
    position: { x: 820, y: 240 },
    data: {
      branches: [
        {
          id: 'if_refund',
          logicalOperator: 'IF_ELSE_LOGICAL_OPERATOR_OR',
          conditions: [{ inputVariable: '{{start.inquiry}}', operator: 'IF_ELSE_OPERATOR_CONTAINS', value: '返品' }],
        },
      ],
    },
  },
  {
    id: 'db_1',
    kind: 'NODE_KIND_DATABASE',
    title: '注文ステータス照会',
    position: { x: 1080, y: 140 },
    data: {
      variable: 'order_status',
      connectionId: 'conn_oracle_sales',
      query: 'SELECT order_no, status, shipped_at FROM orders WHERE customer_id = :customer_id',
      bindVariables: [{ name: 'customer_id', value: '{{start.customerId}}', type: 'BIND_VARIABLE_TYPE_VARCHAR2' }],
    },
  },
  {
    id: 'end_refund',
    kind: 'NODE_KIND_END',
    title: '返品対応',
    position: { x: 1340, y: 140 },
    data: {
      outputVariables: [
        { name: 'category', value: '返品: {{db_1.order_status}}' },
        { name: 'priority', value: 'high' },
      ],
    },
  },
  {
    id: 'end_general',
    kind: 'NODE_KIND_END',
    title: '一般回答',
    position: { x: 1080, y: 360 },
    data: {
      outputVariables: [
        { name: 'category', value: '{{llm_1.answer}}' },
        { name: 'priority', value: 'normal' },
      ],
    },
  },
];

const info = (at: number, message: string): DebugLogLine => ({ at: iso(at), level: 'DEBUG_LOG_LEVEL_INFO', message });

/** A finished node run from `startMs` lasting `ms`, with a first and a last log line. */
export function nodeRun(base: Pick<DebugNodeRun, 'nodeId' | 'kind'> & Partial<DebugNodeRun>, startMs: number, ms: number): DebugNodeRun {
  return {
    status: 'DEBUG_NODE_STATUS_SUCCEEDED',
    inputs: [],
    outputs: [],
    logs: [],
    startedAt: iso(startMs),
    finishedAt: iso(startMs + ms),
    elapsedMs: ms,
    ...base,
  };
}

const INQUIRY = '先週注文した商品を返品したいです。注文番号は A-1029 です。';
const RUN_INPUTS: DebugValue[] = [
  { name: 'inquiry', value: INQUIRY },
  { name: 'customerId', value: 'C-20931' },
];
const DOCUMENTS = JSON.stringify([
  { title: 'idx_faq #1', score: 0.95, text: '「先週注文した商品を返品したいです。注文番号は A-1029 です。」に関連する記述 1' },
  { title: 'idx_faq #2', score: 0.92, text: '返品は商品到着後 30 日以内に受け付けます。' },
  { title: 'idx_faq #3', score: 0.89, text: '返品送料は不良品の場合のみ当社が負担します。' },
]);
const PROMPT = `次の問い合わせを「返品」「配送」「請求」「その他」に分類し、回答案を作ってください。\n参考: ${DOCUMENTS}\n問い合わせ: ${INQUIRY}`;
const ANSWER = '[GPT-4o] カテゴリ: 返品。回答案: ご不便をおかけして申し訳ございません。注文番号 A-1029 の返品を承ります。';
const ORDER_ROWS = JSON.stringify([{ ORDER_NO: 'A-1029', STATUS: 'SHIPPED', SHIPPED_AT: '2026-10-28' }]);

const creator = { id: 'user_yamada', name: '山田 太郎' };

function triageNodes(start: number, answer: string): DebugNodeRun[] {
  return [
    nodeRun(
      {
        nodeId: 'start',
        kind: 'NODE_KIND_START',
        title: '問い合わせ受付',
        inputs: RUN_INPUTS,
        outputs: RUN_INPUTS,
        logs: [info(start, 'Received 2 input variable(s)')],
      },
      start,
      4,
    ),
    nodeRun(
      {
        nodeId: 'knowledge_1',
        kind: 'NODE_KIND_KNOWLEDGE',
        title: 'FAQ 検索',
        inputs: [{ name: 'query', value: INQUIRY }],
        outputs: [{ name: 'documents', value: DOCUMENTS }],
        logs: [info(start + 4, 'Searched idx_faq: 3 document(s) with score ≥ 0.75')],
      },
      start + 4,
      312,
    ),
    nodeRun(
      {
        nodeId: 'llm_1',
        kind: 'NODE_KIND_LLM',
        title: 'カテゴリ分類',
        inputs: [
          { name: 'prompt', value: PROMPT },
          { name: 'systemPrompt', value: 'あなたはカスタマーサポートの一次振り分け担当です。' },
        ],
        outputs: [{ name: 'answer', value: answer }],
        logs: [info(start + 316, 'Calling GPT-4o (maxTokens 1024, temperature 0.2)'), info(start + 1550, `Received ${answer.length} characters`)],
        usage: { promptTokens: 1012, completionTokens: 222, totalTokens: 1234 },
      },
      start + 316,
      1234,
    ),
    nodeRun(
      {
        nodeId: 'if_1',
        kind: 'NODE_KIND_IF_ELSE',
        title: '返品かどうか',
        inputs: [{ name: 'if_refund.1', value: INQUIRY }],
        outputs: [{ name: 'branch', value: 'if_refund' }],
        logs: [info(start + 1550, 'Took branch if_refund')],
      },
      start + 1550,
      2,
    ),
    nodeRun(
      {
        nodeId: 'db_1',
        kind: 'NODE_KIND_DATABASE',
        title: '注文ステータス照会',
        inputs: [
          { name: 'query', value: 'SELECT order_no, status, shipped_at FROM orders WHERE customer_id = :customer_id' },
          { name: 'customer_id', value: 'C-20931' },
        ],
        outputs: [{ name: 'order_status', value: ORDER_ROWS }],
        logs: [info(start + 1552, 'Query on conn_oracle_sales returned 1 row(s)')],
      },
      start + 1552,
      140,
    ),
    nodeRun(
      {
        nodeId: 'end_refund',
        kind: 'NODE_KIND_END',
        title: '返品対応',
        outputs: [
          { name: 'category', value: `返品: ${ORDER_ROWS}` },
          { name: 'priority', value: 'high' },
        ],
        logs: [info(start + 1692, 'Produced 2 output variable(s)')],
      },
      start + 1692,
      3,
    ),
  ];
}

/** A succeeded auto run of the support-triage workflow: refund branch, 1,234 LLM tokens, 1.7 s. */
export function succeededRun(
  overrides: Partial<DebugRun> = {},
  { startMs = RUN_START_MS, answer = ANSWER }: { startMs?: number; answer?: string } = {},
): DebugRun {
  const nodes = triageNodes(startMs, answer);
  return {
    id: 'run_ok',
    workflowId: 'wf_support_triage',
    mode: 'DEBUG_RUN_MODE_AUTO',
    status: 'DEBUG_RUN_STATUS_SUCCEEDED',
    graphRevision: 7,
    inputs: RUN_INPUTS,
    nodes,
    outputs: nodes.at(-1)!.outputs,
    startedAt: iso(startMs),
    finishedAt: iso(startMs + 1695),
    createdBy: creator,
    ...overrides,
  };
}

/** A failed run: the LLM node's model is unavailable, so the run stops there (`withoutError`: the server gave no text). */
export function failedRun(overrides: Partial<DebugRun> = {}, { withoutError = false }: { withoutError?: boolean } = {}): DebugRun {
  const [start, knowledge, llm] = triageNodes(RUN_START_MS, ANSWER);
  const failed: DebugNodeRun = {
    ...llm!,
    status: 'DEBUG_NODE_STATUS_FAILED',
    outputs: [],
    logs: [{ at: llm!.startedAt!, level: 'DEBUG_LOG_LEVEL_ERROR', message: 'Model gpt-4o: Model selection is temporarily unavailable.' }],
    elapsedMs: 20,
    finishedAt: iso(RUN_START_MS + 336),
    ...(withoutError ? {} : { error: 'Model selection is temporarily unavailable.' }),
  };
  delete failed.usage;
  return {
    id: 'run_failed',
    workflowId: 'wf_support_triage',
    mode: 'DEBUG_RUN_MODE_STEP',
    status: 'DEBUG_RUN_STATUS_FAILED',
    graphRevision: 7,
    inputs: RUN_INPUTS,
    nodes: [start!, knowledge!, failed],
    outputs: [],
    error: 'Workflow debug execution failed',
    startedAt: iso(RUN_START_MS),
    finishedAt: iso(RUN_START_MS + 336),
    createdBy: creator,
    ...overrides,
  };
}

/**
 * A generated graph of `size` nodes and a succeeded run through it (the chain, each if-else taking its
 * branch, so the else-branch end nodes do not run): `logLines` log lines per node (the contract's
 * most), JSON outputs, token usage on LLM nodes.
 */
export function largeRun(size = 500, logLines = 200): { graph: GraphShape; run: DebugRun } {
  const graph = generateGraph(size);
  const last = graph.nodes.at(-1)!.id;
  const ran = graph.nodes.filter((node) => node.kind !== 'NODE_KIND_END' || node.id === last);
  const nodes = ran.map((node, i): DebugNodeRun => {
    const startMs = RUN_START_MS + i * 50;
    const logs = Array.from({ length: logLines }, (_, j): DebugLogLine => ({
      at: iso(startMs + j / 10),
      level: j % 50 === 49 ? 'DEBUG_LOG_LEVEL_WARN' : 'DEBUG_LOG_LEVEL_INFO',
      message: `${node.id}: step ${j + 1} of ${logLines} — ${'処理中のデータ '.repeat(1 + (j % 4))}`,
    }));
    return nodeRun(
      {
        nodeId: node.id,
        kind: node.kind,
        ...(node.title ? { title: node.title } : {}),
        inputs: [{ name: 'input', value: `value of ${node.id}` }],
        outputs: [{ name: 'output', value: JSON.stringify({ node: node.id, index: i, items: [1, 2, 3] }) }],
        logs,
        ...(node.kind === 'NODE_KIND_LLM' ? { usage: { promptTokens: 400 + i, completionTokens: 100, totalTokens: 500 + i } } : {}),
      },
      startMs,
      45,
    );
  });
  const run: DebugRun = {
    id: 'run_large',
    workflowId: 'wf_large',
    mode: 'DEBUG_RUN_MODE_AUTO',
    status: 'DEBUG_RUN_STATUS_SUCCEEDED',
    graphRevision: 1,
    inputs: [{ name: 'question', value: '営業時間を教えてください' }],
    nodes,
    outputs: nodes.at(-1)!.outputs,
    startedAt: iso(RUN_START_MS),
    finishedAt: iso(RUN_START_MS + ran.length * 50),
    createdBy: creator,
  };
  return { graph, run };
}
