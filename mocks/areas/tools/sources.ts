/**
 * The sources a tool can run, as the tool dialog's picker offers them: the fixed records of
 * mocks/fixtures/ids.ts (seeded by the workflows, workflow-apis, custom-nodes and shared-custom-nodes
 * areas) with the display names this area shows. Their inputs and outputs are read from the owning
 * areas' tables (./signature.ts).
 */
import type { ToolSourceOption, ToolType } from '../../../src/generated/model';
import { API_VERSION, CUSTOM_NODE, PROJECT, SHARED_CUSTOM_NODE, WORKFLOW } from '../../fixtures/ids';
import { projects } from '../projects/table';
import { sharedCustomNodes } from '../shared-custom-nodes/table';

export interface SourceEntry extends ToolSourceOption {
  /** The project the source belongs to. */
  projectId: string;
}

export const TOOL_SOURCES: SourceEntry[] = [
  {
    type: 'TOOL_TYPE_WORKFLOW',
    id: WORKFLOW.supportTriage,
    name: '問い合わせ振り分け',
    projectId: PROJECT.support,
    apiVersions: [
      { id: 'api_support_triage_v2', name: 'v2' },
      { id: API_VERSION.supportTriageV1, name: 'v1' },
    ],
  },
  {
    type: 'TOOL_TYPE_WORKFLOW',
    id: WORKFLOW.faqAnswer,
    name: 'FAQ answer',
    projectId: PROJECT.support,
    apiVersions: [{ id: 'api_faq_answer_v1', name: 'v1' }],
  },
  {
    type: 'TOOL_TYPE_WORKFLOW',
    id: WORKFLOW.invoiceCheck,
    name: 'Invoice check',
    projectId: PROJECT.invoice,
    apiVersions: [
      { id: 'api_invoice_check_v2', name: 'v2' },
      { id: 'api_invoice_check_v1', name: 'v1' },
    ],
  },
  {
    type: 'TOOL_TYPE_WORKFLOW',
    id: WORKFLOW.manualSearch,
    name: 'マニュアル検索',
    projectId: PROJECT.research,
    apiVersions: [{ id: 'api_manual_search_v1', name: 'v1' }],
  },
  { type: 'TOOL_TYPE_CUSTOM_NODE', id: CUSTOM_NODE.maskPii, name: '個人情報マスキング', projectId: PROJECT.support, apiVersions: [] },
  { type: 'TOOL_TYPE_CUSTOM_NODE', id: CUSTOM_NODE.boxUpload, name: 'Box upload', projectId: PROJECT.invoice, apiVersions: [] },
];

/** The names of the seeded organization's shared custom nodes the seeded tools run (tools/table.ts). */
export const SEEDED_SHARED_SOURCES: Record<string, string> = {
  [SHARED_CUSTOM_NODE.slackNotify]: 'Slack 通知',
  [SHARED_CUSTOM_NODE.salesforceLookup]: 'Salesforce lookup',
};

/**
 * The sources a tool of `projectId` may select (optionally of one type): the project's workflows and custom
 * nodes, and the shared custom nodes of the project's organization (usable in each of its projects; never
 * another organization's).
 */
export function sourcesFor(projectId: string, type?: ToolType): SourceEntry[] {
  const orgId = projects.find(projectId)?.orgId;
  const shared: SourceEntry[] = sharedCustomNodes
    .where((row) => row.orgId === orgId)
    .map((row) => ({ type: 'TOOL_TYPE_SHARED_CUSTOM_NODE', id: row.id, name: row.name, projectId, apiVersions: [] }));
  return [...TOOL_SOURCES.filter((s) => s.projectId === projectId), ...shared].filter((s) => !type || s.type === type);
}

export function toSourceOption({ projectId: _projectId, ...option }: SourceEntry): ToolSourceOption {
  return option;
}
