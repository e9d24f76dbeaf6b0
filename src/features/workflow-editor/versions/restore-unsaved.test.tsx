/**
 * Restoring over unsaved edits (#31, Deliver 5): as a new revision it asks first — Cancel keeps the edits
 * and restores nothing, the action restores and Undo brings the edits back as unsaved changes; as unsaved
 * changes it asks nothing and Undo brings the edits back too. Without unsaved edits nothing is asked.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toast/toaster';
import { requestEditPermission } from '../../../generated/edit-permissions/edit-permissions';
import { getWorkflowGraph } from '../../../generated/workflow-graphs/workflow-graphs';
import { getWorkflowRevision, listWorkflowRevisions } from '../../../generated/workflow-revisions/workflow-revisions';
import { renderWithProviders } from '../../../test/render';
import { toastText } from '../../../test/render-route';
import type { GraphShape } from '../model/graph-types';
import { shapeOf } from '../model/revision';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore, graphOf, type EditorStore } from '../store/editor-store';
import { RevisionView } from './revision-view';
import { PROJECT, WORKFLOW } from './versions-test-editor';

const EDITED = 'Renamed, not saved yet';
const renamed = (graph: GraphShape): GraphShape => ({
  ...graph,
  nodes: graph.nodes.map((node, i) => (i === 0 ? { ...node, title: EDITED } : node)) as GraphShape['nodes'],
});
const firstTitle = (store: EditorStore) => graphOf(store.getState()).nodes[0]?.title;

/** The live editor's store (the current graph, edited unless `clean`) and the oldest revision viewed over it. */
async function viewOldest({ clean = false } = {}) {
  const opened = await getWorkflowGraph(PROJECT, WORKFLOW);
  const store = createEditorStore({ workflowId: WORKFLOW, graph: shapeOf(opened), revision: opened.revision, readOnly: false });
  if (!clean) act(() => store.edit(renamed));
  const revisions = await listWorkflowRevisions(PROJECT, WORKFLOW, { page: 1, pageSize: 100 });
  const oldest = revisions.items.at(-1)!.revision;
  const restoredGraph = shapeOf((await getWorkflowRevision(PROJECT, WORKFLOW, oldest)).graph);
  const onRestored = vi.fn();
  const user = userEvent.setup();
  renderWithProviders(
    <EditorStoreProvider store={store}>
      <RevisionView projectId={PROJECT} workflowId={WORKFLOW} revision={oldest} canEdit onBack={() => {}} onCompare={() => {}} onRestored={onRestored} />
      <Toaster />
    </EditorStoreProvider>,
  );
  const banner = await screen.findByTestId('revision-banner');
  const choose = async (item: string) => {
    await user.click(within(banner).getByRole('button', { name: 'Restore' }));
    await user.click(await screen.findByRole('menuitem', { name: item }));
  };
  return { store, opened, oldest, restoredGraph, onRestored, user, choose };
}

beforeEach(async () => {
  localStorage.clear();
  await requestEditPermission(PROJECT, WORKFLOW);
});

describe('restoring over unsaved edits', () => {
  it('as a new revision asks first; Cancel keeps the edits and restores nothing', async () => {
    const { store, opened, oldest, onRestored, user, choose } = await viewOldest();
    await choose('Restore as a new revision');
    const dialog = await screen.findByRole('dialog', { name: 'Replace your unsaved edits?' });
    expect(dialog).toHaveTextContent(
      `Revision ${oldest} will be saved as a new revision and take the place of your unsaved edits in the editor. Your edits are not saved, but Undo brings them back as unsaved changes.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(firstTitle(store)).toBe(EDITED);
    expect(store.getState().save).toMatchObject({ status: 'dirty', baseRevision: opened.revision });
    expect(onRestored).not.toHaveBeenCalled();
    // Nothing was saved on the server either.
    expect((await getWorkflowGraph(PROJECT, WORKFLOW)).revision).toBe(opened.revision);
  });

  it('confirmed, restores as a new revision in place of the edits; Undo brings the edits back, unsaved', async () => {
    const { store, opened, oldest, restoredGraph, onRestored, user, choose } = await viewOldest();
    await choose('Restore as a new revision');
    const dialog = await screen.findByRole('dialog', { name: 'Replace your unsaved edits?' });
    await user.click(within(dialog).getByRole('button', { name: 'Restore and replace' }));
    expect(await toastText()).toContain(`Restored revision ${oldest} as revision ${opened.revision + 1}.`);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onRestored).toHaveBeenCalledOnce();
    expect(graphOf(store.getState())).toEqual(restoredGraph);
    expect(store.getState().save).toMatchObject({ status: 'saved', baseRevision: opened.revision + 1 });

    act(() => store.undo());
    expect(firstTitle(store)).toBe(EDITED);
    expect(store.getState().save.status).toBe('dirty');
  });

  it('as unsaved changes asks nothing; Undo brings the edits back', async () => {
    const { store, restoredGraph, onRestored, choose } = await viewOldest();
    await choose('Restore as unsaved changes');
    expect(await toastText()).toMatch(/restored as unsaved changes/);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onRestored).toHaveBeenCalledOnce();
    expect(graphOf(store.getState())).toEqual(restoredGraph);

    act(() => store.undo());
    expect(firstTitle(store)).toBe(EDITED);
    expect(store.getState().save.status).toBe('dirty');
  });

  it('without unsaved edits, restores as a new revision at once', async () => {
    const { opened, oldest, onRestored, choose } = await viewOldest({ clean: true });
    await choose('Restore as a new revision');
    expect(await toastText()).toContain(`Restored revision ${oldest} as revision ${opened.revision + 1}.`);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(onRestored).toHaveBeenCalledOnce();
  });
});
