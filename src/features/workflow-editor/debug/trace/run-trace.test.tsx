import { act, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DebugRun } from '../../../../generated/model';
import { renderWithProviders } from '../../../../test/render';
import { failedRun, largeRun, nodeRun, RUN_START_MS, succeededRun, TRIAGE_GRAPH_NODES } from '../testing/debug-runs';
import { RunTrace, type RunTraceProps } from './run-trace';
import { FIRST_ENTRIES } from './use-drawn-entries';

/**
 * Renders the trace; `update` changes its props as its parent would (same tree, state kept). Like the
 * editor store, the parent marks a reveal request done when the trace says so.
 */
function renderTrace(props: Partial<RunTraceProps> & { run: DebugRun }, language = 'en-us') {
  const setters: Array<(next: Partial<RunTraceProps>) => void> = [];
  function Parent() {
    const [current, setCurrent] = useState<Partial<RunTraceProps> & { run: DebugRun }>(props);
    setters[0] = (next) => setCurrent((value) => ({ ...value, ...next }));
    return <RunTrace graphNodes={TRIAGE_GRAPH_NODES} onFocusedRevealed={() => setCurrent((value) => ({ ...value, revealFocused: false }))} {...current} />;
  }
  const view = renderWithProviders(<Parent />, { language });
  const update = (next: Partial<RunTraceProps>) => act(() => setters[0]!(next));
  return { ...view, update };
}

const nodeList = () => screen.getByRole('list', { name: 'Nodes in execution order' });
const entries = () =>
  within(nodeList())
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === nodeList());
const header = (title: string) => screen.getByRole('button', { name: new RegExp(title) });
const entryOf = (title: string) => header(title).closest('li')!;

