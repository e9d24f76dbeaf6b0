/**
 * The workflows area's store: folders, workflows, their graphs, edit permissions, debug runs and the
 * LLM model catalogue. Rows keep the contract's fields plus the project they belong to; derived
 * fields (folder paths, published flag, item counts) are computed on the way out.
 */
import type { DebugRun, EditPermission, LlmModel, UserRef, Workflow, WorkflowFolder, WorkflowGraph, WorkflowType } from '../../../src/generated/model';
import { PROJECT, WORKFLOW } from '../../fixtures/ids';
import { PEOPLE } from '../../fixtures/people';
import { defineTable } from '../../lib/db';
import { notFound } from '../../lib/errors';
import { apiVersionsOf } from './api-versions';
import { autoNodeWindow, beginRun, cancelRun, planDurationMs, planRun, stepRun, tickDebugRun, type DebugRunRow } from './debug-engine';
import {
  emptyGraph,
  faqAnswerGraph,
  invoiceCheckGraph,
  manualSearchGraph,
  simpleLlmGraph,
  supportTriageGraph,
  type GraphShape,
  type StarterTitles,
} from './seed-graphs';

export type FolderRow = Omit<WorkflowFolder, 'itemType' | 'path' | 'itemCount'> & { projectId: string };
/** Its API versions are not stored here: they are the workflow APIs' (`apiVersionsOf`). */
export type WorkflowRow = Omit<Workflow, 'itemType' | 'folderPath' | 'published' | 'latestVersion' | 'versions'> & { projectId: string };
/** A graph row's id is its workflow's id. */
export type GraphRow = WorkflowGraph & { id: string; projectId: string };
/** An edit-permission row's id is its workflow's id; a row exists only while someone holds it. */
export type EditPermissionRow = { id: string; projectId: string; holder: UserRef; since: string };
export type { DebugRunRow };

export const FOLDER = {
  support: 'fld_support',
  supportMail: 'fld_support_mail',
  supportMailTriage: 'fld_support_mail_triage',
  supportMailArchive: 'fld_support_mail_archive',
  supportFaq: 'fld_support_faq',
  supportExperiments: 'fld_support_experiments',
  invoiceAp: 'fld_invoice_ap',
  invoiceMonthly: 'fld_invoice_monthly',
  invoiceQ4: 'fld_invoice_q4',
  invoiceReceipts: 'fld_invoice_receipts',
  researchPolicies: 'fld_research_policies',
} as const;

/** A workflow whose edit permission another person (高橋 美咲) holds in the seed. */
export const HELD_BY_OTHER = WORKFLOW.faqAnswer;
/** A workflow whose LLM node uses an unavailable model: its debug runs fail. */
export const BROKEN_WORKFLOW = 'wf_legacy_model_check';

const person = (index: number): UserRef => ({ ...PEOPLE[index % PEOPLE.length]! });
const day = (month: number, date: number, hour = 9) => new Date(Date.UTC(2026, month - 1, date, hour)).toISOString();

const MODELS: LlmModel[] = [
  {
    id: 'gpt-4o',
    displayName: 'GPT-4o',
    provider: 'LLM_PROVIDER_AZURE_OPENAI',
    maxTokens: 16384,
    contextWindow: 128000,
    supportsJsonMode: true,
    supportsImages: true,
    supportsVideo: false,
    supportsAudio: false,
    supportsFiles: true,
    available: true,
  },
  {
    id: 'gpt-4o-mini',
    displayName: 'GPT-4o mini',
    provider: 'LLM_PROVIDER_AZURE_OPENAI',
    maxTokens: 16384,
    contextWindow: 128000,
    supportsJsonMode: true,
    supportsImages: true,
    supportsVideo: false,
    supportsAudio: false,
    supportsFiles: true,
    available: true,
  },
  {
    id: 'o3-mini',
    displayName: 'o3-mini',
    provider: 'LLM_PROVIDER_OPENAI',
    maxTokens: 100000,
    contextWindow: 200000,
    supportsJsonMode: true,
    supportsImages: false,
    supportsVideo: false,
    supportsAudio: false,
    supportsFiles: false,
    available: true,
  },
  {
    id: 'claude-sonnet-4',
    displayName: 'Claude Sonnet 4',
    provider: 'LLM_PROVIDER_AWS_BEDROCK',
    maxTokens: 64000,
    contextWindow: 200000,
    supportsJsonMode: false,
    supportsImages: true,
    supportsVideo: false,
    supportsAudio: false,
    supportsFiles: true,
    available: true,
  },
  {
    id: 'gemini-2.5-pro',
    displayName: 'Gemini 2.5 Pro',
    provider: 'LLM_PROVIDER_GOOGLE',
    maxTokens: 65536,
    contextWindow: 1048576,
    supportsJsonMode: true,
    supportsImages: true,
    supportsVideo: true,
    supportsAudio: true,
    supportsFiles: true,
    available: true,
  },
  {
    id: 'gemini-2.5-flash',
    displayName: 'Gemini 2.5 Flash',
    provider: 'LLM_PROVIDER_GOOGLE',
    maxTokens: 65536,
    contextWindow: 1048576,
    supportsJsonMode: true,
    supportsImages: true,
    supportsVideo: true,
    supportsAudio: true,
    supportsFiles: true,
    available: true,
  },
  {
    id: 'claude-3-haiku-legacy',
    displayName: 'Claude 3 Haiku (legacy)',
    provider: 'LLM_PROVIDER_ANTHROPIC',
    maxTokens: 4096,
    contextWindow: 200000,
    supportsJsonMode: false,
    supportsImages: true,
    supportsVideo: false,
    supportsAudio: false,
    supportsFiles: false,
    available: false,
  },
];

