/** The tools table: the project's tools (seeded with all three source types). */
import type { Tool, ToolType } from '../../../src/generated/model';
import { PROJECT, SHARED_CUSTOM_NODE, WORKFLOW, CUSTOM_NODE, API_VERSION } from '../../fixtures/ids';
import { PEOPLE } from '../../fixtures/people';
import { defineTable } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { currentSourceName, SEEDED_SHARED_SOURCES, TOOL_SOURCES } from './sources';

/** A stored tool: the contract's Tool plus its project. */
export type ToolRow = Tool & { projectId: string };

export const TOOL = {
  classifyInquiry: 'tl_classify_inquiry',
  searchFaq: 'tl_search_faq',
  maskPii: 'tl_mask_pii',
  notifySlack: 'tl_notify_slack',
  checkInvoice: 'tl_check_invoice',
  uploadBox: 'tl_upload_box',
  lookupVendor: 'tl_lookup_vendor',
  searchManuals: 'tl_search_manuals',
} as const;

type Props = Record<string, { type: string; description?: string; enum?: string[]; items?: unknown; format?: string }>;
const objectSchema = (properties: Props, required: string[]) => JSON.stringify({ type: 'object', properties, required }, null, 2);

function sourceOf(type: ToolType, id: string, apiVersionId?: string): Tool['source'] {
  // Seeds may not read other tables (they are seeded in turn): answers name the source from its owner (`toTool`).
  const entry = TOOL_SOURCES.find((s) => s.type === type && s.id === id) ?? { name: SEEDED_SHARED_SOURCES[id] ?? id, apiVersions: [] };
  const version = entry.apiVersions.find((v) => v.id === apiVersionId);
  return version ? { id, name: entry.name, apiVersionId: version.id, apiVersionName: version.name } : { id, name: entry.name };
}

interface ToolSeed {
  id: string;
  projectId: string;
  name: string;
  displayName: string;
  description: string;
  type: ToolType;
  source: [string, string?];
  input: [Props, string[]];
  output: [Props, string[]];
}

