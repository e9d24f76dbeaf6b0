import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agents } from '../../../../mocks/areas/agents/table';
import { customNodes } from '../../../../mocks/areas/custom-nodes/table';
import { databaseConnections } from '../../../../mocks/areas/database-connections/table';
import { datasetFiles } from '../../../../mocks/areas/datasets/table';
import { jobs } from '../../../../mocks/areas/jobs/table';
import { knowledgeFiles, knowledgeIndexes } from '../../../../mocks/areas/knowledge/table';
import { sharedCustomNodes } from '../../../../mocks/areas/shared-custom-nodes/table';
import { tools } from '../../../../mocks/areas/tools/table';
import { workflows } from '../../../../mocks/areas/workflows/table';
import { server } from '../../../../mocks/node';
import { ORG, PROJECT } from '../../../../mocks/fixtures/ids';
import { getListToolsMockHandler } from '../../../generated/tools/tools.msw';
import { failCalls, renderRoute } from '../../../test/render-route';
import { ProjectHomePage } from './project-home-page';

const PATH = '/poc/projects/:projectId';
const SUPPORT = `/poc/projects/${PROJECT.support}`;

function open(url = SUPPORT, language = 'en-us') {
  return renderRoute(<ProjectHomePage />, { path: PATH, url, language });
}

/** An area's card, found by its title (the link to the area). */
const card = (name: string) => screen.getByRole('region', { name });
const figureOf = (name: string) => within(card(name)).getByTestId('area-count').textContent;

async function loaded(count = 11) {
  await waitFor(() => expect(screen.getAllByTestId('area-count')).toHaveLength(count));
  await waitFor(() => expect(screen.queryAllByRole('status')).toHaveLength(0));
}

const inSupport = (row: { projectId: string }) => row.projectId === PROJECT.support;

