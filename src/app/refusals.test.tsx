/**
 * Every screen handles a refusal (#28): a page whose data the backend refuses (403) is the access-denied
 * page (§2) in both languages, never 'Failed to fetch … Retry', and is not asked again; a refused change says
 * why by the contract's reason and keeps the dialog and everything typed in it. The refusals come from the
 * mock backend's own gate (a token without a studio role in the tenant, an agent editor's admin call) or,
 * for the edit permission, from `refuseCalls`.
 */
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ORG } from '../../mocks/fixtures/ids';
import { testToken } from '../../mocks/lib/test-tokens';
import { server } from '../../mocks/node';
import { setRequestContext } from '../api/request-context';
import { getCreateApiVersionMockHandler } from '../generated/workflow-apis/workflow-apis.msw';
import { AgentListPage } from '../features/agents/pages/agent-list-page';
import { CustomNodeEditorPage } from '../features/custom-nodes/pages/custom-node-editor-page';
import { JobHistoryPage } from '../features/jobs/pages/job-history-page';
import { ProjectHomePage } from '../features/projects/pages/project-home-page';
import { ProjectListPage } from '../features/projects/pages/project-list-page';
import { SharedCustomNodeListPage } from '../features/shared-custom-nodes/pages/shared-custom-node-list-page';
import { SharedCustomNodePage } from '../features/shared-custom-nodes/pages/shared-custom-node-page';
import { SharedCustomNodePublishPage } from '../features/shared-custom-nodes/pages/shared-custom-node-publish-page';
import { WorkflowApiHistoryPage } from '../features/workflow-apis/pages/workflow-api-history-page';
import { WorkflowApiOverviewPage } from '../features/workflow-apis/pages/workflow-api-overview-page';
import { WorkflowEditorPage, WorkflowEditorScreen } from '../features/workflow-editor/pages/workflow-editor-page';
import { WorkflowListPage } from '../features/workflows/pages/workflow-list-page';
import { Toaster } from '../components/toast/toaster';
import { renderWithProviders } from '../test/render';
import { refuseCalls, renderRoute, toastText } from '../test/render-route';

/** Calls the mock backend as `user` in ACME (the mock's gate decides what it may do there). */
const callAs = (user: Parameters<typeof testToken>[0]) => setRequestContext({ getAccessToken: () => testToken(user), getTenantId: () => ORG.acme });

const stopCounting: (() => void)[] = [];

/** Counts the product calls made from now on whose path matches `pattern` (until the test ends). */
function countCalls(pattern: RegExp): () => number {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (pattern.test(new URL(request.url).pathname)) count += 1;
  };
  server.events.on('request:start', listener);
  stopCounting.push(() => server.events.removeListener('request:start', listener));
  return () => count;
}

const PAGES: { name: string; page: ReactElement; path: string; url: string }[] = [
  { name: 'project list', page: <ProjectListPage />, path: '/poc/projects', url: '/poc/projects' },
  { name: 'project home', page: <ProjectHomePage />, path: '/poc/projects/:projectId', url: '/poc/projects/prj_support' },
  { name: 'agents (the area kit list)', page: <AgentListPage />, path: '/poc/projects/:projectId/agents', url: '/poc/projects/prj_support/agents' },
  { name: 'workflows', page: <WorkflowListPage />, path: '/poc/projects/:projectId/workflows/list/*', url: '/poc/projects/prj_support/workflows/list' },
  {
    name: 'workflow editor',
    page: <WorkflowEditorPage />,
    path: '/poc/projects/:projectId/workflows/editor/:workflowId',
    url: '/poc/projects/prj_support/workflows/editor/wf_faq_answer',
  },
  {
    name: 'API history',
    page: <WorkflowApiHistoryPage />,
    path: '/poc/projects/:projectId/workflows/:workflowId/apis',
    url: '/poc/projects/prj_support/workflows/wf_faq_answer/apis',
  },
  {
    name: 'API overview',
    page: <WorkflowApiOverviewPage />,
    path: '/poc/projects/:projectId/workflows/:workflowId/apis/:apiId',
    url: '/poc/projects/prj_support/workflows/wf_faq_answer/apis/api_faq_answer_v1',
  },
  {
    name: 'job history',
    page: <JobHistoryPage />,
    path: '/poc/projects/:projectId/jobs/:jobId/history',
    url: '/poc/projects/prj_support/jobs/job_inquiry_triage/history',
  },
  {
    name: 'custom node editor',
    page: <CustomNodeEditorPage />,
    path: '/poc/projects/:projectId/custom-nodes/:customNodeId',
    url: '/poc/projects/prj_support/custom-nodes/cn_priority_score',
  },
  {
    name: 'shared custom node',
    page: <SharedCustomNodePage />,
    path: '/poc/projects/:projectId/shared-custom-nodes/:nodeId',
    url: '/poc/projects/prj_support/shared-custom-nodes/scn_slack_notify',
  },
];