const toolSeeds: ToolSeed[] = [
  {
    id: TOOL.classifyInquiry,
    projectId: PROJECT.support,
    name: 'classify_inquiry',
    displayName: '問い合わせ分類',
    description: '問い合わせメールの本文からカテゴリ（請求・配送・製品不具合・その他）と優先度を判定します。',
    type: 'TOOL_TYPE_WORKFLOW',
    source: [WORKFLOW.supportTriage, API_VERSION.supportTriageV1],
    input: [{ inquiry: { type: 'string', description: '問い合わせ本文' } }, ['inquiry']],
    output: [
      {
        category: { type: 'string', enum: ['billing', 'shipping', 'defect', 'other'] },
        priority: { type: 'integer', description: '1（高）〜3（低）' },
      },
      ['category', 'priority'],
    ],
  },
  {
    id: TOOL.searchFaq,
    projectId: PROJECT.support,
    name: 'search_faq',
    displayName: 'FAQ検索',
    description: 'よくある質問のナレッジから、問い合わせ文に近い回答を最大3件探して返します。',
    type: 'TOOL_TYPE_WORKFLOW',
    source: [WORKFLOW.faqAnswer, 'api_faq_answer_v1'],
    input: [{ question: { type: 'string', description: '質問文' } }, ['question']],
    output: [{ answers: { type: 'array', items: { type: 'string' } }, score: { type: 'number' } }, ['answers']],
  },
  {
    id: TOOL.maskPii,
    projectId: PROJECT.support,
    name: 'mask_pii',
    displayName: '個人情報マスキング',
    description: 'Masks names, phone numbers, e-mail addresses and postal addresses in a text before it is stored or sent.',
    type: 'TOOL_TYPE_CUSTOM_NODE',
    source: [CUSTOM_NODE.maskPii],
    input: [{ text: { type: 'string', description: 'Text that may contain personal data' } }, ['text']],
    output: [{ maskedText: { type: 'string' }, maskedCount: { type: 'integer' } }, ['maskedText']],
  },
  {
    id: TOOL.notifySlack,
    projectId: PROJECT.support,
    name: 'notify_slack',
    displayName: 'Slack escalation',
    description: 'Posts an escalation message to the support team’s Slack channel and returns the message link.',
    type: 'TOOL_TYPE_SHARED_CUSTOM_NODE',
    source: [SHARED_CUSTOM_NODE.slackNotify],
    input: [{ channel: { type: 'string' }, message: { type: 'string' } }, ['message']],
    output: [{ permalink: { type: 'string', format: 'uri' } }, ['permalink']],
  },
  {
    id: TOOL.checkInvoice,
    projectId: PROJECT.invoice,
    name: 'check_invoice',
    displayName: 'Invoice check',
    description: 'Compares an invoice with its purchase order and lists the lines whose amount or quantity differ.',
    type: 'TOOL_TYPE_WORKFLOW',
    source: [WORKFLOW.invoiceCheck, 'api_invoice_check_v2'],
    input: [{ invoiceText: { type: 'string' }, purchaseOrderId: { type: 'string' } }, ['invoiceText', 'purchaseOrderId']],
    output: [{ matched: { type: 'boolean' }, differences: { type: 'array', items: { type: 'string' } } }, ['matched']],
  },
  {
    id: TOOL.uploadBox,
    projectId: PROJECT.invoice,
    name: 'upload_to_box',
    displayName: 'Box保存',
    description: '確認済みの請求書 PDF を Box の経理フォルダに保存し、共有リンクを返します。',
    type: 'TOOL_TYPE_CUSTOM_NODE',
    source: [CUSTOM_NODE.boxUpload],
    input: [{ fileUrl: { type: 'string', format: 'uri' }, folder: { type: 'string' } }, ['fileUrl']],
    output: [{ sharedLink: { type: 'string', format: 'uri' } }, ['sharedLink']],
  },
  {
    id: TOOL.lookupVendor,
    projectId: PROJECT.invoice,
    name: 'lookup_vendor',
    displayName: '取引先照会',
    description: 'Salesforce から取引先の正式名称・支払条件・担当者を取得します。',
    type: 'TOOL_TYPE_SHARED_CUSTOM_NODE',
    source: [SHARED_CUSTOM_NODE.salesforceLookup],
    input: [{ vendorName: { type: 'string', description: '請求書に記載の取引先名' } }, ['vendorName']],
    output: [{ accountId: { type: 'string' }, paymentTerms: { type: 'string' }, owner: { type: 'string' } }, ['accountId']],
  },
  {
    id: TOOL.searchManuals,
    projectId: PROJECT.research,
    name: 'search_manuals',
    displayName: 'マニュアル検索',
    description: '社内規程と製品マニュアルを検索し、該当箇所の抜粋と出典を返します。',
    type: 'TOOL_TYPE_WORKFLOW',
    source: [WORKFLOW.manualSearch, 'api_manual_search_v1'],
    input: [{ query: { type: 'string' } }, ['query']],
    output: [{ excerpts: { type: 'array', items: { type: 'string' } }, sources: { type: 'array', items: { type: 'string' } } }, ['excerpts']],
  },
];

export const tools = defineTable<ToolRow>('tools', () =>
  toolSeeds.map((seed, index) => ({
    id: seed.id,
    projectId: seed.projectId,
    name: seed.name,
    displayName: seed.displayName,
    description: seed.description,
    type: seed.type,
    inputSchema: objectSchema(...seed.input),
    outputSchema: objectSchema(...seed.output),
    source: sourceOf(seed.type, ...seed.source),
    createdBy: PEOPLE[index % PEOPLE.length]!,
    createdAt: new Date(Date.UTC(2026, 9, 20 - index, 2, 15)).toISOString(),
    updatedAt: new Date(Date.UTC(2026, 9, 28 - index, 6, 40)).toISOString(),
  })),
);

/** The tool if it is in the project; else a thrown 404. */
export function toolOf(projectId: string, toolId: string): ToolRow {
  const row = tools.find(toolId);
  if (!row || row.projectId !== projectId) throw notFound('Tool not found');
  return row;
}

/** The contract's view of a stored tool: its source named as the area that owns it names it now. */
export function toTool({ projectId: _projectId, ...tool }: ToolRow): Tool {
  const name = currentSourceName(tool.type, tool.source.id);
  return name ? { ...tool, source: { ...tool.source, name } } : tool;
}
