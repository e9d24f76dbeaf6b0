import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { requestEditPermission } from '../../../generated/edit-permissions/edit-permissions';
import { getIssueApiKeyMockHandler, getUpdateApiVersionMockHandler } from '../../../generated/workflow-apis/workflow-apis.msw';
import { failCalls, renderRoute, toastText } from '../../../test/render-route';
import { WorkflowApiHistoryPage } from './workflow-api-history-page';

const PATH = '/poc/projects/:projectId/workflows/:workflowId/apis';
const URL = '/poc/projects/prj_support/workflows/wf_support_triage/apis';

let client: QueryClient | undefined;
function CacheProbe() {
  const queryClient = useQueryClient();
  useEffect(() => {
    client = queryClient;
  }, [queryClient]);
  return null;
}

/** Everything the query and mutation caches hold, as text. */
function cachedText(): string {
  const queries = client!
    .getQueryCache()
    .getAll()
    .map((query) => query.state.data);
  const mutations = client!
    .getMutationCache()
    .getAll()
    .map((mutation) => [mutation.state.data, mutation.state.variables]);
  return JSON.stringify([queries, mutations]);
}

function open(language = 'en-us') {
  return renderRoute(
    <>
      <WorkflowApiHistoryPage />
      <CacheProbe />
    </>,
    { path: PATH, url: URL, language },
  );
}

const row = async (name: string) => screen.findByTestId(`api-version-${name}`);
/** The newest line of the history table (newest first). */
const newestHistoryLine = () => within(screen.getByTestId('api-history')).getAllByRole('row')[1]!;

describe('WorkflowApiHistoryPage', () => {
  it('a new key is shown once; after its dialog closes it is in no cache, no storage and not on the page', async () => {
    await requestEditPermission('prj_support', 'wf_support_triage');
    const { user } = open();
    await user.click(within(await row('v1')).getByRole('button', { name: 'Issue new key' }));
    const confirm = await screen.findByRole('dialog', { name: 'Issue a new API key?' });
    expect(confirm).toHaveTextContent('will be refused from now on');
    await user.click(within(confirm).getByRole('button', { name: 'Issue new key' }));
    const keyDialog = await screen.findByRole('dialog', { name: 'API key of v1' });
    const key = within(keyDialog).getByTestId('api-key-value').textContent ?? '';
    expect(key).toMatch(/^aiw_sk_[A-Za-z0-9]{36}$/);
    expect(keyDialog).toHaveTextContent('This key is shown only now');
    // While the dialog is open the key is in React state only.
    expect(cachedText()).not.toContain(key);

    await user.click(within(keyDialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cachedText()).not.toContain(key));
    expect(client!.getMutationCache().getAll()).toEqual([]);
    expect(document.body.innerHTML).not.toContain(key);
    const stored = [localStorage, sessionStorage].flatMap((storage) => Object.keys(storage).map((k) => storage.getItem(k) ?? ''));
    expect(stored.join('\n')).not.toContain(key);
    // Only its issue time and hint remain.
    await waitFor(async () => expect(await row('v1')).toHaveTextContent(key.slice(-4)));
  });

  it('publishes and unpublishes; a failure says Failed to update workflow API and changes nothing', async () => {
    await requestEditPermission('prj_support', 'wf_support_triage');
    const { user } = open();
    await user.click(within(await row('v2')).getByRole('button', { name: 'Publish' }));
    expect(await toastText()).toContain('Updated workflow API “v2”');
    await waitFor(async () => expect(await row('v2')).toHaveTextContent('Published'));
    failCalls(getUpdateApiVersionMockHandler);
    await user.click(within(await row('v1')).getByRole('button', { name: 'Unpublish' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unpublish v1?' });
    await user.click(within(confirm).getByRole('button', { name: 'Unpublish' }));
    await waitFor(async () => expect(await toastText()).toContain('Failed to update workflow API. Please try again later.'));
    expect(await row('v1')).toHaveTextContent('Published');
    // The confirmation stays to try again.
    expect(within(confirm).getByRole('button', { name: 'Unpublish' })).toBeEnabled();
  });

  it('unpublishing a live version asks first, saying its callers get errors; Cancel changes nothing', async () => {
    await requestEditPermission('prj_support', 'wf_support_triage');
    const { user } = open();
    await user.click(within(await row('v1')).getByRole('button', { name: 'Unpublish' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unpublish v1?' });
    expect(confirm).toHaveTextContent('every caller of v1 gets an error until it is published again');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await row('v1')).toHaveTextContent('Published');
    expect(newestHistoryLine()).not.toHaveTextContent(/^.+v1Unpublished/);

    await user.click(within(await row('v1')).getByRole('button', { name: 'Unpublish' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unpublish v1?' })).getByRole('button', { name: 'Unpublish' }));
    await waitFor(async () => expect(await row('v1')).toHaveTextContent('Unpublished'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('records what was done in the history, newest first: Unpublished, then Issued a new key', async () => {
    await requestEditPermission('prj_support', 'wf_support_triage');
    const { user } = open();
    await user.click(within(await row('v1')).getByRole('button', { name: 'Unpublish' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Unpublish v1?' })).getByRole('button', { name: 'Unpublish' }));
    await waitFor(async () => expect(await row('v1')).toHaveTextContent('Unpublished'));
    await waitFor(() => expect(newestHistoryLine()).toHaveTextContent(/^.+v1Unpublished/));
    await user.click(within(await row('v1')).getByRole('button', { name: 'Issue new key' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Issue a new API key?' })).getByRole('button', { name: 'Issue new key' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'API key of v1' })).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(newestHistoryLine()).toHaveTextContent(/^.+v1Issued a new key/));
  });

  it('a new key that fails to issue says so: no key is shown and the confirmation stays to try again', async () => {
    await requestEditPermission('prj_support', 'wf_support_triage');
    const { user } = open();
    failCalls(getIssueApiKeyMockHandler);
    await user.click(within(await row('v1')).getByRole('button', { name: 'Issue new key' }));
    const confirm = await screen.findByRole('dialog', { name: 'Issue a new API key?' });
    await user.click(within(confirm).getByRole('button', { name: 'Issue new key' }));
    expect(await toastText()).toContain('Failed to issue API Key. Please try again later.');
    expect(screen.queryByRole('dialog', { name: 'API key of v1' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Issue a new API key?' })).toBeInTheDocument();
    expect(within(confirm).getByRole('button', { name: 'Issue new key' })).toBeEnabled();
  });

  it('read-only for everyone but the holder, in Japanese: the holder named, no actions', async () => {
    renderRoute(<WorkflowApiHistoryPage />, { path: PATH, url: '/poc/projects/prj_support/workflows/wf_faq_answer/apis', language: 'ja-jp' });
    expect(await screen.findByTestId('api-read-only')).toHaveTextContent('この API を管理できるのは、編集権限を持つ 高橋 美咲 さんだけです。');
    const table = await screen.findByRole('table', { name: 'FAQ answer の API バージョン' });
    expect(within(table).queryAllByRole('button')).toEqual([]);
    expect(within(table).getByText('v1.1 社内向け')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: '操作履歴' })).toBeInTheDocument();
  });
});
