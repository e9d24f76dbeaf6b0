import { faker } from '@faker-js/faker';
import type { ApiHistoryAction, ApiVersion, ApiVersionHistoryEntry } from '../../../src/generated/model';
import { API_VERSION, ORG, PROJECT, WORKFLOW } from '../../fixtures/ids';
import { PEOPLE } from '../../fixtures/people';
import { defineTable } from '../../lib/db';
import { KNOWN_WORKFLOWS, tenantIdOf } from './catalog';

/** A stored API version: the contract's ApiVersion plus its project and its current key (a secret). */
export type ApiVersionRow = ApiVersion & { projectId: string; apiKey: string };
/** A stored history line, with the workflow and project it belongs to. */
export type ApiHistoryRow = ApiVersionHistoryEntry & { projectId: string; workflowId: string };

const API_BASE = 'https://api.studio.example.com/v1';
const HUB_BASE = 'wss://hub.studio.example.com/v1';

export function endpointsOf(tenantId: string, workflowId: string, apiId: string) {
  return {
    syncEndpoint: `${API_BASE}/${tenantId}/workflows/${workflowId}/${apiId}/run`,
    asyncEndpoint: `${API_BASE}/${tenantId}/workflows/${workflowId}/${apiId}/run-async`,
    hubEndpoint: `${HUB_BASE}/${tenantId}/workflows/${workflowId}/${apiId}`,
  };
}

/** A new secret key (`aiw_sk_` + 36 letters and digits). Seeds draw from the table's seeded faker. */
export function newApiKey(): string {
  return `aiw_sk_${faker.string.alphanumeric(36)}`;
}

/** The key as answers show it: prefix, dots, last 4 characters. */
export function hintOf(apiKey: string): string {
  return `aiw_sk_••••••••${apiKey.slice(-4)}`;
}

/**
 * The contract's view of a stored version: the key never leaves the store, and the workflow is named as it
 * is called now (`workflowName`, from the workflows area's store; renaming the workflow renames its APIs).
 */
export function toApiVersion({ projectId: _projectId, apiKey: _apiKey, ...version }: ApiVersionRow, workflowName: string): ApiVersion {
  return { ...version, workflowName };
}

export function toHistoryEntry({ projectId: _projectId, workflowId: _workflowId, ...entry }: ApiHistoryRow): ApiVersionHistoryEntry {
  return entry;
}

interface SeedVersion {
  id: string;
  projectId: string;
  workflowId: string;
  /** For a workflow this area's catalog does not describe: what its saved graph takes and returns. */
  signature?: { inputVariableNames: string[]; outputVariableNames: string[] };
  versionName: string;
  description?: string;
  workflowVersion: number;
  /** [action, day offset from created, person index] in order; the first is always CREATED. */
  events: Array<[ApiHistoryAction, number, number]>;
  created: string;
}

/** The seeded experiments published as an API (every seventh; their graphs take `text` and return `result`). */
const EXPERIMENT_SEEDS: SeedVersion[] = [0, 7, 14, 21].map((index) => ({
  id: `api_experiment_${index + 1}_v1`,
  projectId: PROJECT.support,
  workflowId: `wf_experiment_${String(index + 1).padStart(2, '0')}`,
  signature: { inputVariableNames: ['text'], outputVariableNames: ['result'] },
  versionName: 'v1',
  workflowVersion: 1,
  created: new Date(Date.UTC(2026, 7, 1 + index, 9)).toISOString(),
  events: [
    ['API_HISTORY_ACTION_CREATED', 0, index % 5],
    ['API_HISTORY_ACTION_PUBLISHED', 0, index % 5],
    ['API_HISTORY_ACTION_API_KEY_ISSUED', 0, index % 5],
  ],
}));

