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
  latestVersion: number;
  inputVariableNames: string[];
  outputVariableNames: string[];
}

/** The fixture workflows as this area remembers them (names are copied onto API version and job rows). */
export const KNOWN_WORKFLOWS: Record<string, WorkflowInfo> = {
  [WORKFLOW.supportTriage]: {
    projectId: PROJECT.support,
    name: '問い合わせ振り分け',
    latestVersion: 5,
    inputVariableNames: ['inquiry', 'customerId'],
    outputVariableNames: ['category', 'priority'],
  },
  [WORKFLOW.faqAnswer]: {
    projectId: PROJECT.support,
    name: 'FAQ answer',
    latestVersion: 2,
    inputVariableNames: ['question'],
    outputVariableNames: ['answer', 'sources'],
  },
  [WORKFLOW.invoiceCheck]: {
    projectId: PROJECT.invoice,
    name: '請求書チェック',
    latestVersion: 4,
    inputVariableNames: ['invoiceText'],
    outputVariableNames: ['result', 'diff'],
  },
  [WORKFLOW.manualSearch]: {
    projectId: PROJECT.research,
    name: 'Manual search',
    latestVersion: 3,
    inputVariableNames: ['query'],
    outputVariableNames: ['answer'],
  },
};

/**
 * A workflow of the project as far as this area can tell: a fixture workflow of another project is
 * a 404; any other id (a workflow someone created) is taken as it is, named by its id.
 */
export function workflowInfo(projectId: string, workflowId: string): WorkflowInfo {
  const known = KNOWN_WORKFLOWS[workflowId];
  if (known) {
    if (known.projectId !== projectId) throw notFound(workflowMessages.workflowNotFound);
    return known;
  }
  return { projectId, name: workflowId, latestVersion: 1, inputVariableNames: ['input'], outputVariableNames: ['output'] };
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