// The editor keeps a local draft of unsaved work: each test starts from the server's graph.
beforeEach(() => localStorage.clear());
afterEach(() => stopCounting.splice(0).forEach((stop) => stop()));

describe('a page whose data the backend refuses (403) is the access-denied page', () => {
  it.each(PAGES)('$name: in English, saying why, with no retry', async ({ page, path, url }) => {
    callAs('otherOrgEditor'); // a studio role in Beta only: every ACME call answers 403 TENANT_FORBIDDEN
    renderRoute(page, { path, url });
    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeInTheDocument();
    expect(screen.getByText('Your role does not have permission for this service or feature.')).toBeInTheDocument();
    expect(screen.getByText('You have no role in this organization.')).toBeInTheDocument();
    expect(screen.getByText('If permission was just granted, wait a moment and reload the page.')).toBeInTheDocument();
    expect(screen.queryByText(/Failed to fetch|Please try again later/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('in Japanese, and the refused call is not made again', async () => {
    callAs('otherOrgEditor');
    const listCalls = countCalls(/\/projects\/prj_support\/agents$/);
    renderRoute(<AgentListPage />, { path: '/poc/projects/:projectId/agents', url: '/poc/projects/prj_support/agents', language: 'ja-jp' });
    expect(await screen.findByRole('heading', { name: 'アクセスが拒否されました' })).toBeInTheDocument();
    expect(screen.getByText('このサービスまたは機能を利用する権限がありません。')).toBeInTheDocument();
    expect(screen.getByText('この組織でのロールがありません。')).toBeInTheDocument();
    expect(screen.getByText('管理者またはサポートにお問い合わせください。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '再試行' })).toBeNull();
    expect(screen.queryByRole('grid')).toBeNull();
    expect(listCalls()).toBe(1);
  });

  it('a page the role may use still loads (an agent editor in ACME)', async () => {
    callAs('agentEditor');
    renderRoute(<AgentListPage />, { path: '/poc/projects/:projectId/agents', url: '/poc/projects/prj_support/agents', role: 'agent_editor' });
    expect(await screen.findByRole('grid', { name: 'Agents' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access denied' })).toBeNull();
  });
});

describe('a refused change says why and keeps what was typed', () => {
  it('ROLE_FORBIDDEN: an agent editor whose screen still offered publish (role changed since) is told only an administrator can, the dialog keeps the pick and the name', async () => {
    callAs('agentEditor'); // the gate refuses publishSharedCustomNode: admin only
    const { user } = renderRoute(<SharedCustomNodePublishPage />, {
      path: '/poc/projects/:projectId/shared-custom-nodes/publish',
      url: '/poc/projects/prj_support/shared-custom-nodes/publish',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Publish a custom node' });
    const node = within(dialog).getByRole('combobox', { name: /^Custom node/ });
    await user.type(node, 'PII');
    await user.click(await screen.findByRole('option', { name: /PII マスキング/ }));
    const name = within(dialog).getByRole('textbox', { name: /^Name in the organization/ });
    await user.type(name, 'PII 共有');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    const toast = await toastText();
    expect(toast).toContain('Failed to publish shared custom node.');
    expect(toast).toContain('Only an administrator can do this.');
    expect(toast).not.toContain('Please try again later');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to publish shared custom node. Only an administrator can do this.');
    expect(screen.getByRole('dialog', { name: 'Publish a custom node' })).toBe(dialog);
    expect(name).toHaveValue('PII 共有');
    expect(node).toHaveValue('PII マスキング');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeEnabled());
  });

  it('TENANT_FORBIDDEN, in Japanese: the role in the organization was removed while the dialog was open; the toast says so and the dialog keeps the input', async () => {
    const { user } = renderRoute(<AgentListPage />, { path: '/poc/projects/:projectId/agents', url: '/poc/projects/prj_support/agents', language: 'ja-jp' });
    await screen.findByRole('grid', { name: 'エージェント' });
    await user.click(screen.getByRole('button', { name: '新しいエージェント' }));
    const dialog = await screen.findByRole('dialog', { name: '新しいエージェント' });
    const name = within(dialog).getByRole('textbox', { name: /^名前/ });
    await user.type(name, '返金対応');
    const picker = within(dialog).getByRole('combobox', { name: /^ツール/ });
    await user.type(picker, 'faq');
    await user.click(await screen.findByRole('option', { name: /FAQ検索/ }));
    const prompt = within(dialog).getByRole('textbox', { name: /^システムプロンプト/ });
    await user.type(prompt, '返金ポリシーに従う');

    callAs('otherOrgEditor');
    await user.click(within(dialog).getByRole('button', { name: '作成' }));
    const toast = await toastText();
    expect(toast).toContain('エージェントの作成に失敗しました。');
    expect(toast).toContain('この組織でのロールがありません。');
    expect(toast).not.toContain('しばらくしてから');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '作成' })).toBeEnabled());
    expect(screen.getByRole('dialog', { name: '新しいエージェント' })).toBe(dialog);
    expect(name).toHaveValue('返金対応');
    expect(prompt).toHaveValue('返金ポリシーに従う');
    expect(within(dialog).getByRole('button', { name: /FAQ検索/ })).toBeInTheDocument();
  });

  it('EDIT_PERMISSION_REQUIRED: a new API version refused (the permission moved on meanwhile) says the edit permission is not held, and keeps the version name', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <WorkflowEditorScreen projectId="prj_support" workflowId="wf_support_triage" />
        <Toaster />
      </>,
    );
    await user.click(await screen.findByRole('button', { name: 'Request edit permission' }));
    await user.click(await screen.findByTestId('api-panel-button'));
    const panel = await screen.findByTestId('api-panel');
    refuseCalls(getCreateApiVersionMockHandler, 'EDIT_PERMISSION_REQUIRED');
    await user.click(await within(panel).findByTestId('api-new-version'));
    const dialog = await screen.findByRole('dialog', { name: 'New API version' });
    const name = within(dialog).getByRole('textbox', { name: /^Version name/ });
    await user.clear(name);
    await user.type(name, 'v3');
    await user.click(within(dialog).getByRole('button', { name: 'Publish version' }));
    const toast = await toastText();
    expect(toast).toContain('Failed to create new API version.');
    expect(toast).toContain('You do not hold the edit permission for this workflow.');
    expect(toast).not.toContain('Please try again later');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Publish version' })).toBeEnabled());
    expect(name).toHaveValue('v3');
    expect(screen.queryByTestId('api-key-dialog')).toBeNull();
  });
});

describe('what a role may not do is hidden or disabled, saying why', () => {
  const LIST = '/poc/projects/prj_support/shared-custom-nodes';

  it('an agent editor: no publish, unpublish disabled with the reason, on the list and on the node, in English and Japanese', async () => {
    callAs('agentEditor');
    const { user } = renderRoute(<SharedCustomNodeListPage />, { path: '/poc/projects/:projectId/shared-custom-nodes', url: LIST, role: 'agent_editor' });
    const table = await screen.findByRole('grid', { name: 'Shared custom nodes' });
    expect(screen.queryByRole('button', { name: 'Publish a custom node' })).toBeNull();
    expect(
      screen.getByText('Only administrators publish and unpublish shared custom nodes. You can use them in workflows and manage their configuration files.'),
    ).toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Actions for Slack 通知' }));
    const unpublish = screen.getByRole('menuitem', { name: /Unpublish/ });
    expect(unpublish).toHaveAttribute('aria-disabled', 'true');
    expect(unpublish).toHaveTextContent('Only administrators can unpublish.');
    cleanup();

    renderRoute(<SharedCustomNodePage />, {
      path: '/poc/projects/:projectId/shared-custom-nodes/:nodeId',
      url: `${LIST}/scn_slack_notify`,
      role: 'agent_editor',
      language: 'ja-jp',
    });
    expect(await screen.findByRole('heading', { level: 1, name: /Slack 通知/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '公開停止' })).toBeNull();
    expect(screen.getByText(/共有カスタムノードの公開と公開停止は管理者のみ行えます/)).toBeInTheDocument();
  });

  it('an admin sees both', async () => {
    renderRoute(<SharedCustomNodePage />, { path: '/poc/projects/:projectId/shared-custom-nodes/:nodeId', url: `${LIST}/scn_slack_notify` });
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeEnabled();
    expect(screen.queryByText(/Only administrators publish and unpublish/)).toBeNull();
  });
});
