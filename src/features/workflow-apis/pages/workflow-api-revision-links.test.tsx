/**
 * The API overview and history pages link each version to the workflow revision it runs (the editor's Versions tab)
 * and to the visual diff of that revision against the current draft.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getApiVersion } from '../../../generated/workflow-apis/workflow-apis';
import { renderRoute } from '../../../test/render-route';
import { WorkflowApiHistoryPage } from './workflow-api-history-page';
import { WorkflowApiOverviewPage } from './workflow-api-overview-page';

const EDITOR = '/poc/projects/prj_support/workflows/editor/wf_support_triage';

describe('links to the revision an API version runs', () => {
  it('the overview links its revision, opened on the Versions tab', async () => {
    const { workflowVersion } = await getApiVersion('prj_support', 'wf_support_triage', 'api_support_triage_v2');
    renderRoute(<WorkflowApiOverviewPage />, {
      path: '/poc/projects/:projectId/workflows/:workflowId/apis/:apiId',
      url: '/poc/projects/prj_support/workflows/wf_support_triage/apis/api_support_triage_v2',
    });
    const link = await screen.findByTestId('api-revision-link');
    expect(link).toHaveTextContent(`View revision ${workflowVersion} in the editor`);
    expect(link).toHaveAttribute('href', `${EDITOR}?tab=versions&revision=${workflowVersion}`);
  });

  it('the history lists each version’s revision as a link, in Japanese', async () => {
    const { workflowVersion } = await getApiVersion('prj_support', 'wf_support_triage', 'api_support_triage_v2');
    renderRoute(<WorkflowApiHistoryPage />, {
      path: '/poc/projects/:projectId/workflows/:workflowId/apis',
      url: '/poc/projects/prj_support/workflows/wf_support_triage/apis',
      language: 'ja-jp',
    });
    const row = await screen.findByTestId('api-version-v2');
    const link = within(row).getByTestId('api-version-revision');
    expect(link).toHaveTextContent(`リビジョン ${workflowVersion}`);
    expect(link).toHaveAttribute('href', `${EDITOR}?tab=versions&revision=${workflowVersion}`);
  });

  it('the overview compares its revision with the current draft, beside the revision link', async () => {
    const { workflowVersion } = await getApiVersion('prj_support', 'wf_support_triage', 'api_support_triage_v2');
    renderRoute(<WorkflowApiOverviewPage />, {
      path: '/poc/projects/:projectId/workflows/:workflowId/apis/:apiId',
      url: '/poc/projects/prj_support/workflows/wf_support_triage/apis/api_support_triage_v2',
    });
    const link = await screen.findByRole('link', { name: `Compare with current: revision ${workflowVersion} of v2` });
    expect(link).toHaveTextContent('Compare with current');
    expect(link).toHaveAttribute('href', `${EDITOR}?tab=versions&revision=${workflowVersion}&compare=current`);
    expect(link.parentElement).toContainElement(screen.getByTestId('api-revision-link'));
  });

  it('each history row compares its revision with the current draft, for a reader too, from the keyboard', async () => {
    const { workflowVersion } = await getApiVersion('prj_support', 'wf_support_triage', 'api_support_triage_v1');
    const { user, router } = renderRoute(<WorkflowApiHistoryPage />, {
      path: '/poc/projects/:projectId/workflows/:workflowId/apis',
      url: '/poc/projects/prj_support/workflows/wf_support_triage/apis',
    });
    const row = await screen.findByTestId('api-version-v1');
    expect(within(row).queryByRole('group', { name: 'Actions for v1' })).toBeNull(); // not the holder: read-only
    const compare = within(row).getByRole('link', { name: `Compare with current: revision ${workflowVersion} of v1` });
    expect(compare).toHaveTextContent('Compare with current');
    compare.focus();
    await user.keyboard('{Enter}');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`${EDITOR}?tab=versions&revision=${workflowVersion}&compare=current`);
  });

  it('names the compare link in Japanese', async () => {
    const { workflowVersion } = await getApiVersion('prj_support', 'wf_support_triage', 'api_support_triage_v2');
    renderRoute(<WorkflowApiHistoryPage />, {
      path: '/poc/projects/:projectId/workflows/:workflowId/apis',
      url: '/poc/projects/prj_support/workflows/wf_support_triage/apis',
      language: 'ja-jp',
    });
    const row = await screen.findByTestId('api-version-v2');
    expect(within(row).getByRole('link', { name: `現在の版と比較：v2 のリビジョン ${workflowVersion}` })).toHaveTextContent('現在の版と比較');
  });
});
