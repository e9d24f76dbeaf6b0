/** The seeded workflows' graphs: believable editor graphs built from the nine node kinds. */
import type { GraphEdge, GraphNode } from '../../../src/generated/model';
import { CUSTOM_NODE, DATABASE_CONNECTION, KNOWLEDGE_INDEX, SHARED_CUSTOM_NODE, WORKFLOW } from '../../fixtures/ids';

export interface GraphShape {
  nodes: GraphNode[];
  edges: GraphEdge[];
}

const at = (x: number, y: number) => ({ x, y });
const edge = (source: string, target: string, sourceHandle?: string): GraphEdge => ({
  id: `e_${source}_${target}${sourceHandle ? `_${sourceHandle}` : ''}`,
  source,
  target,
  ...(sourceHandle ? { sourceHandle } : {}),
});

/** The titles of a new workflow's start and end nodes, in the creating user's language (WorkflowCreate). */
export interface StarterTitles {
  start?: string | undefined;
  end?: string | undefined;
}

/** A new workflow: a start node with one input and an end node echoing it ('開始' / '終了' unless titled). */
export function emptyGraph(titles: StarterTitles = {}): GraphShape {
  return {
    nodes: [
      {
        id: 'start',
        kind: 'NODE_KIND_START',
        title: titles.start ?? '開始',
        position: at(80, 200),
        data: { inputVariables: [{ name: 'input', debugValue: '' }] },
      },
      {
        id: 'end',
        kind: 'NODE_KIND_END',
        title: titles.end ?? '終了',
        position: at(520, 200),
        data: { outputVariables: [{ name: 'output', value: '{{start.input}}' }] },
      },
    ],
    edges: [edge('start', 'end')],
  };
}

