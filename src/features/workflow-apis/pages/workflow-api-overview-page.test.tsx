import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { getGetTenantMockHandler } from '../../../generated/workflow-apis/workflow-apis.msw';
import { failCalls, renderRoute } from '../../../test/render-route';
import { WorkflowApiOverviewPage } from './workflow-api-overview-page';

const PATH = '/poc/projects/:projectId/workflows/:workflowId/apis/:apiId';

function open(url: string, language = 'en-us') {
  return renderRoute(<WorkflowApiOverviewPage />, { path: PATH, url, language });
}

describe('WorkflowApiOverviewPage', () => {
  it('the tenant id failing says so with a retry, the endpoints still shown; the retry fills it in', async () => {
    failCalls(getGetTenantMockHandler);
    const { user } = open('/poc/projects/prj_support/workflows/wf_support_triage/apis/api_support_triage_v2');
    const endpoints = await screen.findByTestId('api-endpoints');
    expect(await within(endpoints).findByText('Failed to retrieve tenant ID')).toBeInTheDocument();
    expect(endpoints).toHaveTextContent('/api_support_triage_v2/run-async');
    // What differs from the other version: nothing, said in words.
    expect(await screen.findByText('Same inputs and outputs as v1.')).toBeInTheDocument();

    server.resetHandlers();
    await user.click(within(endpoints).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(endpoints).getByTestId('api-tenant')).toHaveTextContent('tnt-acme-7k2m'));
    expect(within(endpoints).queryByText('Failed to retrieve tenant ID')).toBeNull();
  });

  it('read-only for everyone but the holder, in Japanese: the holder named, the key state with no actions', async () => {
    open('/poc/projects/prj_support/workflows/wf_faq_answer/apis/api_faq_answer_v1', 'ja-jp');
    expect(await screen.findByTestId('api-read-only')).toHaveTextContent('この API を管理できるのは、編集権限を持つ 高橋 美咲 さんだけです。');
    const key = screen.getByTestId('api-key-state');
    expect(key).toHaveTextContent('現在のキー');
    expect(within(key).queryAllByRole('button')).toEqual([]);
  });
});
