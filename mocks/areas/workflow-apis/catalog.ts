/**
 * What this area knows about things it does not own: the fixture workflows (seeded by the workflows
 * area; referred to here by id only, with the names stored on this area's own rows; the jobs area uses
 * them too), the tenant id of each organization, and the spec's messages of the workflow APIs.
 */
import { ORG, PROJECT, WORKFLOW } from '../../fixtures/ids';
import { notFound } from '../../lib/errors';

export interface WorkflowInfo {
  projectId: string;
  name: string;
  inputVariableNames: string[];
  outputVariableNames: string[];
}

/** The fixture workflows as this area remembers them (names are copied onto API version and job rows). */
export const KNOWN_WORKFLOWS: Record<string, WorkflowInfo> = {
  [WORKFLOW.supportTriage]: {
    projectId: PROJECT.support,
    name: '問い合わせ振り分け',
    inputVariableNames: ['inquiry', 'customerId'],
    outputVariableNames: ['category', 'priority'],
  },
  [WORKFLOW.faqAnswer]: {
    projectId: PROJECT.support,
    name: 'FAQ answer',
    inputVariableNames: ['question'],
    outputVariableNames: ['answer', 'sources'],
  },
  [WORKFLOW.invoiceCheck]: {
    projectId: PROJECT.invoice,
    name: '請求書チェック',
    inputVariableNames: ['invoiceText'],
    outputVariableNames: ['result', 'diff'],
  },
  [WORKFLOW.manualSearch]: {
    projectId: PROJECT.research,
    name: 'Manual search',
    inputVariableNames: ['query'],
    outputVariableNames: ['answer'],
  },
};

/**
 * What this area remembers of a workflow of the project (its names and revision are the workflows area's:
 * callers read them from its store): a fixture workflow of another project is a 404; any other id (a
 * workflow someone created) takes `input` and returns `output` until its graph is saved.
 */
export function workflowInfo(projectId: string, workflowId: string): Omit<WorkflowInfo, 'name'> {
  const known = KNOWN_WORKFLOWS[workflowId];
  if (known) {
    if (known.projectId !== projectId) throw notFound(workflowMessages.workflowNotFound);
    const { name: _seededName, ...info } = known;
    return info;
  }
  return { projectId, inputVariableNames: ['input'], outputVariableNames: ['output'] };
}

const TENANTS: Record<string, string> = {
  [ORG.acme]: 'tnt-acme-7k2m',
  [ORG.beta]: 'tnt-beta-4q8x',
  [ORG.gamma]: 'tnt-gamma-2n5p',
};

/** The tenant id the organization's workflow APIs are called under. */
export function tenantIdOf(orgId: string): string {
  return TENANTS[orgId] ?? `tnt-${orgId.replace(/[^A-Za-z0-9-]/g, '').slice(0, 60)}`;
}

export const workflowMessages = {
  workflowNotFound: 'Workflow not found',
  apiVersionNotFound: 'API version not found',
  versionNameRequired: 'Please enter a version name',
  versionNameTaken: 'This version name is already in use',
  notHolder: 'Only the holder of the edit permission can manage this workflow API',
} as const;
