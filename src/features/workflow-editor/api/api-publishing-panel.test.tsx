import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getCreateApiVersionMockHandler } from '../../../generated/workflow-apis/workflow-apis.msw';
import { renderWithProviders } from '../../../test/render';
import { failCalls, toastText } from '../../../test/render-route';
import { Toaster } from '../../../components/toast/toaster';
import { WorkflowEditorScreen } from '../pages/workflow-editor-page';

/** Opens a workflow in the editor (taking the edit permission unless `readOnly`) and its API panel. */
async function openPanel(projectId: string, workflowId: string, { language = 'en-us', readOnly = false } = {}) {
  const user = userEvent.setup();
  renderWithProviders(
    <>
      <WorkflowEditorScreen projectId={projectId} workflowId={workflowId} />
      <Toaster />
    </>,
    { language },
  );
  if (!readOnly) await user.click(await screen.findByRole('button', { name: 'Request edit permission' }));
  await user.click(await screen.findByTestId('api-panel-button'));
  return { user, panel: await screen.findByTestId('api-panel') };
}

// The editor keeps a local draft of unsaved work: each test starts from the server's graph.
beforeEach(() => localStorage.clear());

describe('the editor’s API publishing panel', () => {
  it('nothing published yet: says so and offers a new version to the holder', async () => {
    const { panel } = await openPanel('prj_research', 'wf_manual_search');
    expect(await within(panel).findByText(/^Not published yet\./)).toBeInTheDocument();
    expect(within(panel).getByTestId('api-new-version')).toHaveTextContent('New version');
  });

  it('read-only for everyone but the holder, in Japanese: the holder named, no new version', async () => {
    const { panel } = await openPanel('prj_support', 'wf_faq_answer', { language: 'ja-jp', readOnly: true });
    expect(await within(panel).findByText('この API を管理できるのは、編集権限を持つ 高橋 美咲 さんだけです。')).toBeInTheDocument();
    expect(within(panel).queryByTestId('api-new-version')).toBeNull();
    // Its only button is the way to the Publish History tab: no publish, unpublish or new key.
    expect(
      within(panel)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['公開履歴']);
  });

  it('a publish that fails says so and keeps the dialog with the name typed', async () => {
    const { user, panel } = await openPanel('prj_support', 'wf_support_triage');
    failCalls(getCreateApiVersionMockHandler);
    await user.click(await within(panel).findByTestId('api-new-version'));
    const dialog = await screen.findByRole('dialog', { name: 'New API version' });
    const name = within(dialog).getByRole('textbox', { name: /^Version name/ });
    await user.clear(name);
    await user.type(name, 'v3');
    await user.click(within(dialog).getByRole('button', { name: 'Publish version' }));
    expect(await toastText()).toContain('Failed to create new API version. Please try again later.');
    expect(name).toHaveValue('v3');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Publish version' })).toBeEnabled());
    expect(screen.queryByTestId('api-key-dialog')).toBeNull();
  });

  it('the new version dialog shows the evaluation of the saved revision it publishes', async () => {
    const { user, panel } = await openPanel('prj_support', 'wf_support_triage');
    await user.click(await within(panel).findByTestId('api-new-version'));
    const dialog = await screen.findByRole('dialog', { name: 'New API version' });
    const evaluation = within(dialog).getByRole('region', { name: 'Evaluation' });
    expect(await within(evaluation).findByText('問い合わせ分類 回帰テスト on revision 12')).toBeInTheDocument();
    expect(within(evaluation).getByText('v1 (revision 3) has no finished run of this set to compare with.')).toBeInTheDocument();
  });
});
