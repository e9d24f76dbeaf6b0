/**
 * The visual diff (#31, Deliver 3): each change marked on the canvas by a badge with a word (not colour
 * alone) and in the node's label, the change list with previous/next by button and key, a changed LLM
 * prompt in Japanese diffed by character, the layout switch, and two identical graphs.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GraphNode } from '../../../../generated/model';
import { renderWithProviders } from '../../../../test/render';
import type { GraphShape } from '../../model/graph-types';
import { RevisionDiffView } from './revision-diff-view';

const start: GraphNode = { id: 'start', kind: 'NODE_KIND_START', position: { x: 0, y: 0 }, data: { inputVariables: [] } };
const llm = (prompt: string, x = 300): GraphNode => ({
  id: 'llm_1',
  kind: 'NODE_KIND_LLM',
  title: '回答',
  position: { x, y: 0 },
  data: { modelId: 'gpt-4o', prompt, outputVariable: 'answer' },
});
const end: GraphNode = { id: 'end', kind: 'NODE_KIND_END', title: 'Old end', position: { x: 600, y: 0 }, data: { outputVariables: [] } };
const end2: GraphNode = { id: 'end_2', kind: 'NODE_KIND_END', title: 'New end', position: { x: 600, y: 200 }, data: { outputVariables: [] } };

const BEFORE_PROMPT = 'お客様への返信です。\n返品を受け付けます。';
const AFTER_PROMPT = 'お客様への返信です。\n返品は受け付けません。';

const before: GraphShape = {
  nodes: [start, llm(BEFORE_PROMPT), end],
  edges: [
    { id: 'e1', source: 'start', target: 'llm_1' },
    { id: 'e2', source: 'llm_1', target: 'end' },
  ],
};
const after: GraphShape = {
  nodes: [start, llm(AFTER_PROMPT), end2],
  edges: [
    { id: 'e1', source: 'start', target: 'llm_1' },
    { id: 'e3', source: 'llm_1', target: 'end_2' },
  ],
};

function renderDiff(b: GraphShape, a: GraphShape, language = 'en-us') {
  const onClose = vi.fn();
  renderWithProviders(<RevisionDiffView before={b} after={a} beforeLabel="Revision 3" afterLabel="Revision 7" onClose={onClose} />, { language });
  return { onClose };
}

const nodeElement = (id: string) => document.querySelector<HTMLElement>(`.react-flow__node[data-id="${id}"]`);
const changeRows = () => within(screen.getByRole('list')).getAllByRole('button');
const currentRow = () => changeRows().find((row) => row.getAttribute('aria-current') === 'true');

beforeEach(() => localStorage.clear());

describe('RevisionDiffView', () => {
  it('marks added, removed and changed nodes and edges by badge, label and class, and counts them', async () => {
    renderDiff(before, after);
    expect(screen.getByRole('heading', { name: 'Revision 3 → Revision 7' })).toBeInTheDocument();
    expect(screen.getByTestId('diff-counts')).toHaveTextContent('+1 node, −1 node, 1 changed, +1 connection, −1 connection');
    await waitFor(() => expect(nodeElement('end_2')).not.toBeNull());
    expect(nodeElement('end_2')).toHaveClass('wf-diff-node--added');
    expect(nodeElement('end_2')).toHaveAttribute('aria-label', 'Added: New end');
    expect(within(nodeElement('end_2')!).getByTestId('diff-badge')).toHaveTextContent('Added');
    // The removed node is drawn, ghosted, where the before graph had it.
    expect(nodeElement('end')).toHaveClass('wf-diff-node--removed');
    expect(nodeElement('end')).toHaveAttribute('aria-label', 'Removed: Old end');
    expect(nodeElement('llm_1')).toHaveClass('wf-diff-node--changed');
    expect(within(nodeElement('llm_1')!).getByTestId('diff-badge')).toHaveTextContent('Changed');
    // Unchanged: no mark.
    expect(nodeElement('start')).not.toHaveClass('wf-diff-node');
    expect(within(nodeElement('start')!).queryByTestId('diff-badge')).toBeNull();
    const edges = [...document.querySelectorAll('.react-flow__edge')];
    expect(edges.find((edge) => edge.classList.contains('wf-diff-edge--added'))).toHaveAttribute('aria-label', 'Connection added: 回答 → New end');
    expect(edges.find((edge) => edge.classList.contains('wf-diff-edge--removed'))).toHaveAttribute('aria-label', 'Connection removed: 回答 → Old end');
  });

  it('lists the changes in order and steps through them by button and by key (n / p, Alt+↓ / Alt+↑)', async () => {
    const user = userEvent.setup();
    renderDiff(before, after);
    expect(changeRows().map((row) => row.textContent)).toEqual([
      '~ Changed回答LLM',
      '− Connection removed回答 → Old endConnection',
      '+ Connection added回答 → New endConnection',
      '− RemovedOld endEnd',
      '+ AddedNew endEnd',
    ]);
    expect(screen.getByText(/Keys: N, Alt\+↓ next change/)).toBeInTheDocument();
    expect(currentRow()).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(currentRow()).toHaveTextContent('回答');
    await waitFor(() => expect(nodeElement('llm_1')).toHaveClass('selected'));
    await user.keyboard('n');
    expect(currentRow()).toHaveTextContent('Connection removed');
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(currentRow()).toHaveTextContent('Connection added');
    await user.keyboard('p');
    expect(currentRow()).toHaveTextContent('Connection removed');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    // Wraps around: before the first is the last.
    expect(currentRow()).toHaveTextContent('New end');
  });

  it('shows a changed LLM prompt in Japanese as a text diff marking only the changed characters', async () => {
    const user = userEvent.setup();
    renderDiff(before, after, 'ja-jp');
    await user.click(changeRows()[0]!);
    const fields = screen.getByRole('region', { name: '回答 の変更された設定' });
    expect(within(fields).getByText('プロンプト')).toBeInTheDocument();
    const diff = within(fields).getByTestId('text-diff');
    // Each marked part: its screen-reader word, then the text.
    const marked = (tag: string) => [...diff.querySelectorAll(tag)].map((el) => el.lastChild?.textContent);
    expect(marked('del')).toEqual(['を', 'す']);
    expect(marked('ins')).toEqual(['は', 'せん']);
    expect([...diff.querySelectorAll('del')].map((el) => el.firstChild?.textContent)).toEqual(['削除:', '削除:']);
    expect([...diff.querySelectorAll('ins')].map((el) => el.firstChild?.textContent)).toEqual(['追加:', '追加:']);
    // Read without the screen-reader words, the diff is the before text's removals and the after text's additions in place.
    expect(diff.textContent?.replace(/削除:|追加:/g, '')).toBe('お客様への返信です。\n返品をは受け付けますせん。');
  });

  it('leaves a moved-only node unmarked until layout changes are shown', async () => {
    const user = userEvent.setup();
    const moved: GraphShape = { nodes: [start, llm(BEFORE_PROMPT, 400), end], edges: before.edges };
    renderDiff(before, moved);
    expect(screen.getByRole('status')).toHaveTextContent('No changes');
    expect(screen.getByRole('status')).toHaveTextContent('Only the position of 1 node differs');
    await waitFor(() => expect(nodeElement('llm_1')).not.toBeNull());
    expect(nodeElement('llm_1')).not.toHaveClass('wf-diff-node--moved');
    await user.click(screen.getByRole('switch', { name: 'Show layout changes' }));
    expect(nodeElement('llm_1')).toHaveClass('wf-diff-node--moved');
    expect(within(nodeElement('llm_1')!).getByTestId('diff-badge')).toHaveTextContent('Moved');
    expect(changeRows().map((row) => row.textContent)).toEqual(['↔ Moved回答LLM']);
    expect(screen.getByTestId('diff-counts')).toHaveTextContent('1 moved');
  });

  it('says "No changes" for identical graphs, and closes', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDiff(before, before);
    expect(screen.getByRole('status')).toHaveTextContent('No changesBoth versions have the same nodes, settings and connections.');
    expect(screen.getByTestId('diff-counts')).toHaveTextContent('No changes');
    expect(screen.queryByRole('list')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