export const llmModels = defineTable<LlmModel>('llm-models', () => MODELS.map((model) => ({ ...model })));

export const workflowFolders = defineTable<FolderRow>('workflow-folders', () => {
  const folder = (id: string, projectId: string, name: string, parentId: string | undefined, who: number, month: number): FolderRow => ({
    id,
    projectId,
    name,
    ...(parentId ? { parentId } : {}),
    createdBy: person(who),
    createdAt: day(month, 3),
    updatedAt: day(month + 1, 12),
  });
  return [
    folder(FOLDER.support, PROJECT.support, 'サポート', undefined, 0, 4),
    folder(FOLDER.supportMail, PROJECT.support, 'メール対応', FOLDER.support, 0, 4),
    folder(FOLDER.supportMailTriage, PROJECT.support, '一次振り分け', FOLDER.supportMail, 2, 5),
    folder(FOLDER.supportMailArchive, PROJECT.support, 'アーカイブ', FOLDER.supportMailTriage, 2, 6),
    folder(FOLDER.supportFaq, PROJECT.support, 'FAQ', FOLDER.support, 1, 5),
    folder(FOLDER.supportExperiments, PROJECT.support, 'Experiments', undefined, 3, 7),
    folder(FOLDER.invoiceAp, PROJECT.invoice, 'Accounts payable', undefined, 1, 3),
    folder(FOLDER.invoiceMonthly, PROJECT.invoice, 'Monthly close', FOLDER.invoiceAp, 1, 4),
    folder(FOLDER.invoiceQ4, PROJECT.invoice, '2026 Q4', FOLDER.invoiceMonthly, 3, 9),
    folder(FOLDER.invoiceReceipts, PROJECT.invoice, '領収書', undefined, 4, 6),
    folder(FOLDER.researchPolicies, PROJECT.research, '社内規程', undefined, 4, 5),
  ];
});

interface SeedWorkflow {
  id: string;
  projectId: string;
  name: string;
  description?: string;
  folderId?: string;
  type?: WorkflowType;
  who: number;
  created: string;
  updated: string;
  graph: GraphShape;
  revision?: number;
}

const experimentNames = [
  '議事録要約',
  'Meeting summary EN',
  'メール返信案',
  'Reply drafter',
  '翻訳チェック',
  'Translation QA',
  '感情分析',
  'Sentiment check',
  'キーワード抽出',
  'Keyword extraction',
  '日報ダイジェスト',
  'Daily digest',
  'クレーム検知',
  'Complaint detector',
  '敬語チェック',
  'Tone rewriter',
  '要望分類',
  'Feature request triage',
  '回答品質評価',
  'Answer grader',
  'タイトル生成',
  'Subject line writer',
  '多言語 FAQ',
  'Multilingual FAQ',
  'プロンプト比較',
  'Prompt A/B test',
];

