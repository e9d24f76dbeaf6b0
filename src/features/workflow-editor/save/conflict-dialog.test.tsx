/**
 * The 409 dialog against the mock backend: "they" save through the API (another tab of the same user),
 * "I" edit the editor's graph, the save gets the 409, and the user picks a way out.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../../mocks/node';
import { requestEditPermission } from '../../../generated/edit-permissions/edit-permissions';
import type { WorkflowGraphSave } from '../../../generated/model';
import { getWorkflowGraph, saveWorkflowGraph } from '../../../generated/workflow-graphs/workflow-graphs';
import { setRuntimeConfig } from '../../../lib/runtime-config';
import { renderWithProviders } from '../../../test/render';
import type { GraphShape, NodeOfKind } from '../model/graph-types';
import { shapeOf } from '../model/revision';
import { WorkflowEditorScreen } from '../pages/workflow-editor-page';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore, graphOf, type EditorStore } from '../store/editor-store';
import { ConflictDialog } from './conflict-dialog';
import { readBackup } from './conflict-backup';
import { draftKey, readDraft } from './draft';
import { SaveButton } from './save-button';
import { endTitle, withEndTitle } from './test-graphs';
import { validateGraph } from '../model/validation';
import { useAutoSave } from './use-auto-save';

const P = 'prj_support';
const W = 'wf_support_summary';
const THEIR_PROMPT = 'Their prompt, saved first.';

const llm = (graph: GraphShape) => graph.nodes.find((n) => n.id === 'llm_1') as NodeOfKind<'NODE_KIND_LLM'>;
const ids = (graph: GraphShape) => graph.nodes.map((n) => n.id);
const withPrompt =
  (prompt: string) =>
  (g: GraphShape): GraphShape => ({ ...g, nodes: g.nodes.map((n) => (n.id === 'llm_1' ? { ...n, data: { ...n.data, prompt } } : n)) as GraphShape['nodes'] });

/** Every graph save the browser sends, in order. */
let saves: WorkflowGraphSave[];

beforeEach(async () => {
  localStorage.clear();
  saves = [];
  server.use(
    http.put('*/studio/v1/projects/:projectId/workflows/:workflowId/graph', async ({ request }) => {
      saves.push((await request.clone().json()) as WorkflowGraphSave);
    }),
  );
  setRuntimeConfig({ apiBaseUrl: '', environment: 'local' });
  await requestEditPermission(P, W);
});

/** The other tab saves a change to the LLM prompt: the server moves one revision on. */
async function theySave(): Promise<number> {
  const current = await getWorkflowGraph(P, W);
  const saved = await saveWorkflowGraph(P, W, { baseRevision: current.revision, ...withPrompt(THEIR_PROMPT)(shapeOf(current)) });
  return saved.revision;
}

function SaveControls() {
  const { saveNow } = useAutoSave(P, validateGraph);
  return (
    <>
      <SaveButton onSave={() => void saveNow()} />
      <ConflictDialog projectId={P} />
    </>
  );
}

/** The save controls of an editor that opened the server graph; I retitle the end node. */
async function editorWithMyEdit(): Promise<{ store: EditorStore; base: GraphShape; unmount: () => void }> {
  const opened = await getWorkflowGraph(P, W);
  const store = createEditorStore({ workflowId: W, graph: shapeOf(opened), revision: opened.revision, readOnly: false });
  const { unmount } = renderWithProviders(
    <EditorStoreProvider store={store}>
      <SaveControls />
    </EditorStoreProvider>,
  );
  act(() => store.edit(withEndTitle('Hand-over')));
  return { store, base: shapeOf(opened), unmount };
}

/** Save now; the 409 opens the dialog, and its choices are enabled once their graph is loaded. */
async function saveIntoConflict(user: ReturnType<typeof userEvent.setup>, theirRevision: number): Promise<HTMLElement> {
  await user.click(screen.getByTestId('save-button'));
  const dialog = await screen.findByRole('dialog', { name: 'This workflow was changed by someone else' });
  expect(dialog).toHaveTextContent(`山田 太郎 saved this workflow (revision ${theirRevision}) while you were editing.`);
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Merge both' })).toBeEnabled());
  return dialog;
}

