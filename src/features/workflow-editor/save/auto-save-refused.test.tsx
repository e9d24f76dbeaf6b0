/**
 * Auto-save refused (#28): the edit permission went to someone else while the user edited, so the backend
 * answers 403 EDIT_PERMISSION_REQUIRED. The toast says why (not 'try again later'), the permission is read
 * again (the editor then turns read-only and names the holder: workflow-editor.tsx follows `heldByMe`), and
 * the edits stay in the editor.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ORG } from '../../../../mocks/fixtures/ids';
import { testToken } from '../../../../mocks/lib/test-tokens';
import { setRequestContext } from '../../../api/request-context';
import { Toaster } from '../../../components/toast/toaster';
import { releaseEditPermission, requestEditPermission, useGetEditPermission } from '../../../generated/edit-permissions/edit-permissions';
import { getWorkflowGraph } from '../../../generated/workflow-graphs/workflow-graphs';
import { renderWithProviders } from '../../../test/render';
import { toastText } from '../../../test/render-route';
import type { GraphShape } from '../model/graph-types';
import { shapeOf } from '../model/revision';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore, graphOf } from '../store/editor-store';
import { SaveButton } from './save-button';
import { useAutoSave } from './use-auto-save';

const P = 'prj_support';
const W = 'wf_support_summary';

const callAs = (user: Parameters<typeof testToken>[0]) => setRequestContext({ getAccessToken: () => testToken(user), getTenantId: () => ORG.acme });

beforeEach(async () => {
  localStorage.clear();
  await requestEditPermission(P, W);
});

const renamed = (g: GraphShape): GraphShape => ({
  ...g,
  nodes: g.nodes.map((n, i) => (i === 0 ? { ...n, title: 'Renamed while the permission moved' } : n)) as GraphShape['nodes'],
});

function SaveControls() {
  const { saveNow } = useAutoSave(P, () => []);
  const permission = useGetEditPermission(P, W);
  return (
    <>
      <SaveButton onSave={() => void saveNow()} />
      {permission.data && <output>{permission.data.heldByMe ? 'held by me' : `held by ${permission.data.holder?.name ?? 'nobody'}`}</output>}
    </>
  );
}

describe('auto-save refused for want of the edit permission', () => {
  it('says why, reads the permission again (now another holder), and keeps the edit', async () => {
    const user = userEvent.setup();
    const opened = await getWorkflowGraph(P, W);
    const store = createEditorStore({ workflowId: W, graph: shapeOf(opened), revision: opened.revision, readOnly: false });
    renderWithProviders(
      <EditorStoreProvider store={store}>
        <SaveControls />
        <Toaster />
      </EditorStoreProvider>,
    );
    expect(await screen.findByText('held by me')).toBeInTheDocument();

    // Meanwhile the permission goes to Hanako Sato (released, then taken in her session).
    await releaseEditPermission(P, W);
    callAs('agentEditor');
    await requestEditPermission(P, W);
    callAs('admin');

    act(() => store.edit(renamed));
    await user.click(screen.getByTestId('save-button'));
    const toast = await toastText();
    expect(toast).toContain('Auto-save failed');
    expect(toast).toContain('You do not hold the edit permission for this workflow.');
    expect(toast).not.toContain('Please try again later');
    expect(await screen.findByText('held by Hanako Sato')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('save-button')).toHaveTextContent('Save Failed'));
    expect(graphOf(store.getState()).nodes[0]?.title).toBe('Renamed while the permission moved');
    expect((await getWorkflowGraph(P, W)).revision).toBe(opened.revision);
  });
});