function seedWorkflows(): SeedWorkflow[] {
  const rows: SeedWorkflow[] = [
    {
      id: WORKFLOW.supportTriage,
      projectId: PROJECT.support,
      name: '問い合わせ振り分け',
      description: '受信した問い合わせを分類し、返品なら注文状況を照会して回答案を作る',
      folderId: FOLDER.supportMailTriage,
      who: 0,
      created: day(5, 10),
      updated: day(10, 28, 6),
      graph: supportTriageGraph(),
      revision: 12,
    },
    {
      id: WORKFLOW.faqAnswer,
      projectId: PROJECT.support,
      name: 'FAQ answer',
      description: 'FAQ ナレッジを検索してチャットで回答する',
      folderId: FOLDER.supportFaq,
      type: 'WORKFLOW_TYPE_CHAT',
      who: 2,
      created: day(5, 20),
      updated: day(10, 30, 4),
      graph: faqAnswerGraph(),
      revision: 5,
    },
    {
      id: 'wf_mail_archive_cleanup',
      projectId: PROJECT.support,
      name: '過去メール要約',
      folderId: FOLDER.supportMailArchive,
      who: 2,
      created: day(6, 2),
      updated: day(8, 9),
      graph: simpleLlmGraph('次のメールスレッドを 3 行で要約してください。'),
    },
    {
      id: 'wf_support_summary',
      projectId: PROJECT.support,
      name: 'Inquiry summary',
      description: 'Summarises an inquiry thread for the hand-over',
      who: 1,
      created: day(4, 22),
      updated: day(9, 14),
      graph: simpleLlmGraph('Summarise this inquiry in three bullet points.'),
    },
    {
      id: BROKEN_WORKFLOW,
      projectId: PROJECT.support,
      name: '旧モデル検証',
      description: '提供終了予定のモデルで動作確認する（デバッグは失敗する）',
      folderId: FOLDER.supportExperiments,
      who: 3,
      created: day(7, 1),
      updated: day(7, 2),
      graph: simpleLlmGraph('Classify the text.', 'claude-3-haiku-legacy'),
    },
    {
      id: WORKFLOW.invoiceCheck,
      projectId: PROJECT.invoice,
      name: '請求書チェック',
      description: 'Checks supplier invoices against purchase orders',
      folderId: FOLDER.invoiceAp,
      who: 1,
      created: day(3, 18),
      updated: day(10, 25),
      graph: invoiceCheckGraph(),
      revision: 8,
    },
    {
      id: 'wf_invoice_q4_close',
      projectId: PROJECT.invoice,
      name: '四半期締め仕訳チェック',
      folderId: FOLDER.invoiceQ4,
      who: 3,
      created: day(10, 1),
      updated: day(10, 29),
      graph: simpleLlmGraph('次の仕訳に誤りがないか確認してください。'),
    },
    {
      id: 'wf_receipt_reader',
      projectId: PROJECT.invoice,
      name: '領収書読み取り',
      folderId: FOLDER.invoiceReceipts,
      who: 4,
      created: day(6, 11),
      updated: day(9, 2),
      graph: simpleLlmGraph('領収書の日付・金額・支払先を抽出してください。', 'gemini-2.5-flash'),
    },
    {
      id: WORKFLOW.manualSearch,
      projectId: PROJECT.research,
      name: 'Manual search',
      description: '社内規程とマニュアルを検索して回答し、Slack に通知する',
      folderId: FOLDER.researchPolicies,
      who: 4,
      created: day(5, 8),
      updated: day(10, 18),
      graph: manualSearchGraph(),
      revision: 4,
    },
    {
      id: 'wf_beta_followup',
      projectId: PROJECT.betaSales,
      name: 'Follow-up mail drafter',
      who: 3,
      created: day(8, 8),
      updated: day(9, 30),
      graph: simpleLlmGraph('Draft a follow-up mail from these meeting notes.'),
    },
  ];
  // Enough workflows in one folder to page through (page size 10).
  experimentNames.forEach((name, index) => {
    rows.push({
      id: `wf_experiment_${String(index + 1).padStart(2, '0')}`,
      projectId: PROJECT.support,
      name,
      folderId: FOLDER.supportExperiments,
      who: index,
      created: day(6, 1 + index),
      updated: day(9, 1 + index, 10),
      graph: simpleLlmGraph(index % 2 ? `Task: ${name}.` : `${name}を行ってください。`),
    });
  });
  return rows;
}

export const workflows = defineTable<WorkflowRow>('workflows', () =>
  seedWorkflows().map((seed) => ({
    id: seed.id,
    projectId: seed.projectId,
    name: seed.name,
    ...(seed.description ? { description: seed.description } : {}),
    ...(seed.folderId ? { folderId: seed.folderId } : {}),
    type: seed.type ?? 'WORKFLOW_TYPE_STANDARD',
    createdBy: person(seed.who),
    createdAt: seed.created,
    updatedAt: seed.updated,
  })),
);

