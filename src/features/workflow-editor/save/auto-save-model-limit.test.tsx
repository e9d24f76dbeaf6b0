/**
 * Auto-save and the models call's limits: an LLM node asking for more tokens than its model allows is
 * not sent (the backend would answer 400 and 'Auto-save failed'); once it fits, the save goes out.
 */
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { requestEditPermission } from '../../../generated/edit-permissions/edit-permissions';
import { useListModels } from '../../../generated/models/models';
import { getWorkflowGraph } from '../../../generated/workflow-graphs/workflow-graphs';
import { renderWithProviders } from '../../../test/render';
import type { GraphShape } from '../model/graph-types';
import { shapeOf } from '../model/revision';
import { PICKER_PAGE } from '../panels/panel-props';
import { useGraphIssues } from '../components/use-graph-issues';
import { EditorStoreProvider, useEditorStore } from '../store/editor-context';
import { createEditorStore, graphOf } from '../store/editor-store';
import { SaveButton } from './save-button';
import { useAutoSave } from './use-auto-save';

const P = 'prj_support';
const W = 'wf_support_summary';
/** gpt-4o's limit in the mock backend's models (the node's model). */
const GPT_4O_LIMIT = 16384;

beforeEach(async () => {
  localStorage.clear();
  await requestEditPermission(P, W);
});

const llmData = (graph: GraphShape) => graph.nodes.find((n) => n.kind === 'NODE_KIND_LLM')?.data;

const withMaxTokens =
  (maxTokens: number) =>
  (g: GraphShape): GraphShape => ({
    ...g,
    nodes: g.nodes.map((n) => (n.kind === 'NODE_KIND_LLM' ? { ...n, data: { ...n.data, modelId: 'gpt-4o', maxTokens } } : n)) as GraphShape['nodes'],
  });

function SaveControls() {
  const models = useListModels(PICKER_PAGE);
  // As the editor does: the canvas's validation, with the models, is what auto-save checks.
  const { validate } = useGraphIssues(useEditorStore(graphOf), models.data?.items);
  const { saveNow } = useAutoSave(P, validate);
  return (
    <>
      <SaveButton onSave={() => void saveNow()} />
      {models.data && <output>models loaded</output>}
    </>
  );
}

describe("auto-save and the model's token limit", () => {
  it('waits while maxTokens is over the chosen model’s limit (the work stays in the editor), saves once it fits', async () => {
    const user = userEvent.setup();
    const opened = await getWorkflowGraph(P, W);
    const store = createEditorStore({ workflowId: W, graph: shapeOf(opened), revision: opened.revision, readOnly: false });
    renderWithProviders(
      <EditorStoreProvider store={store}>
        <SaveControls />
      </EditorStoreProvider>,
    );
    expect(await screen.findByText('models loaded')).toBeInTheDocument();

    act(() => store.edit(withMaxTokens(GPT_4O_LIMIT + 1)));
    await user.click(screen.getByTestId('save-button'));
    // Not sent: no failure counted, nothing new on the server, the edit still in the editor.
    expect(store.getState().save.failures).toBe(0);
    expect(screen.getByTestId('save-button')).toHaveTextContent(/^Save$/);
    expect((await getWorkflowGraph(P, W)).revision).toBe(opened.revision);
    expect(llmData(graphOf(store.getState()))).toMatchObject({ maxTokens: GPT_4O_LIMIT + 1 });

    act(() => store.edit(withMaxTokens(GPT_4O_LIMIT)));
    await user.click(screen.getByTestId('save-button'));
    await waitFor(() => expect(screen.getByTestId('save-button')).toHaveTextContent('Saved'));
    const saved = await getWorkflowGraph(P, W);
    expect(saved.revision).toBe(opened.revision + 1);
    expect(llmData(shapeOf(saved))).toMatchObject({ maxTokens: GPT_4O_LIMIT });
  });
});