async function saveAndSettle(user: ReturnType<typeof userEvent.setup>) {
  await waitFor(() => expect(screen.getByTestId('save-button')).toHaveTextContent(/^Save$/));
  await user.click(screen.getByTestId('save-button'));
  await waitFor(() => expect(screen.getByTestId('save-button')).toHaveTextContent('Saved'));
}

const serverGraph = async () => shapeOf(await getWorkflowGraph(P, W));

/** Picks a choice that leaves something to save, saves it, and checks it went out on their revision. */
async function chooseAndSave(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, choice: string, theirRevision: number): Promise<GraphShape> {
  await user.click(within(dialog).getByRole('button', { name: choice }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await saveAndSettle(user);
  expect(saves.at(-1)?.baseRevision).toBe(theirRevision);
  return serverGraph();
}

/** The reload: the editor screen opens with the stored draft, whose save gets the 409; the user merges. */
async function reopenAndMerge(user: ReturnType<typeof userEvent.setup>, theirRevision: number): Promise<GraphShape> {
  renderWithProviders(<WorkflowEditorScreen projectId={P} workflowId={W} />);
  expect(await screen.findByTestId('save-button')).toHaveTextContent(/^Save$/);
  return chooseAndSave(user, await saveIntoConflict(user, theirRevision), 'Merge both', theirRevision);
}

describe('the 409 conflict dialog', () => {
  it('keep mine: saves my graph on their revision and keeps theirs as the backup', async () => {
    const user = userEvent.setup();
    const { store, base } = await editorWithMyEdit();
    const theirRevision = await theySave();
    const saved = await chooseAndSave(user, await saveIntoConflict(user, theirRevision), 'Keep mine', theirRevision);
    expect(endTitle(saved)).toBe('Hand-over');
    expect(llm(saved).data.prompt).toBe(llm(base).data.prompt);
    const backup = readBackup(W);
    expect(backup).toMatchObject({ choice: 'keepMine', revision: theirRevision });
    expect(llm(backup!.graph).data.prompt).toBe(THEIR_PROMPT);
    expect(localStorage.getItem(draftKey(W))).toBeNull();
    // Keeping mine changed nothing on screen: Ctrl+Z still undoes my edit.
    act(() => store.undo());
    expect(endTitle(graphOf(store.getState()))).toBe(endTitle(base));
  });

  it('take theirs: shows their graph with nothing to save, keeps mine as the backup, and the next edit saves on their revision', async () => {
    const user = userEvent.setup();
    const { store } = await editorWithMyEdit();
    const theirRevision = await theySave();
    const dialog = await saveIntoConflict(user, theirRevision);
    const sent = saves.length;
    await user.click(within(dialog).getByRole('button', { name: 'Take theirs' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('save-button')).toHaveTextContent('Saved');
    expect(saves).toHaveLength(sent);

    const shown = graphOf(store.getState());
    expect(llm(shown).data.prompt).toBe(THEIR_PROMPT);
    expect(endTitle(shown)).not.toBe('Hand-over');
    const backup = readBackup(W);
    expect(backup).toMatchObject({ choice: 'takeTheirs', revision: theirRevision });
    expect(endTitle(backup!.graph)).toBe('Hand-over');
    expect(readDraft(W)).toBeNull();

    act(() => store.edit(withEndTitle('After theirs')));
    await saveAndSettle(user);
    expect(saves.at(-1)?.baseRevision).toBe(theirRevision);
    const saved = await serverGraph();
    expect([llm(saved).data.prompt, endTitle(saved)]).toEqual([THEIR_PROMPT, 'After theirs']);
  });

  it('merged copy: a node changed on one side only comes from that side, with no duplicates, saved on their revision', async () => {
    const user = userEvent.setup();
    const { base } = await editorWithMyEdit();
    const theirRevision = await theySave();
    const dialog = await saveIntoConflict(user, theirRevision);
    expect(within(dialog).queryByTestId('conflict-both-changed')).toBeNull();
    const saved = await chooseAndSave(user, dialog, 'Merge both', theirRevision);
    expect(ids(saved)).toEqual(ids(base));
    expect([llm(saved).data.prompt, endTitle(saved)]).toEqual([THEIR_PROMPT, 'Hand-over']);
    const backup = readBackup(W);
    expect(backup).toMatchObject({ choice: 'merged', revision: theirRevision });
    expect(llm(backup!.graph).data.prompt).toBe(THEIR_PROMPT);
  });

  it('merged copy where both changed the same field: the dialog lists it, mine is used, theirs is the backup', async () => {
    const user = userEvent.setup();
    const { store } = await editorWithMyEdit();
    act(() => store.edit(withPrompt('My prompt.')));
    const theirRevision = await theySave();
    const dialog = await saveIntoConflict(user, theirRevision);
    expect(within(dialog).getByTestId('conflict-both-changed')).toHaveTextContent('You both changed LLM (Prompt): yours is used.');
    const saved = await chooseAndSave(user, dialog, 'Merge both', theirRevision);
    expect([llm(saved).data.prompt, endTitle(saved)]).toEqual(['My prompt.', 'Hand-over']);
    expect(llm(readBackup(W)!.graph).data.prompt).toBe(THEIR_PROMPT);
  });

  it('failing to load their graph shows the spec message with a retry, and the choices wait for it', async () => {
    const user = userEvent.setup();
    await editorWithMyEdit();
    const theirRevision = await theySave();
    server.use(
      http.get(
        '*/studio/v1/projects/:projectId/workflows/:workflowId/graph',
        () => new Response(JSON.stringify({ code: 500, message: 'down' }), { status: 500 }),
        { once: true },
      ),
    );
    await user.click(screen.getByTestId('save-button'));
    const dialog = await screen.findByRole('dialog', { name: 'This workflow was changed by someone else' });
    expect(await within(dialog).findByText('Failed to fetch workflow. Please try again later.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Merge both' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Merge both' })).toBeEnabled());
    const saved = await chooseAndSave(user, dialog, 'Merge both', theirRevision);
    expect([llm(saved).data.prompt, endTitle(saved)]).toEqual([THEIR_PROMPT, 'Hand-over']);
  });
});

describe('a draft restored after a reload', () => {
  it('still merges three-way: the draft kept its base', async () => {
    const user = userEvent.setup();
    const { base, unmount } = await editorWithMyEdit();
    unmount(); // the reload: the pending draft is flushed
    expect(endTitle(readDraft(W)!.draft)).toBe('Hand-over');
    const theirRevision = await theySave();

    const saved = await reopenAndMerge(user, theirRevision);
    expect(ids(saved)).toEqual(ids(base));
    expect([llm(saved).data.prompt, endTitle(saved)]).toEqual([THEIR_PROMPT, 'Hand-over']);
    expect(localStorage.getItem(draftKey(W))).toBeNull();
  });

  it('an old draft without its base is still restored; the merge then keeps both versions of what differs', async () => {
    const user = userEvent.setup();
    const opened = await getWorkflowGraph(P, W);
    const mine = withEndTitle('Hand-over')(shapeOf(opened));
    localStorage.setItem(draftKey(W), JSON.stringify({ baseRevision: opened.revision, graph: mine, savedAt: '2026-05-01T09:00:00Z' }));
    const theirRevision = await theySave();

    const saved = await reopenAndMerge(user, theirRevision);
    expect(endTitle(saved)).toBe('Hand-over');
    // Nothing lost: their LLM node comes back as a copy next to mine.
    expect(saved.nodes.filter((n) => n.kind === 'NODE_KIND_LLM').map((n) => (n as NodeOfKind<'NODE_KIND_LLM'>).data.prompt)).toEqual([
      llm(mine).data.prompt,
      THEIR_PROMPT,
    ]);
  });
});
