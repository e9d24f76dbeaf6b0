import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useApiVersionActions } from '../versions/use-api-version-actions';
import { requestEditPermission } from '../../../generated/edit-permissions/edit-permissions';
import { getWorkflowGraph, saveWorkflowGraph } from '../../../generated/workflow-graphs/workflow-graphs';
import { listApiVersions } from '../../../generated/workflow-apis/workflow-apis';
import { createWorkflow, updateWorkflow, useListWorkflowItems } from '../../../generated/workflows/workflows';
import { renderRoute } from '../../../test/render-route';
import { WorkflowApiOverviewPage } from './workflow-api-overview-page';

const PROJECT = 'prj_support';

/** A workflow made in the studio: created, saved three times (revision 3), then renamed. */
async function studioWorkflow(): Promise<string> {
  const created = await createWorkflow(PROJECT, { name: 'Draft name' });
  await requestEditPermission(PROJECT, created.id).catch(() => undefined);
  for (let i = 0; i < 3; i++) {
    const graph = await getWorkflowGraph(PROJECT, created.id);
    await saveWorkflowGraph(PROJECT, created.id, { baseRevision: graph.revision, nodes: graph.nodes, edges: graph.edges });
  }
  await updateWorkflow(PROJECT, created.id, { name: '返品受付' });
  return created.id;
}

/** The root listing's latest-version cell of the workflow, as the workflow list shows it, beside the publish action. */
function ListAndPublish({ workflowId }: { workflowId: string }) {
  const list = useListWorkflowItems(PROJECT, { folderPath: '/', page: 1, pageSize: 100 });
  const actions = useApiVersionActions(PROJECT, workflowId);
  const row = list.data?.items.find((item) => item.id === workflowId);
  const latest = row && row.itemType === 'WORKFLOW_ITEM_TYPE_WORKFLOW' ? (row.latestVersion?.name ?? 'none') : 'loading';
  return (
    <>
      <output data-testid="latest-version">{latest}</output>
      <button type="button" onClick={() => actions.create({ versionName: 'v1' })}>
        publish
      </button>
    </>
  );
}

describe('a workflow made in the studio, published', () => {
  it('its API page names it and the revision it runs, and the workflow list shows the new latest version at once', async () => {
    const workflowId = await studioWorkflow();
    const { user } = renderRoute(<ListAndPublish workflowId={workflowId} />, {
      path: '/poc/projects/:projectId/workflows/list',
      url: `/poc/projects/${PROJECT}/workflows/list`,
    });
    const latest = await screen.findByTestId('latest-version');
    await waitFor(() => expect(latest).toHaveTextContent('none'));
    await user.click(screen.getByRole('button', { name: 'publish' }));
    // The list read before publishing is stale now: it shows v1 without a reload.
    await waitFor(() => expect(latest).toHaveTextContent('v1'));
  });

  it('the overview names the workflow as it is called now and says the revision it was published from', async () => {
    const workflowId = await studioWorkflow();
    const { user } = renderRoute(<ListAndPublish workflowId={workflowId} />, { path: '/', url: '/' });
    await user.click(await screen.findByRole('button', { name: 'publish' }));
    const apiId = await waitFor(async () => {
      const versions = await listApiVersions(PROJECT, workflowId, { page: 1, pageSize: 10 });
      expect(versions.items).toHaveLength(1);
      return versions.items[0]!.id;
    });
    renderRoute(<WorkflowApiOverviewPage />, {
      path: '/poc/projects/:projectId/workflows/:workflowId/apis/:apiId',
      url: `/poc/projects/${PROJECT}/workflows/${workflowId}/apis/${apiId}`,
    });
    expect(await screen.findByRole('heading', { level: 1, name: '返品受付 — API v1' })).toBeInTheDocument();
    expect(screen.getByTestId('api-inputs')).toHaveTextContent('Runs workflow revision 3');
    expect(document.body.textContent).not.toContain(`${workflowId} —`);
  });
});