const SEEDS: SeedVersion[] = [
  ...EXPERIMENT_SEEDS,
  {
    id: 'api_support_summary_v1',
    projectId: PROJECT.support,
    workflowId: 'wf_support_summary',
    signature: { inputVariableNames: ['text'], outputVariableNames: ['result'] },
    versionName: 'v1',
    workflowVersion: 1,
    created: '2026-08-01T09:00:00Z',
    events: [
      ['API_HISTORY_ACTION_CREATED', 0, 1],
      ['API_HISTORY_ACTION_PUBLISHED', 0, 1],
      ['API_HISTORY_ACTION_API_KEY_ISSUED', 0, 1],
      ['API_HISTORY_ACTION_UNPUBLISHED', 2, 1],
    ],
  },
  {
    id: API_VERSION.supportTriageV1,
    projectId: PROJECT.support,
    workflowId: WORKFLOW.supportTriage,
    versionName: 'v1',
    description: '初回公開。問い合わせ本文からカテゴリと優先度を返します。',
    workflowVersion: 3,
    created: '2026-08-03T02:00:00Z',
    events: [
      ['API_HISTORY_ACTION_CREATED', 0, 0],
      ['API_HISTORY_ACTION_PUBLISHED', 0, 0],
      ['API_HISTORY_ACTION_API_KEY_ISSUED', 0, 0],
      ['API_HISTORY_ACTION_API_KEY_ISSUED', 43, 2],
    ],
  },
  {
    id: 'api_support_triage_v2',
    projectId: PROJECT.support,
    workflowId: WORKFLOW.supportTriage,
    versionName: 'v2',
    description: 'Adds the priority output and English inquiries.',
    workflowVersion: 5,
    created: '2026-10-06T05:30:00Z',
    events: [
      ['API_HISTORY_ACTION_CREATED', 0, 1],
      ['API_HISTORY_ACTION_PUBLISHED', 0, 1],
      ['API_HISTORY_ACTION_API_KEY_ISSUED', 0, 1],
      ['API_HISTORY_ACTION_UNPUBLISHED', 14, 0],
    ],
  },
  {
    id: 'api_faq_answer_v1',
    projectId: PROJECT.support,
    workflowId: WORKFLOW.faqAnswer,
    versionName: 'v1',
    workflowVersion: 1,
    created: '2026-07-14T01:15:00Z',
    events: [
      ['API_HISTORY_ACTION_CREATED', 0, 3],
      ['API_HISTORY_ACTION_PUBLISHED', 0, 3],
      ['API_HISTORY_ACTION_API_KEY_ISSUED', 0, 3],
    ],
  },
  {
    id: 'api_faq_answer_v1_1',
    projectId: PROJECT.support,
    workflowId: WORKFLOW.faqAnswer,
    versionName: 'v1.1 社内向け',
    description: '社内 FAQ のみを検索するバージョン',
    workflowVersion: 2,
    created: '2026-09-22T08:45:00Z',
    events: [
      ['API_HISTORY_ACTION_CREATED', 0, 4],
      ['API_HISTORY_ACTION_PUBLISHED', 0, 4],
      ['API_HISTORY_ACTION_API_KEY_ISSUED', 0, 4],
      ['API_HISTORY_ACTION_UNPUBLISHED', 5, 4],
      ['API_HISTORY_ACTION_PUBLISHED', 9, 2],
    ],
  },
  {
    id: 'api_invoice_check_v1',
    projectId: PROJECT.invoice,
    workflowId: WORKFLOW.invoiceCheck,
    versionName: 'Version 1',
    description: 'Checks an invoice against its purchase order.',
    workflowVersion: 4,
    created: '2026-10-10T00:00:00Z',
    events: [
      ['API_HISTORY_ACTION_CREATED', 0, 1],
      ['API_HISTORY_ACTION_PUBLISHED', 0, 1],
      ['API_HISTORY_ACTION_API_KEY_ISSUED', 0, 1],
    ],
  },
];

const PROJECT_ORG: Record<string, string> = {
  [PROJECT.support]: ORG.acme,
  [PROJECT.invoice]: ORG.acme,
  [PROJECT.research]: ORG.acme,
  [PROJECT.betaSales]: ORG.beta,
};

const at = (iso: string, days: number) => new Date(Date.parse(iso) + days * 86_400_000 + (days ? 3_600_000 : 0)).toISOString();

function seedAll(): { versions: ApiVersionRow[]; history: ApiHistoryRow[] } {
  const versions: ApiVersionRow[] = [];
  const history: ApiHistoryRow[] = [];
  for (const seed of SEEDS) {
    const signature = seed.signature ?? KNOWN_WORKFLOWS[seed.workflowId]!;
    const tenantId = tenantIdOf(PROJECT_ORG[seed.projectId]!);
    let status: ApiVersion['status'] = 'WORKFLOW_API_STATUS_UNPUBLISHED';
    let apiKey = '';
    let apiKeyIssuedAt = seed.created;
    let updatedAt = seed.created;
    seed.events.forEach(([action, days, person], index) => {
      const when = new Date(Date.parse(at(seed.created, days)) + index * 1000).toISOString();
      if (action === 'API_HISTORY_ACTION_PUBLISHED') status = 'WORKFLOW_API_STATUS_PUBLISHED';
      if (action === 'API_HISTORY_ACTION_UNPUBLISHED') status = 'WORKFLOW_API_STATUS_UNPUBLISHED';
      if (action === 'API_HISTORY_ACTION_API_KEY_ISSUED') {
        apiKey = newApiKey();
        apiKeyIssuedAt = when;
      }
      updatedAt = when;
      history.push({
        id: `aph_${seed.id.slice(4)}_${index + 1}`,
        apiId: seed.id,
        versionName: seed.versionName,
        action,
        actor: PEOPLE[person]!,
        occurredAt: when,
        projectId: seed.projectId,
        workflowId: seed.workflowId,
      });
    });
    versions.push({
      id: seed.id,
      workflowId: seed.workflowId,
      // Answers name the workflow as the workflows area stores it now; this is the name at the time.
      workflowName: KNOWN_WORKFLOWS[seed.workflowId]?.name ?? seed.workflowId,
      workflowVersion: seed.workflowVersion,
      versionName: seed.versionName,
      ...(seed.description ? { description: seed.description } : {}),
      status,
      ...endpointsOf(tenantId, seed.workflowId, seed.id),
      tenantId,
      inputVariableNames: [...signature.inputVariableNames],
      outputVariableNames: [...signature.outputVariableNames],
      apiKeyIssuedAt,
      apiKeyHint: hintOf(apiKey),
      createdBy: PEOPLE[seed.events[0]![2]]!,
      createdAt: seed.created,
      updatedAt,
      projectId: seed.projectId,
      apiKey,
    });
  }
  const newestFirst = <T>(rows: T[], key: (row: T) => string) => rows.sort((a, b) => key(b).localeCompare(key(a)));
  return { versions: newestFirst(versions, (v) => v.createdAt), history: newestFirst(history, (h) => h.occurredAt) };
}

export const apiVersions = defineTable<ApiVersionRow>('workflow-api-versions', () => seedAll().versions);
export const apiHistory = defineTable<ApiHistoryRow>('workflow-api-history', () => seedAll().history);