describe('ProjectHomePage', () => {
  it('shows every block of a seeded project with the figures of the mock data, linked to the areas', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'カスタマーサポート自動化' })).toBeInTheDocument();
    expect(screen.getByText('問い合わせメールの分類と回答案の作成')).toBeInTheDocument();
    await loaded();

    // Figures as in the mock's tables (the area pages' totals), cross-checked row by row.
    const expected: Record<string, number> = {
      Workflows: workflows.where(inSupport).length,
      Agents: agents.where(inSupport).length,
      Tools: tools.where(inSupport).length,
      'Knowledge indexes': knowledgeIndexes.where(inSupport).length,
      'Knowledge files': knowledgeFiles.where(inSupport).length,
      Datasets: datasetFiles.where(inSupport).length,
      Jobs: jobs.where(inSupport).length,
      'Custom nodes': customNodes.where(inSupport).length,
      'Database connections': databaseConnections.where(inSupport).length,
      'Shared custom nodes': sharedCustomNodes.where((row) => row.orgId === ORG.acme).length,
    };
    expect(expected).toEqual({
      Workflows: 31,
      Agents: 2,
      Tools: 4,
      'Knowledge indexes': 3,
      'Knowledge files': 5,
      Datasets: 6,
      Jobs: 11,
      'Custom nodes': 4,
      'Database connections': 4,
      'Shared custom nodes': 3,
    });
    for (const [name, count] of Object.entries(expected)) expect(figureOf(name), name).toBe(String(count));
    expect(figureOf('Published APIs')).toBe('6');

    // Statuses: indexes by build state, jobs by their last execution.
    const parts = (name: string) =>
      within(card(name))
        .getAllByRole('listitem')
        .map((item) => item.textContent);
    expect(parts('Knowledge indexes')).toEqual(['1 ready', '1 pending', '1 waiting for files']);
    expect(parts('Jobs')).toEqual(['1 running', '1 pending', '1 failed']);
    expect(card('Shared custom nodes')).toHaveTextContent('Organization-wide');
    expect(within(card('Tools')).getByRole('link', { name: 'Tools' })).toHaveAttribute('href', `${SUPPORT}/tools`);
    expect(within(card('Knowledge indexes')).getByRole('link', { name: 'Knowledge indexes' })).toHaveAttribute('href', `${SUPPORT}/knowledge/indexes`);

    // Recently edited workflows, newest first, into the editor.
    const recent = within(card('Recently edited workflows')).getAllByRole('listitem');
    expect(recent.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'FAQ answer',
      '問い合わせ振り分け',
      'Prompt A/B test',
      'プロンプト比較',
      'Multilingual FAQ',
    ]);
    expect(within(recent[0]!).getByRole('link')).toHaveAttribute('href', `${SUPPORT}/workflows/editor/wf_faq_answer`);

    // Recent job executions with their status, into the job's history.
    const executions = within(card('Recent job executions')).getAllByRole('listitem');
    expect(executions).toHaveLength(5);
    expect(executions[0]).toHaveTextContent('アンケート分類');
    expect(executions[0]).toHaveTextContent('Pending');
    const failed = executions.find((item) => item.textContent?.includes('問い合わせ一括分類'))!;
    expect(failed).toHaveTextContent('Failed');
    expect(within(failed).getByRole('link')).toHaveAttribute('href', expect.stringMatching(new RegExp(`^${SUPPORT}/jobs/[^/]+/history$`)));

    // Recent debug runs of the recently edited workflows, newest first, into the editor's Debug tab on that run.
    const runs = await within(card('Recent debug runs')).findAllByRole('listitem');
    expect(runs[0]).toHaveTextContent('問い合わせ振り分け');
    expect(runs[0]).toHaveTextContent('Paused');
    expect(within(runs[0]!).getByRole('link')).toHaveAttribute('href', `${SUPPORT}/workflows/editor/wf_support_triage?tab=debug&run=dbg_seed_paused`);
    expect(runs.some((item) => item.textContent?.includes('Canceled'))).toBe(true);

    // The primary actions lead to the areas.
    expect(screen.getByRole('link', { name: 'New workflow' })).toHaveAttribute('href', `${SUPPORT}/workflows/list`);
    expect(screen.getByRole('link', { name: 'Upload knowledge' })).toHaveAttribute('href', `${SUPPORT}/knowledge/files`);
    expect(screen.getByRole('link', { name: 'New job' })).toHaveAttribute('href', `${SUPPORT}/jobs`);
    expect(screen.queryByTestId('getting-started')).not.toBeInTheDocument();
  });

  it("shows one block's failure with its retry and keeps the others", async () => {
    failCalls(getListToolsMockHandler);
    const { user } = open();
    const tools = card.bind(null, 'Tools');
    await waitFor(() => expect(tools()).toHaveTextContent('Failed to fetch tools. Please try again later.'));
    await loaded(10);
    expect(figureOf('Agents')).toBe('2');
    expect(figureOf('Workflows')).toBe('31');
    expect(within(card('Recently edited workflows')).getAllByRole('listitem')).toHaveLength(5);

    server.resetHandlers();
    await user.click(within(tools()).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(figureOf('Tools')).toBe('4'));
    expect(tools()).not.toHaveTextContent('Failed to fetch');
  });

  it('shows how to start in a project with nothing in it yet', async () => {
    open('/poc/projects/prj_demo_1');
    const start = await screen.findByTestId('getting-started');
    expect(screen.getByRole('heading', { level: 1, name: '議事録要約' })).toBeInTheDocument();
    expect(within(start).getByRole('heading', { name: 'Get started with this project' })).toBeInTheDocument();
    expect(within(start).getByRole('link', { name: 'Create a workflow' })).toHaveAttribute('href', '/poc/projects/prj_demo_1/workflows/list');
    expect(within(start).getByRole('link', { name: 'Upload knowledge' })).toHaveAttribute('href', '/poc/projects/prj_demo_1/knowledge/files');
    expect(within(start).getByRole('link', { name: 'Connect a database' })).toHaveAttribute('href', '/poc/projects/prj_demo_1/database-connections');
    expect(screen.queryByRole('region', { name: 'Recently edited workflows' })).not.toBeInTheDocument();
  });

  it('speaks Japanese', async () => {
    open(SUPPORT, 'ja-jp');
    await loaded();
    expect(figureOf('ツール')).toBe('4');
    expect(
      within(card('ナレッジインデックス'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['完了 1', '待機中 1', 'ファイル待ち 1']);
    expect(
      within(card('ジョブ'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['実行中 1', '待機中 1', '失敗 1']);
    expect(card('共有カスタムノード')).toHaveTextContent('組織全体');
    expect(within(card('最近編集したワークフロー')).getAllByRole('listitem')).toHaveLength(5);
    expect(within(card('最近のジョブ実行')).getAllByText('失敗').length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'ナレッジをアップロード' })).toBeInTheDocument();
  });

  it('shows how to start in Japanese', async () => {
    open('/poc/projects/prj_demo_2', 'ja-jp');
    const start = await screen.findByTestId('getting-started');
    expect(within(start).getByRole('heading', { name: 'このプロジェクトを始めましょう' })).toBeInTheDocument();
    expect(within(start).getByRole('link', { name: 'データベースに接続する' })).toBeInTheDocument();
  });
});