export const workflowGraphs = defineTable<GraphRow>('workflow-graphs', () =>
  seedWorkflows().map((seed) => ({
    id: seed.id,
    projectId: seed.projectId,
    workflowId: seed.id,
    revision: seed.revision ?? 1,
    nodes: seed.graph.nodes,
    edges: seed.graph.edges,
    updatedAt: seed.updated,
    updatedBy: person(seed.who),
  })),
);

export const editPermissions = defineTable<EditPermissionRow>('workflow-edit-permissions', () => [
  { id: HELD_BY_OTHER, projectId: PROJECT.support, holder: person(2), since: day(10, 31, 23) },
  { id: WORKFLOW.invoiceCheck, projectId: PROJECT.invoice, holder: person(3), since: day(10, 30, 8) },
]);

/** Past debug runs in every finished state, and one step run paused halfway. */
function seedDebugRuns(): DebugRunRow[] {
  const graphs = new Map(seedWorkflows().map((seed) => [seed.id, { seed, graph: seed.graph }]));
  const run = (
    id: string,
    workflowId: string,
    mode: DebugRunRow['mode'],
    startedAt: string,
    who: number,
    inputs: Record<string, string>,
    finishWith: (row: DebugRunRow, startedMs: number) => void,
  ): DebugRunRow => {
    const { seed, graph } = graphs.get(workflowId)!;
    const start = graph.nodes.find((node) => node.kind === 'NODE_KIND_START');
    const declared = start?.kind === 'NODE_KIND_START' ? start.data.inputVariables : [];
    const values = declared.map((v) => ({ name: v.name, value: inputs[v.name] ?? v.debugValue ?? '' }));
    const startedMs = Date.parse(startedAt);
    const row: DebugRunRow = {
      id,
      projectId: seed.projectId,
      workflowId,
      mode,
      status: mode === 'DEBUG_RUN_MODE_AUTO' ? 'DEBUG_RUN_STATUS_RUNNING' : 'DEBUG_RUN_STATUS_PAUSED',
      graphRevision: seed.revision ?? 1,
      inputs: values,
      nodes: [],
      outputs: [],
      startedAt,
      createdBy: person(who),
      plan: planRun(graph, values, (modelId) => MODELS.find((model) => model.id === modelId)),
      done: 0,
      startedMs,
    };
    beginRun(row);
    finishWith(row, startedMs);
    return row;
  };
  const toTheEnd = (row: DebugRunRow, startedMs: number) => tickDebugRun(row, startedMs + planDurationMs(row.plan));
  return [
    run('dbg_seed_paused', WORKFLOW.supportTriage, 'DEBUG_RUN_MODE_STEP', day(10, 31, 8), 1, {}, (row, ms) => {
      stepRun(row, ms + 20_000);
      stepRun(row, ms + 45_000);
    }),
    run('dbg_seed_cancelled', WORKFLOW.supportTriage, 'DEBUG_RUN_MODE_AUTO', day(10, 30, 7), 0, { inquiry: '請求書の再発行をお願いします' }, (row, ms) => {
      // Stopped while its LLM node (the third) was running, 40% into the call.
      const llm = autoNodeWindow(row.plan, 2);
      const stoppedMs = ms + Math.round(llm.startMs + 0.4 * (llm.endMs - llm.startMs));
      tickDebugRun(row, stoppedMs);
      cancelRun(row, stoppedMs);
    }),
    run('dbg_seed_failed', BROKEN_WORKFLOW, 'DEBUG_RUN_MODE_AUTO', day(10, 29, 5), 3, {}, toTheEnd),
    run('dbg_seed_else', WORKFLOW.supportTriage, 'DEBUG_RUN_MODE_AUTO', day(10, 28, 6), 2, { inquiry: '配送予定日を教えてください' }, toTheEnd),
    run('dbg_seed_refund', WORKFLOW.supportTriage, 'DEBUG_RUN_MODE_AUTO', day(10, 27, 6), 0, {}, toTheEnd),
    run('dbg_seed_invoice', WORKFLOW.invoiceCheck, 'DEBUG_RUN_MODE_AUTO', day(10, 25, 2), 1, {}, toTheEnd),
  ];
}

export const debugRuns = defineTable<DebugRunRow>('workflow-debug-runs', seedDebugRuns, {
  tick: (rows, now) => {
    for (const row of rows) tickDebugRun(row, now);
  },
});

// ---- lookups scoped to a project ----

