import type { Agent } from '../../../src/generated/model';
import { PROJECT } from '../../fixtures/ids';
import { PEOPLE } from '../../fixtures/people';
import { defineTable } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { TOOL, tools } from '../tools/table';

/** A stored agent: the contract's Agent with its tools kept by id (names are resolved on the way out). */
export type AgentRow = Omit<Agent, 'tools'> & { projectId: string; toolIds: string[] };

export const AGENT = {
  supportFirstLine: 'ag_support_first_line',
  escalation: 'ag_escalation',
  invoiceReview: 'ag_invoice_review',
  manualQa: 'ag_manual_qa',
} as const;

export const agents = defineTable<AgentRow>('agents', () => [
  {
    id: AGENT.supportFirstLine,
    projectId: PROJECT.support,
    name: 'サポート一次対応',
    toolIds: [TOOL.classifyInquiry, TOOL.searchFaq, TOOL.maskPii],
    systemPrompt:
      'あなたはACME株式会社のカスタマーサポート担当です。まず問い合わせを分類し、FAQ検索の結果に基づいて丁寧な日本語で回答案を作成してください。個人情報は必ずマスキングしてから扱ってください。',
    createdBy: PEOPLE[0],
    createdAt: '2026-10-22T01:00:00.000Z',
    updatedAt: '2026-10-30T08:20:00.000Z',
  },
  {
    id: AGENT.escalation,
    projectId: PROJECT.support,
    name: 'Escalation helper',
    toolIds: [TOOL.classifyInquiry, TOOL.notifySlack],
    systemPrompt: 'Classify the inquiry. If its priority is 1, post a short English summary to Slack and reply with the link.',
    createdBy: PEOPLE[3],
    createdAt: '2026-10-18T04:30:00.000Z',
    updatedAt: '2026-10-25T02:10:00.000Z',
  },
  {
    id: AGENT.invoiceReview,
    projectId: PROJECT.invoice,
    name: '請求書チェック',
    toolIds: [TOOL.checkInvoice, TOOL.lookupVendor, TOOL.uploadBox],
    systemPrompt: '請求書を発注書と照合し、差異があれば一覧にしてください。差異がなければ取引先を照会したうえで Box に保存してください。',
    createdBy: PEOPLE[1],
    createdAt: '2026-10-15T00:45:00.000Z',
    updatedAt: '2026-10-27T07:00:00.000Z',
  },
  {
    id: AGENT.manualQa,
    projectId: PROJECT.research,
    name: 'Manual Q&A',
    toolIds: [TOOL.searchManuals],
    createdBy: PEOPLE[2],
    createdAt: '2026-10-10T09:00:00.000Z',
    updatedAt: '2026-10-10T09:00:00.000Z',
  },
]);

/** The agent if it is in the project; else a thrown 404. */
export function agentOf(projectId: string, agentId: string): AgentRow {
  const row = agents.find(agentId);
  if (!row || row.projectId !== projectId) throw notFound('Agent not found');
  return row;
}

export function toAgent({ projectId, toolIds, ...agent }: AgentRow): Agent {
  const refs = toolIds.flatMap((id) => {
    const tool = tools.find(id);
    return tool && tool.projectId === projectId ? [{ id: tool.id, name: tool.name, displayName: tool.displayName, type: tool.type }] : [];
  });
  return { ...agent, tools: refs };
}