describe('RunTrace', () => {
  // jsdom lays nothing out: the logs' scroll area gets the height a browser would give it.
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(200);
  });
  afterEach(() => vi.restoreAllMocks());

  it('lists the nodes in execution order with status, time and tokens, under the run summary', () => {
    renderTrace({ run: succeededRun() });
    expect(entries().map((entry) => within(entry).getByRole('heading', { level: 3 }).textContent)).toEqual([
      '1Succeeded問い合わせ受付Start4 ms',
      '2SucceededFAQ 検索Knowledge312 ms',
      '3Succeededカテゴリ分類LLM1,234 tokens1.2 sec',
      '4Succeeded返品かどうかIf-else2 ms',
      '5Succeeded注文ステータス照会Database140 ms',
      '6Succeeded返品対応End3 ms',
    ]);
    const summary = screen.getByRole('region', { name: 'Run trace' }).querySelector('dl')!;
    expect(summary).toHaveTextContent('Succeeded');
    expect(summary).toHaveTextContent('ModeAuto');
    expect(summary).toHaveTextContent('Started by山田 太郎');
    expect(summary).toHaveTextContent('Duration1.7 sec');
    expect(summary).toHaveTextContent('Tokens1,234 tokens');
    expect(summary).toHaveTextContent('Revision7');
    // Nothing open: no failure, no focus.
    expect(entries().every((entry) => within(entry).getByRole('button').getAttribute('aria-expanded') === 'false')).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('opens a failed node with its error and shows the run failure, in Japanese too', () => {
    const { unmount } = renderTrace({ run: failedRun() });
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Workflow debug execution failed',
      'Model selection is temporarily unavailable.',
    ]);
    const failed = entryOf('カテゴリ分類');
    expect(within(failed).getByRole('button', { name: /Failed/ })).toHaveAttribute('aria-expanded', 'true');
    expect(within(failed).getByRole('alert')).toHaveTextContent('Model selection is temporarily unavailable.');
    expect(within(failed).getByRole('list', { name: 'Logs: カテゴリ分類' })).toHaveTextContent(
      'ERRORModel gpt-4o: Model selection is temporarily unavailable.',
    );
    unmount();

    renderTrace({ run: failedRun() }, 'ja-jp');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'ワークフローのデバッグ実行に失敗しました',
      'モデルの選択は一時的に利用できません。',
    ]);
    expect(screen.getByRole('button', { name: /失敗/ })).toHaveAttribute('aria-expanded', 'true');
  });

  it('opens a node that fails while the run is polled, and keeps what the user opened', async () => {
    const user = userEvent.setup();
    const running = succeededRun({ status: 'DEBUG_RUN_STATUS_RUNNING', finishedAt: undefined });
    running.nodes = running.nodes.slice(0, 2);
    const { update } = renderTrace({ run: running });
    await user.click(header('FAQ 検索'));
    const failed = failedRun();
    update({ run: failed });
    expect(within(entryOf('カテゴリ分類')).getByRole('alert')).toHaveTextContent('Model selection is temporarily unavailable.');
    expect(within(entryOf('FAQ 検索')).getByRole('button', { name: /FAQ 検索/ })).toHaveAttribute('aria-expanded', 'true');
    // The user may close the failed one.
    await user.click(header('カテゴリ分類'));
    expect(within(entryOf('カテゴリ分類')).queryByRole('alert')).toBeNull();
  });

  it("says 'Could not retrieve error message.' for a failed node without one", () => {
    renderTrace({ run: failedRun({}, { withoutError: true }) });
    expect(within(entryOf('カテゴリ分類')).getByRole('alert')).toHaveTextContent('Could not retrieve error message.');
  });

  it('opens an entry on click with times, inputs, outputs and log, and Show on canvas calls back', async () => {
    const user = userEvent.setup();
    const onShowOnCanvas = vi.fn();
    renderTrace({ run: succeededRun(), onShowOnCanvas });
    await user.click(header('カテゴリ分類'));
    const llm = entryOf('カテゴリ分類');
    expect(within(llm).getByRole('button', { name: /カテゴリ分類/ })).toHaveAttribute('aria-expanded', 'true');
    expect(llm).toHaveTextContent('Token usagePrompt 1,012, completion 222, total 1,234 tokens');
    expect(llm).toHaveTextContent(/Started.*Nov 24, 2026.*Finished/);
    expect(within(llm).getByRole('group', { name: 'systemPrompt' })).toHaveTextContent('あなたはカスタマーサポートの一次振り分け担当です。');
    expect(within(llm).getByRole('group', { name: 'answer' })).toHaveTextContent('カテゴリ: 返品');
    expect(within(within(llm).getByRole('list', { name: 'Logs: カテゴリ分類' })).getAllByRole('listitem')).toHaveLength(2);

    await user.click(within(llm).getByRole('button', { name: 'Show on canvas' }));
    expect(onShowOnCanvas).toHaveBeenCalledWith('llm_1');

    await user.click(header('カテゴリ分類'));
    expect(within(llm).queryByRole('group', { name: 'answer' })).toBeNull();
  });

  it('shows a JSON output as a tree', async () => {
    const user = userEvent.setup();
    renderTrace({ run: succeededRun() });
    await user.click(header('FAQ 検索'));
    const tree = within(entryOf('FAQ 検索')).getByRole('tree', { name: 'documents' });
    expect(within(tree).getByText('"返品は商品到着後 30 日以内に受け付けます。"')).toBeInTheDocument();
  });

  it('collapses a long value behind Show all and copies it whole', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    const long = `${'注文した商品がまだ届きません。'.repeat(40)}END`;
    const run = succeededRun();
    run.nodes[0] = { ...run.nodes[0]!, inputs: [{ name: 'inquiry', value: long }] };
    renderTrace({ run });
    await user.click(header('問い合わせ受付'));
    const value = within(entryOf('問い合わせ受付')).getAllByRole('group', { name: 'inquiry' })[0]!;
    expect(value).not.toHaveTextContent('END');
    await user.click(within(value).getByRole('button', { name: 'Show all' }));
    expect(value).toHaveTextContent(`${'注文した商品がまだ届きません。'.repeat(40)}END`);
    await user.click(within(value).getByRole('button', { name: 'Copy inquiry' }));
    expect(writeText).toHaveBeenCalledWith(long);
  });

  it('opens and scrolls to the node focused from the canvas, again on a new request', async () => {
    const user = userEvent.setup();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { update } = renderTrace({ run: succeededRun(), focusedNodeId: null });
    expect(scrollIntoView).not.toHaveBeenCalled();

    update({ focusedNodeId: 'db_1', revealFocused: true });
    const db = entryOf('注文ステータス照会');
    expect(within(db).getByRole('button', { name: /注文ステータス照会/ })).toHaveAttribute('aria-expanded', 'true');
    expect(db).toHaveAttribute('aria-current', 'true');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(db);
    expect(scrollIntoView).toHaveBeenCalledWith({ block: 'nearest' });

    // Closed by the user, then the same node clicked on the canvas again.
    await user.click(header('注文ステータス照会'));
    expect(within(db).getByRole('button', { name: /注文ステータス照会/ })).toHaveAttribute('aria-expanded', 'false');
    update({ focusedNodeId: 'db_1', revealFocused: true });
    expect(within(db).getByRole('button', { name: /注文ステータス照会/ })).toHaveAttribute('aria-expanded', 'true');
    expect(scrollIntoView).toHaveBeenCalledTimes(2);

    // A node that did not run (the else branch's end) is not in the trace: nothing happens.
    update({ focusedNodeId: 'end_general', revealFocused: true });
    expect(scrollIntoView).toHaveBeenCalledTimes(2);
  });

  it('names a node by its kind when neither the run nor the graph has a title, and warns when stale', () => {
    const run = succeededRun({ nodes: [nodeRun({ nodeId: 'llm_9', kind: 'NODE_KIND_LLM' }, RUN_START_MS, 850)] });
    renderTrace({ run, graphNodes: [], stale: true });
    expect(entries()[0]).toHaveTextContent('1SucceededLLM850 ms');
    expect(screen.getByRole('alert')).toHaveTextContent('Could not refresh this run: what is shown may be out of date.');
  });

  it('keeps a 500-node run light: the first screenful of headers at once, the rest just after, no entry body until opened', async () => {
    const { graph, run } = largeRun(500, 200);
    renderTrace({ run, graphNodes: graph.nodes });
    // (DOM queries rather than role queries: those walk 500 entries' accessibility tree for seconds.)
    const list = document.querySelector('ol[aria-label="Nodes in execution order"]')!;
    expect(run.nodes.length).toBeGreaterThan(400);
    expect(list.children).toHaveLength(FIRST_ENTRIES);
    await waitFor(() => expect(list.children).toHaveLength(run.nodes.length));
    expect(list.querySelectorAll('button[aria-expanded="true"]')).toHaveLength(0);
    expect(list.querySelectorAll('[role="list"], [role="group"]')).toHaveLength(0);
  });

  it('draws and opens at once an entry far down a long trace asked for from the canvas', () => {
    Element.prototype.scrollIntoView = vi.fn();
    const { graph, run } = largeRun(500, 200);
    const far = run.nodes[300]!;
    renderTrace({ run, graphNodes: graph.nodes, focusedNodeId: far.nodeId, revealFocused: true });
    const list = document.querySelector('ol[aria-label="Nodes in execution order"]')!;
    expect(list.children).toHaveLength(301);
    const entry = list.querySelector(`li[data-node-id="${far.nodeId}"]`)!;
    expect(entry.querySelector('button')).toHaveAttribute('aria-expanded', 'true');
    expect(entry.querySelector('[role="list"]')).not.toBeNull();
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledTimes(1);
  });

  it('shows the run inputs and outputs on request', async () => {
    const user = userEvent.setup();
    renderTrace({ run: succeededRun() });
    const toggle = screen.getByRole('button', { name: /Run inputs and outputs/ });
    expect(toggle).toHaveTextContent('2 inputs, 2 outputs');
    expect(screen.queryByRole('group', { name: 'priority' })).toBeNull();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('group', { name: 'customerId' })).toHaveTextContent('C-20931');
    expect(screen.getByRole('group', { name: 'priority' })).toHaveTextContent('high');
  });
});