/** start → knowledge → LLM → if-else → (refund: database → end) | (else: end). */
export function supportTriageGraph(): GraphShape {
  return {
    nodes: [
      {
        id: 'start',
        kind: 'NODE_KIND_START',
        title: '問い合わせ受付',
        position: at(40, 240),
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
        position: at(300, 240),
        data: { indexId: KNOWLEDGE_INDEX.faq, query: '{{start.inquiry}}', numberOfDocuments: 3, minimumScore: 0.75 },
      },
      {
        id: 'llm_1',
        kind: 'NODE_KIND_LLM',
        title: 'カテゴリ分類',
        position: at(560, 240),
        data: {
          modelId: 'gpt-4o',
          systemPrompt: 'あなたはカスタマーサポートの一次振り分け担当です。',
          prompt:
            '次の問い合わせを「返品」「配送」「請求」「その他」に分類し、回答案を作ってください。\n参考: {{knowledge_1.documents}}\n問い合わせ: {{start.inquiry}}',
          outputVariable: 'answer',
          temperature: 0.2,
          maxTokens: 1024,
          topP: 1,
          knowledge: [KNOWLEDGE_INDEX.faq],
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
        position: at(820, 240),
        data: {
          branches: [
            {
              id: 'if_refund',
              logicalOperator: 'IF_ELSE_LOGICAL_OPERATOR_OR',
              conditions: [
                { inputVariable: '{{start.inquiry}}', operator: 'IF_ELSE_OPERATOR_CONTAINS', value: '返品' },
                { inputVariable: '{{start.inquiry}}', operator: 'IF_ELSE_OPERATOR_CONTAINS', value: 'refund' },
              ],
            },
          ],
        },
      },
      {
        id: 'db_1',
        kind: 'NODE_KIND_DATABASE',
        title: '注文ステータス照会',
        position: at(1080, 140),
        data: {
          variable: 'order_status',
          connectionId: DATABASE_CONNECTION.oracleSales,
          query: 'SELECT order_no, status, shipped_at FROM orders WHERE customer_id = :customer_id',
          bindVariables: [{ name: 'customer_id', value: '{{start.customerId}}', type: 'BIND_VARIABLE_TYPE_VARCHAR2' }],
        },
      },
      {
        id: 'end_refund',
        kind: 'NODE_KIND_END',
        title: '返品対応',
        position: at(1340, 140),
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
        position: at(1080, 360),
        data: {
          outputVariables: [
            { name: 'category', value: '{{llm_1.answer}}' },
            { name: 'priority', value: 'normal' },
          ],
        },
      },
    ],
    edges: [
      edge('start', 'knowledge_1'),
      edge('knowledge_1', 'llm_1'),
      edge('llm_1', 'if_1'),
      edge('if_1', 'db_1', 'if_refund'),
      edge('if_1', 'end_general', 'else'),
      edge('db_1', 'end_refund'),
    ],
  };
}

/** start → knowledge → LLM (chat, with context) → end. */
export function faqAnswerGraph(): GraphShape {
  return {
    nodes: [
      {
        id: 'start',
        kind: 'NODE_KIND_START',
        title: '質問',
        position: at(40, 200),
        data: { inputVariables: [{ name: 'question', debugValue: '営業時間を教えてください' }] },
      },
      {
        id: 'knowledge_1',
        kind: 'NODE_KIND_KNOWLEDGE',
        title: 'FAQ 検索',
        position: at(300, 200),
        data: { indexId: KNOWLEDGE_INDEX.faq, query: '{{start.question}}', numberOfDocuments: 3, minimumScore: 0.75 },
      },
      {
        id: 'llm_1',
        kind: 'NODE_KIND_LLM',
        title: '回答生成',
        position: at(560, 200),
        data: {
          modelId: 'claude-sonnet-4',
          systemPrompt: 'FAQ の内容だけを根拠に、丁寧な日本語で回答してください。',
          prompt: '参考情報: {{knowledge_1.documents}}\n質問: {{start.question}}',
          outputVariable: 'answer',
          temperature: 0.3,
          maxTokens: 1024,
          topP: 0.9,
          knowledge: [KNOWLEDGE_INDEX.faq],
          jsonMode: false,
          useContext: true,
          imageUrls: [],
          videoUrls: [],
          audioUrls: [],
          fileUrls: [],
        },
      },
      {
        id: 'end',
        kind: 'NODE_KIND_END',
        title: '回答',
        position: at(820, 200),
        data: {
          outputVariables: [
            { name: 'answer', value: '{{llm_1.answer}}' },
            { name: 'sources', value: '{{knowledge_1.documents}}' },
          ],
        },
      },
    ],
    edges: [edge('start', 'knowledge_1'), edge('knowledge_1', 'llm_1'), edge('llm_1', 'end')],
  };
}

/** start → custom node (mask PII) → LLM (JSON extraction, image) → database → if-else → ends. */
export function invoiceCheckGraph(): GraphShape {
  return {
    nodes: [
      {
        id: 'start',
        kind: 'NODE_KIND_START',
        title: 'Invoice',
        position: at(40, 220),
        data: {
          inputVariables: [{ name: 'invoiceText', debugValue: 'Invoice INV-2026-0042, PO-7781, total 128,400 JPY, supplier Tanaka Trading' }],
        },
      },
      {
        id: 'custom_1',
        kind: 'NODE_KIND_CUSTOM_NODE',
        title: 'Mask personal data',
        position: at(280, 220),
        data: { customNodeId: CUSTOM_NODE.maskPii, variable: 'masked', inputParameters: [{ name: 'text', value: '{{start.invoiceText}}' }] },
      },
      {
        id: 'llm_1',
        kind: 'NODE_KIND_LLM',
        title: 'Extract fields',
        position: at(520, 220),
        data: {
          modelId: 'gpt-4o',
          systemPrompt: 'You extract invoice fields as JSON: invoiceNo, poNo, total, currency, supplier.',
          prompt: 'Extract the fields of this invoice: {{custom_1.masked}}',
          outputVariable: 'fields',
          temperature: 0,
          maxTokens: 1024,
          topP: 1,
          knowledge: [],
          jsonMode: true,
          useContext: false,
          imageUrls: ['https://files.example.com/invoices/INV-2026-0042.png'],
          videoUrls: [],
          audioUrls: [],
          fileUrls: [],
        },
      },
      {
        id: 'db_1',
        kind: 'NODE_KIND_DATABASE',
        title: 'Purchase order',
        position: at(760, 220),
        data: {
          variable: 'purchase_order',
          connectionId: DATABASE_CONNECTION.bigqueryAnalytics,
          query: 'SELECT po_no, amount, currency FROM procurement.purchase_orders WHERE po_no = @po_no',
          bindVariables: [{ name: 'po_no', value: '{{llm_1.fields}}', type: 'BIND_VARIABLE_TYPE_STRING' }],
        },
      },
      {
        id: 'if_1',
        kind: 'NODE_KIND_IF_ELSE',
        title: 'Amount matches?',
        position: at(1000, 220),
        data: {
          branches: [
            {
              id: 'if_match',
              logicalOperator: 'IF_ELSE_LOGICAL_OPERATOR_AND',
              conditions: [
                { inputVariable: '{{db_1.purchase_order}}', operator: 'IF_ELSE_OPERATOR_IS_NOT_EMPTY' },
                { inputVariable: '{{start.invoiceText}}', operator: 'IF_ELSE_OPERATOR_CONTAINS', value: 'PO-' },
              ],
            },
          ],
        },
      },
      {
        id: 'end_ok',
        kind: 'NODE_KIND_END',
        title: 'Approved',
        position: at(1240, 120),
        data: {
          outputVariables: [
            { name: 'result', value: 'OK' },
            { name: 'diff', value: '' },
          ],
        },
      },
      {
        id: 'end_ng',
        kind: 'NODE_KIND_END',
        title: 'Needs review',
        position: at(1240, 320),
        data: {
          outputVariables: [
            { name: 'result', value: 'REVIEW' },
            { name: 'diff', value: '{{llm_1.fields}}' },
          ],
        },
      },
    ],
    edges: [
      edge('start', 'custom_1'),
      edge('custom_1', 'llm_1'),
      edge('llm_1', 'db_1'),
      edge('db_1', 'if_1'),
      edge('if_1', 'end_ok', 'if_match'),
      edge('if_1', 'end_ng', 'else'),
    ],
  };
}

/** start → knowledge (manuals) → LLM → workflow node (FAQ) → shared custom node (Slack) → end. */
export function manualSearchGraph(): GraphShape {
  return {
    nodes: [
      {
        id: 'start',
        kind: 'NODE_KIND_START',
        title: '質問',
        position: at(40, 200),
        data: { inputVariables: [{ name: 'query', debugValue: '出張旅費の精算期限は？' }] },
      },
      {
        id: 'knowledge_1',
        kind: 'NODE_KIND_KNOWLEDGE',
        title: '規程検索',
        position: at(280, 200),
        data: { indexId: KNOWLEDGE_INDEX.manuals, query: '{{start.query}}', numberOfDocuments: 5, minimumScore: 0.7 },
      },
      {
        id: 'llm_1',
        kind: 'NODE_KIND_LLM',
        title: '回答作成',
        position: at(520, 200),
        data: {
          modelId: 'gemini-2.5-pro',
          prompt: '社内規程に基づき回答してください。\n規程: {{knowledge_1.documents}}\n質問: {{start.query}}',
          outputVariable: 'answer',
          temperature: 0.5,
          maxTokens: 2048,
          topP: 0.95,
          knowledge: [KNOWLEDGE_INDEX.manuals],
          jsonMode: false,
          useContext: false,
          imageUrls: [],
          videoUrls: [],
          audioUrls: [],
          fileUrls: ['https://files.example.com/manuals/travel-policy-2026.pdf'],
        },
      },
      {
        id: 'workflow_1',
        kind: 'NODE_KIND_WORKFLOW',
        title: 'FAQ 補足',
        position: at(760, 200),
        data: { workflowId: WORKFLOW.faqAnswer, version: 'v1', variable: 'faq_answer', useContext: false },
      },
      {
        id: 'shared_1',
        kind: 'NODE_KIND_SHARED_CUSTOM_NODE',
        title: 'Slack 通知',
        position: at(1000, 200),
        data: {
          sharedCustomNodeId: SHARED_CUSTOM_NODE.slackNotify,
          configFileId: 'cf_slack_production',
          variable: 'notified',
          inputParameters: [
            { name: 'channel', value: '#help-desk' },
            { name: 'text', value: '{{llm_1.answer}}' },
          ],
        },
      },
      { id: 'end', kind: 'NODE_KIND_END', title: '回答', position: at(1240, 200), data: { outputVariables: [{ name: 'answer', value: '{{llm_1.answer}}' }] } },
    ],
    edges: [edge('start', 'knowledge_1'), edge('knowledge_1', 'llm_1'), edge('llm_1', 'workflow_1'), edge('workflow_1', 'shared_1'), edge('shared_1', 'end')],
  };
}

/** start → LLM → end, with a prompt of its own (the many small workflows of the seed). */
export function simpleLlmGraph(prompt: string, modelId = 'gpt-4o-mini'): GraphShape {
  return {
    nodes: [
      {
        id: 'start',
        kind: 'NODE_KIND_START',
        title: '入力',
        position: at(40, 200),
        data: { inputVariables: [{ name: 'text', debugValue: '本日の定例会議では来期の予算と採用計画について議論しました。' }] },
      },
      {
        id: 'llm_1',
        kind: 'NODE_KIND_LLM',
        title: 'LLM',
        position: at(300, 200),
        data: {
          modelId,
          prompt: `${prompt}\n{{start.text}}`,
          outputVariable: 'result',
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
      { id: 'end', kind: 'NODE_KIND_END', title: '出力', position: at(560, 200), data: { outputVariables: [{ name: 'result', value: '{{llm_1.result}}' }] } },
    ],
    edges: [edge('start', 'llm_1'), edge('llm_1', 'end')],
  };
}
