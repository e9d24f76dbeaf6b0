import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DebugRun } from '../../../../generated/model';
import { renderWithProviders } from '../../../../test/render';
import { failedRun, nodeRun, RUN_START_MS, succeededRun, TRIAGE_GRAPH_NODES } from '../testing/debug-runs';
import { RunCompare } from './run-compare';

const iso = (ms: number) => new Date(ms).toISOString();

/** Run B: the model answered differently (fewer tokens), the if-else took the else branch, and it took 1.2 s longer. */
function otherRun(): DebugRun {
  const base = succeededRun({}, { answer: '[GPT-4o] カテゴリ: 配送。回答案: 配送状況をお調べします。' });
  const [start, knowledge, llm, ifElse] = base.nodes;
  const endGeneral = nodeRun(
    {
      nodeId: 'end_general',
      kind: 'NODE_KIND_END',
      title: '一般回答',
      outputs: [
        { name: 'category', value: llm!.outputs[0]!.value },
        { name: 'priority', value: 'normal' },
      ],
    },
    RUN_START_MS + 1552,
    3,
  );
  return {
    ...base,
    id: 'run_b',
    nodes: [
      start!,
      knowledge!,
      { ...llm!, usage: { promptTokens: 700, completionTokens: 194, totalTokens: 894 }, elapsedMs: 2434 },
      { ...ifElse!, outputs: [{ name: 'branch', value: 'else' }] },
      endGeneral,
    ],
    outputs: endGeneral.outputs,
    finishedAt: iso(RUN_START_MS + 2895),
  };
}

/** The node table (named 'Comparison of two runs', '2 つの実行の比較' in Japanese). */
const table = () => screen.getByRole('table', { name: /Comparison of two runs|2 つの実行の比較/ });
const bodyRows = () =>
  within(table())
    .getAllByRole('row')
    .filter((row) => row.classList.contains('cmp-row'));
const rowOf = (title: string) => bodyRows().find((row) => within(row).getByRole('rowheader').textContent?.includes(title))!;

