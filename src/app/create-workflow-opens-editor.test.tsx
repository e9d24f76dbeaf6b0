/**
 * Two areas meet here (features never import each other): a workflow created in the workflows list
 * opens in the workflow editor, already editable by its creator.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useParams } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { WorkflowEditorScreen } from '../features/workflow-editor/pages/workflow-editor-page';
import { WorkflowListPage } from '../features/workflows/pages/workflow-list-page';
import { getEditPermission } from '../generated/edit-permissions/edit-permissions';
import { getRequestEditPermissionMockHandler } from '../generated/edit-permissions/edit-permissions.msw';
import { getWorkflowGraph } from '../generated/workflow-graphs/workflow-graphs';
import { paths } from '../lib/paths';
import { renderWithProviders } from '../test/render';
import { failCalls } from '../test/render-route';

const LIST = '/poc/projects/prj_support/workflows/list';

/** The editor's page without its leave prompt (that needs the app's data router). */
function Editor() {
  const { projectId = '', workflowId = '' } = useParams();
  return <WorkflowEditorScreen projectId={projectId} workflowId={workflowId} />;
}

/** The two routes as the router has them, and where the app is (renderRoute has one route). */
function Pages() {
  const location = useLocation();
  return (
    <>
      <Routes>
        <Route path={`/poc/projects/:projectId/${paths.workflowsList.path}`} element={<WorkflowListPage />} />
        <Route path={`/poc/projects/:projectId/${paths.workflowEditor.path}`} element={<Editor />} />
      </Routes>
      <output data-testid="location">{location.pathname}</output>
    </>
  );
}

async function createWorkflow(name: string) {
  const user = userEvent.setup();
  renderWithProviders(<Pages />, { route: LIST });
  await screen.findByRole('grid', { name: 'Workflows and folders' });
  await user.click(screen.getAllByRole('button', { name: 'New workflow' })[0]!);
  const dialog = await screen.findByRole('dialog');
  await user.type(within(dialog).getByRole('textbox', { name: /Workflow name/ }), name);
  await user.click(within(dialog).getByRole('button', { name: 'Create' }));
  // In the editor of the new workflow.
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/\/workflows\/editor\/.+/));
  expect(await screen.findByRole('heading', { name, level: 1 })).toBeInTheDocument();
  return { user, workflowId: decodeURIComponent(screen.getByTestId('location').textContent!.split('/').pop()!) };
}

// The editor keeps local drafts; each test starts clean.
beforeEach(() => localStorage.clear());

describe('creating a workflow from the list', () => {
  it('opens it in the editor with the edit permission held by its creator: no read-only banner, the palette and the release button at hand', async () => {
    const { workflowId } = await createWorkflow('Intake');
    expect(await screen.findByRole('navigation', { name: 'Node palette' })).toBeInTheDocument();
    expect(screen.queryByTestId('read-only-banner')).toBeNull();
    expect(screen.getByRole('button', { name: 'Release edit permission' })).toBeInTheDocument();
    // The server agrees: the creator holds it.
    expect(await getEditPermission('prj_support', workflowId)).toMatchObject({ heldByMe: true });
  });

  it("names the new workflow's start and end nodes in the user's language (an English user gets Start and End)", async () => {
    const { workflowId } = await createWorkflow('Intake');
    const graph = await getWorkflowGraph('prj_support', workflowId);
    expect(graph.nodes.map((node) => [node.kind, node.title])).toEqual([
      ['NODE_KIND_START', 'Start'],
      ['NODE_KIND_END', 'End'],
    ]);
  });

  it('when the permission cannot be taken, the editor still opens, read-only, offering the request', async () => {
    failCalls(getRequestEditPermissionMockHandler, 500);
    await createWorkflow('Routing');
    expect(await screen.findByTestId('read-only-banner')).toHaveTextContent('Read-only: request the edit permission to edit this workflow.');
    expect(screen.getByRole('button', { name: 'Request edit permission' })).toBeInTheDocument();
  });
});