export function folderIn(projectId: string, folderId: string): FolderRow {
  const row = workflowFolders.find(folderId);
  if (!row || row.projectId !== projectId) throw notFound('Folder not found');
  return row;
}

export function workflowIn(projectId: string, workflowId: string): WorkflowRow {
  const row = workflows.find(workflowId);
  if (!row || row.projectId !== projectId) throw notFound('Workflow not found');
  return row;
}

/** The workflow's graph; a new one (start and end, titled `titles` when given) the first time. */
export function graphOf(workflow: WorkflowRow, titles?: StarterTitles): GraphRow {
  const existing = workflowGraphs.find(workflow.id);
  if (existing) return existing;
  const graph = emptyGraph(titles);
  return workflowGraphs.insert({
    id: workflow.id,
    projectId: workflow.projectId,
    workflowId: workflow.id,
    revision: 0,
    ...graph,
    updatedAt: workflow.updatedAt,
    updatedBy: workflow.createdBy,
  });
}

/** The folder and its ancestors, from the root down. */
export function ancestorsOf(folder: FolderRow): FolderRow[] {
  const chain: FolderRow[] = [];
  let current: FolderRow | undefined = folder;
  while (current && chain.length < 100) {
    chain.unshift(current);
    current = current.parentId ? workflowFolders.find(current.parentId) : undefined;
  }
  return chain;
}

export function pathOf(folderId: string | undefined): string {
  if (!folderId) return '/';
  const folder = workflowFolders.find(folderId);
  return folder
    ? `/${ancestorsOf(folder)
        .map((f) => f.name)
        .join('/')}`
    : '/';
}

/** Ids of the folder and every folder below it. */
export function subtreeOf(folderId: string): Set<string> {
  const ids = new Set([folderId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of workflowFolders.all()) {
      if (row.parentId && ids.has(row.parentId) && !ids.has(row.id)) {
        ids.add(row.id);
        grew = true;
      }
    }
  }
  return ids;
}

// ---- contract views ----

export function toFolder({ projectId, ...row }: FolderRow): WorkflowFolder {
  const itemCount =
    workflowFolders.where((f) => f.projectId === projectId && f.parentId === row.id).length +
    workflows.where((w) => w.projectId === projectId && w.folderId === row.id).length;
  return { itemType: 'WORKFLOW_ITEM_TYPE_FOLDER', ...row, path: pathOf(row.id), itemCount };
}

export function toWorkflow({ projectId: _projectId, ...stored }: WorkflowRow): Workflow {
  // A row stored before versions moved out may still carry a copy: the workflow APIs' store decides.
  const { versions: _copy, ...row } = stored as WorkflowRow & { versions?: unknown };
  const versions = apiVersionsOf(row.id);
  const latest = versions[0];
  return {
    itemType: 'WORKFLOW_ITEM_TYPE_WORKFLOW',
    ...row,
    folderPath: pathOf(row.folderId),
    versions,
    published: versions.some((v) => v.status === 'WORKFLOW_API_STATUS_PUBLISHED'),
    ...(latest ? { latestVersion: latest } : {}),
  };
}

export function toGraph({ id: _id, projectId: _projectId, ...row }: GraphRow): WorkflowGraph {
  return row;
}

export function toEditPermission(workflowId: string, row: EditPermissionRow | undefined, me: UserRef): EditPermission {
  if (!row) return { workflowId, heldByMe: false };
  return { workflowId, holder: row.holder, since: row.since, heldByMe: row.holder.id === me.id };
}

export function toDebugRun(row: DebugRunRow): DebugRun {
  const { projectId: _p, plan: _plan, done: _done, startedMs: _s, evaluationRunId: _e, ...run } = row;
  return run;
}

const removalListeners: Array<(ids: Set<string>) => void> = [];
/** Tables of other files that hang off a workflow (its revisions) drop their rows with it. */
export function whenWorkflowsRemoved(listener: (ids: Set<string>) => void): void {
  removalListeners.push(listener);
}

/** Removes workflows with everything hanging off them (graph, edit permission, debug runs, revisions). */
export function removeWorkflows(ids: Set<string>): void {
  if (!ids.size) return;
  for (const listener of removalListeners) listener(ids);
  workflows.removeWhere((row) => ids.has(row.id));
  workflowGraphs.removeWhere((row) => ids.has(row.id));
  editPermissions.removeWhere((row) => ids.has(row.id));
  debugRuns.removeWhere((row) => ids.has(row.workflowId));
}
