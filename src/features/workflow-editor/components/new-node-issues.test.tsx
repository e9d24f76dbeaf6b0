import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { WorkflowEditorScreen } from '../pages/workflow-editor-page';

const canvasNode = (id: string) => document.querySelector<HTMLElement>(`.react-flow__node[data-id="${id}"]`);
const badgeOf = (id: string) => canvasNode(id)?.querySelector('[data-testid="node-issues"]') ?? null;

/** Opens a workflow (start → LLM → end, valid), takes the edit permission, adds an LLM node from the palette. */
async function addLlmNode(language = 'en-us') {
  const en = language === 'en-us';
  const user = userEvent.setup();
  renderWithProviders(<WorkflowEditorScreen projectId="prj_support" workflowId="wf_support_summary" />, { language });
  await user.click(await screen.findByRole('button', { name: en ? 'Request edit permission' : '編集権限をリクエスト' }));
  await user.click(await screen.findByRole('button', { name: en ? 'Add LLM node' : 'LLM ノードを追加' }));
  const panel = await screen.findByTestId('node-panel');
  const id = panel.getAttribute('data-node-id')!;
  await waitFor(() => expect(canvasNode(id)).not.toBeNull());
  return { user, id, panel };
}

// The editor keeps a local draft of unsaved work: each test starts from the server's graph.
beforeEach(() => localStorage.clear());

describe('a node added a moment ago', () => {
  it('shows no errors until a field is left; then its badge and its panel say the same count', async () => {
    const { user, id, panel } = await addLlmNode();
    // The save waits on the empty model (the backend would refuse it) and says so, but the node shows nothing yet.
    await waitFor(() => expect(screen.getByTestId('save-button')).toHaveTextContent('Fix 1 issue to save'));
    expect(badgeOf(id)).toBeNull();
    expect(canvasNode(id)).toHaveAttribute('aria-label', 'LLM');
    expect(within(panel).queryByText('This field is required.')).toBeNull();
    expect(within(panel).queryByRole('region', { name: /This node needs attention/ })).toBeNull();
    expect(within(screen.getByTestId('editor-canvas')).queryAllByTestId('node-issues')).toHaveLength(0);

    // Into the title and out again: touched.
    await user.click(within(panel).getByRole('textbox', { name: 'Title' }));
    await user.tab();
    await waitFor(() => expect(badgeOf(id)).toHaveTextContent('3 issues'));
    // Read out by its name (its kind: it has no title yet) and count, never its id.
    expect(canvasNode(id)).toHaveAttribute('aria-label', 'LLM, 3 issues');
    const list = within(panel).getByRole('region', { name: /This node needs attention/ });
    expect(within(list).getByRole('heading')).toHaveTextContent('This node needs attention (3 items)');
    const lines = ['Model: This field is required.', 'Prompt: This field is required.', 'This node is not connected to the start node.'];
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(lines);
    // The badge's tooltip says the same, field by field.
    fireEvent.pointerEnter(badgeOf(id)!);
    expect(badgeOf(id)).toHaveAttribute('title', lines.join('\n'));
  });

  it('a save tried while it is invalid: the button names the count, a click shows every issue and opens the list of what to fix', async () => {
    const { user, id } = await addLlmNode();
    const save = screen.getByTestId('save-button');
    await waitFor(() => expect(save).toHaveTextContent('Fix 1 issue to save'));
    expect(save).toBeEnabled();
    expect(save).toHaveAttribute('aria-expanded', 'false');
    // Away from the new node: the overview is shown, the panel closed.
    await user.click(screen.getByRole('button', { name: 'Close the panel' }));

    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Fix these to save' });
    expect(save).toHaveAttribute('aria-expanded', 'true');
    const entry = within(dialog).getByRole('button', { name: /^This field is required\.\s*LLM · Model$/ });
    expect(entry).toHaveTextContent('This field is required.LLM · Model');
    // Every issue shows now: the badge, and the overview (behind the open list) lists as many for the node.
    await waitFor(() => expect(badgeOf(id)).toHaveTextContent('3 issues'));
    const overview = within(screen.getByTestId('overview-panel')).getByRole('list', { name: 'Items that need attention', hidden: true });
    expect(within(overview).getAllByRole('button', { name: /[.。]\s*LLM( ·|$)/, hidden: true })).toHaveLength(3);

    // The entry opens the node at its field.
    await user.click(entry);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Fix these to save' })).toBeNull());
    const panel = screen.getByTestId('node-panel');
    expect(panel).toHaveAttribute('data-node-id', id);
    await waitFor(() => expect(within(panel).getByRole('combobox', { name: 'Model' })).toHaveFocus());
  });

  it('a save tried on a graph the backend takes: it saves, and a fresh node’s issues show too', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WorkflowEditorScreen projectId="prj_support" workflowId="wf_support_summary" />);
    await user.click(await screen.findByRole('button', { name: 'Request edit permission' }));
    await user.click(await screen.findByRole('button', { name: 'Add End node' }));
    const id = (await screen.findByTestId('node-panel')).getAttribute('data-node-id')!;
    const save = screen.getByTestId('save-button');
    await waitFor(() => expect(save).toHaveTextContent(/^Save$/));
    expect(badgeOf(id)).toBeNull();
    await user.click(save);
    await waitFor(() => expect(badgeOf(id)).toHaveTextContent('1 issue'));
    await waitFor(() => expect(save).toHaveTextContent('Saved'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('in Japanese: the button and the list say the same', async () => {
    const { user } = await addLlmNode('ja-jp');
    const save = screen.getByTestId('save-button');
    await waitFor(() => expect(save).toHaveTextContent('1 件の問題を直すと保存できます'));
    await user.keyboard('{Control>}s{/Control}');
    const dialog = await screen.findByRole('dialog', { name: '保存する前に直す問題' });
    await user.click(within(dialog).getByRole('button', { name: /^必須項目です。\s*LLM · モデル$/ }));
    const panel = screen.getByTestId('node-panel');
    await waitFor(() => expect(within(panel).getByRole('combobox', { name: 'モデル' })).toHaveFocus());
    expect(within(panel).getByRole('region', { name: /このノードの要対応/ })).toHaveTextContent('このノードの要対応 3 件');
  });
});
