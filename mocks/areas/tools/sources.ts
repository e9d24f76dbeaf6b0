/**
 * The sources a tool can run, as the tool dialog's picker offers them, each named as the area that owns it
 * names it now (one thing, one name): the project's published workflows (the fixed records of
 * mocks/fixtures/ids.ts with the API versions a tool may pick, named from the workflows store), the
 * project's custom nodes (the custom nodes table) and the organization's shared custom nodes. Their inputs
 * and outputs are read from the owning areas' tables (./signature.ts).
 */
import type { ToolSourceOption, ToolType } from '../../../src/generated/model';
import { API_VERSION, PROJECT, SHARED_CUSTOM_NODE, WORKFLOW } from '../../fixtures/ids';
import { customNodes } from '../custom-nodes/table';
import { projects } from '../projects/table';
import { sharedCustomNodes } from '../shared-custom-nodes/table';
import { workflows } from '../workflows/table';

export interface SourceEntry extends ToolSourceOption {
  /** The project the source belongs to. */
  projectId: string;
}

/** The workflows a tool may run, with their versions (names here are the seed's: answers take the stored ones). */
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
  const flows: SourceEntry[] = TOOL_SOURCES.filter((s) => s.projectId === projectId).map((s) => ({ ...s, name: workflows.find(s.id)?.name ?? s.name }));
  const own: SourceEntry[] = customNodes
    .where((row) => row.projectId === projectId)
    .map((row) => ({ type: 'TOOL_TYPE_CUSTOM_NODE', id: row.id, name: row.name, projectId, apiVersions: [] }));
  const shared: SourceEntry[] = sharedCustomNodes
    .where((row) => row.orgId === orgId)
    .map((row) => ({ type: 'TOOL_TYPE_SHARED_CUSTOM_NODE', id: row.id, name: row.name, projectId, apiVersions: [] }));
  return [...flows, ...own, ...shared].filter((s) => !type || s.type === type);
}

/** The source's name as its owner names it now (undefined when it is gone). */
export function currentSourceName(type: ToolType, id: string): string | undefined {
  if (type === 'TOOL_TYPE_WORKFLOW') return workflows.find(id)?.name;
  if (type === 'TOOL_TYPE_CUSTOM_NODE') return customNodes.find(id)?.name;
  return sharedCustomNodes.find(id)?.name;
}

export function toSourceOption({ projectId: _projectId, ...option }: SourceEntry): ToolSourceOption {
  return option;
}
