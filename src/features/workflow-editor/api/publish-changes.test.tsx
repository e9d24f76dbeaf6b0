/** The API panel's "changes since the last published version", through the editor against the mock backend. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestEditPermission } from '../../../generated/edit-permissions/edit-permissions';
import { createApiVersion } from '../../../generated/workflow-apis/workflow-apis';
import { getWorkflowGraph } from '../../../generated/workflow-graphs/workflow-graphs';
import { getGetWorkflowRevisionMockHandler } from '../../../generated/workflow-revisions/workflow-revisions.msw';
import { renderWithProviders } from '../../../test/render';
import { failCalls } from '../../../test/render-route';
import { shapeOf } from '../model/revision';
import { WorkflowEditorScreen } from '../pages/workflow-editor-page';
import { writeDraft } from '../save/draft';

/** Opens a workflow in the editor, takes its edit permission unless already held, and opens the API panel. */
async function openPanel(projectId: string, workflowId: string, { language = 'en-us', held = false } = {}) {
  const user = userEvent.setup();
  renderWithProviders(<WorkflowEditorScreen projectId={projectId} workflowId={workflowId} />, { language });
  if (!held) await user.click(await screen.findByRole('button', { name: 'Request edit permission' }));
  await user.click(await screen.findByTestId('api-panel-button'));
  const panel = await screen.findByTestId('api-panel');
  return { user, panel, changes: within(panel).getByTestId('api-changes') };
}

beforeEach(() => localStorage.clear());

describe('the API panel: what a new version changes against the last published one', () => {
  it('published (v1 runs revision 3, v2 is unpublished): counts the changes since v1 and opens the diff against the current draft', async () => {
    const { user, panel, changes } = await openPanel('prj_support', 'wf_support_triage');
    expect(within(changes).getByTestId('api-changes-loading')).toBeInTheDocument();
    expect(await within(changes).findByRole('heading', { name: 'Changes since v1 (revision 3)' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Changes since v1 (revision 3)' })).toBe(changes);
    expect(within(changes).getByTestId('api-changes-summary')).toHaveTextContent(SUPPORT_TRIAGE_SINCE_3);
    expect(within(changes).queryByText(/unsaved edits/)).toBeNull();
    const link = within(changes).getByRole('link', { name: 'Show the changes' });
    expect(link).toHaveAttribute('href', '/poc/projects/prj_support/workflows/editor/wf_support_triage?tab=versions&revision=3&compare=current');
    await user.click(link);
    await waitFor(() => expect(panel).not.toBeInTheDocument());
    expect(await screen.findByRole('region', { name: 'Changes from Revision 3 to Current draft' })).toBeInTheDocument();
  });

  it('nothing published: this will be the first version', async () => {
    const { changes } = await openPanel('prj_research', 'wf_manual_search');
    expect(await within(changes).findByText('Nothing is published yet: this will be the first published version.')).toBeInTheDocument();
    expect(within(changes).queryByRole('link')).toBeNull();
  });

  it('the last published version runs the current graph: nothing changed since it, in Japanese', async () => {
    await requestEditPermission('prj_support', 'wf_support_triage');
    const created = await createApiVersion('prj_support', 'wf_support_triage', { versionName: 'v3' });
    expect(created.workflowVersion).toBe(12);
    const { changes } = await openPanel('prj_support', 'wf_support_triage', { language: 'ja-jp', held: true });
    expect(await within(changes).findByText('v3(リビジョン 12)から変更はありません。')).toBeInTheDocument();
    expect(within(changes).queryByRole('link')).toBeNull();
  });

  it('compares with the current draft, unsaved edits included, and says so', async () => {
    await requestEditPermission('prj_support', 'wf_support_triage');
    await createApiVersion('prj_support', 'wf_support_triage', { versionName: 'v3' });
    // Unsaved work of an earlier visit (the local draft): one node retitled since the saved revision 12.
    const saved = await getWorkflowGraph('prj_support', 'wf_support_triage');
    const base = shapeOf(saved);
    const [first, ...rest] = base.nodes;
    const draft = { ...base, nodes: [{ ...first!, title: 'Retitled' }, ...rest] };
    writeDraft({ workflowId: 'wf_support_triage', baseRevision: saved.revision, base, draft, savedAt: new Date().toISOString(), writer: 'an-earlier-tab' });
    const { changes } = await openPanel('prj_support', 'wf_support_triage', { held: true });
    expect(await within(changes).findByRole('heading', { name: 'Changes since v3 (revision 12)' })).toBeInTheDocument();
    expect(within(changes).getByTestId('api-changes-summary')).toHaveTextContent(/^1 changed$/);
    expect(within(changes).getByText('Includes unsaved edits: they are saved before the new version is created.')).toBeInTheDocument();
  });

  it('the revision cannot be read: the spec’s message, and a retry', async () => {
    failCalls(getGetWorkflowRevisionMockHandler);
    const { changes } = await openPanel('prj_support', 'wf_support_triage');
    expect(await within(changes).findByText('Failed to fetch published revision. Please try again later.')).toBeInTheDocument();
    expect(within(changes).getByRole('button', { name: /retry/i })).toBeInTheDocument();
  });
});

/** Revision 3 → 12 of the seeded support triage workflow, in the Versions list's words. */
const SUPPORT_TRIAGE_SINCE_3 = '+3 nodes, 1 changed, +5 connections';