describe('RunCompare', () => {
  it('aligns the rows by node: the first run’s order, then nodes only the second ran', () => {
    renderWithProviders(<RunCompare left={succeededRun()} right={otherRun()} graphNodes={TRIAGE_GRAPH_NODES} />);
    expect(bodyRows().map((row) => row.getAttribute('data-node-id'))).toEqual(['start', 'knowledge_1', 'llm_1', 'if_1', 'db_1', 'end_refund', 'end_general']);
    const cells = (title: string) =>
      within(rowOf(title))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells('FAQ 検索')).toEqual(['Succeeded', '312 ms', '—', 'Succeeded', '312 ms', '—']);
    expect(cells('カテゴリ分類')).toEqual(['Succeeded', '1.2 sec', '1,234 tokens', 'Succeeded', '2.4 sec+1.2 sec', '894 tokens−340 tokens']);
    expect(cells('注文ステータス照会')).toEqual(['Succeeded', '140 ms', '—', 'Not run', '', '']);
    expect(cells('一般回答')).toEqual(['Not run', '', '', 'Succeeded', '3 ms', '—']);
  });

  it('marks the rows that differ and leaves identical ones unmarked', () => {
    renderWithProviders(<RunCompare left={succeededRun()} right={otherRun()} graphNodes={TRIAGE_GRAPH_NODES} />);
    const marked = bodyRows().filter((row) => within(row).queryByText('Differs'));
    expect(marked.map((row) => row.getAttribute('data-node-id'))).toEqual(['llm_1', 'if_1', 'db_1', 'end_refund', 'end_general']);
    expect(bodyRows().map((row) => row.getAttribute('data-differs'))).toEqual(['false', 'false', 'true', 'true', 'true', 'true', 'true']);
    expect(screen.getByText('5 of 7 nodes differ')).toBeInTheDocument();
  });

  it('shows only the differences on request', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RunCompare left={succeededRun()} right={otherRun()} graphNodes={TRIAGE_GRAPH_NODES} />);
    await user.click(screen.getByRole('switch', { name: 'Only differences' }));
    expect(bodyRows().map((row) => row.getAttribute('data-node-id'))).toEqual(['llm_1', 'if_1', 'db_1', 'end_refund', 'end_general']);
    await user.click(screen.getByRole('switch', { name: 'Only differences' }));
    expect(bodyRows()).toHaveLength(7);
  });

  it('says when two runs went the same way', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RunCompare left={succeededRun()} right={succeededRun({ id: 'run_again' })} graphNodes={TRIAGE_GRAPH_NODES} />);
    expect(screen.getByText('0 of 6 nodes differ')).toBeInTheDocument();
    expect(screen.queryByText('Differs')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Only differences' }));
    expect(screen.getByText('The two runs went the same way: no node differs.')).toBeInTheDocument();
  });

  it('gives the totals of both runs with the difference', () => {
    renderWithProviders(<RunCompare left={succeededRun()} right={otherRun()} graphNodes={TRIAGE_GRAPH_NODES} />);
    const totals = screen.getByRole('table', { name: 'Totals' });
    const row = (name: string) =>
      within(within(totals).getByRole('rowheader', { name }).closest('tr')!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(row('Total duration')).toEqual(['1.7 sec', '2.9 sec', '+1.2 sec']);
    expect(row('Total tokens')).toEqual(['1,234 tokens', '894 tokens', '−340 tokens']);
  });

  it('opens a row to its inputs and outputs side by side, the changed words marked', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RunCompare left={succeededRun()} right={otherRun()} graphNodes={TRIAGE_GRAPH_NODES} />);
    const toggle = screen.getByRole('button', { name: 'Show details of カテゴリ分類' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide details of カテゴリ分類');
    const detail = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    const answer = within(detail).getByRole('group', { name: 'answer' });
    expect(answer).toHaveAttribute('data-differs', 'true');
    const a = within(answer).getByRole('group', { name: 'Run A' });
    const b = within(answer).getByRole('group', { name: 'Run B' });
    expect(a).toHaveTextContent('[GPT-4o] カテゴリ: 返品。');
    expect(b).toHaveTextContent('[GPT-4o] カテゴリ: 配送。');
    // Word by word (Japanese has no spaces): the common words stay unmarked.
    expect(Array.from(a.querySelectorAll('del'), (del) => del.textContent)).toContain('返品');
    expect(Array.from(b.querySelectorAll('ins'), (ins) => ins.textContent)).toContain('配送');
    expect(Array.from(b.querySelectorAll('ins'), (ins) => ins.textContent).join('')).not.toContain('カテゴリ');
    // The identical prompt input is not marked.
    const systemPrompt = within(detail).getByRole('group', { name: 'systemPrompt' });
    expect(systemPrompt).toHaveAttribute('data-differs', 'false');
    expect(within(systemPrompt).getByText('Same')).toBeInTheDocument();
    expect(systemPrompt.querySelector('del, ins')).toBeNull();

    await user.click(toggle);
    expect(within(table()).queryByRole('group', { name: 'answer' })).toBeNull();
  });

  it('compares the run inputs and the final outputs, and a run that failed, in Japanese', () => {
    renderWithProviders(<RunCompare left={succeededRun()} right={failedRun()} graphNodes={TRIAGE_GRAPH_NODES} />, { language: 'ja-jp' });
    const outputs = screen.getByRole('heading', { name: '最終出力' }).closest('section')!;
    const priority = within(outputs).getByRole('group', { name: 'priority' });
    expect(within(priority).getByRole('group', { name: '実行 A' })).toHaveTextContent('high');
    expect(within(priority).getByRole('group', { name: '実行 B' })).toHaveTextContent('なし');
    const inputs = screen.getByRole('heading', { name: '実行時の入力' }).closest('section')!;
    expect(within(inputs).getAllByText('同じ')).toHaveLength(2);
    expect(
      within(rowOf('カテゴリ分類'))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['成功', '1.2 秒', '1,234 トークン', '失敗', '20 ms−1.2 秒', '—']);
    expect(within(rowOf('返品かどうか')).getAllByRole('cell')[3]).toHaveTextContent('未実行');
  });
});
