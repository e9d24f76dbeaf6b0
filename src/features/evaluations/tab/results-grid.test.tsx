import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { leastWidth, type VirtualColumn } from '../../../components/virtual-table/columns';
import { createTestI18n } from '../../../test/i18n';
import { renderWithProviders } from '../../../test/render';
import { generateResults } from '../testing/generate-results';
import { resultColumns } from './result-columns';
import { ResultsGrid } from './results-grid';

const many = generateResults(10_000);
const ROW = 36;

const table = () => screen.getByRole('table', { name: 'Evaluation results' });
const dataRows = () =>
  within(table())
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell');

describe('ResultsGrid', () => {
  // jsdom lays nothing out: give the scroll area the size a browser would.
  beforeEach(() => {
    const clientHeight = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(520);
    const scrollHeight = vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(36 + 10_000 * ROW);
    return () => {
      clientHeight.mockRestore();
      scrollHeight.mockRestore();
    };
  });

  it('renders only a window of 10,000 rows in one scroll, failures only until Show all rows is on', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ResultsGrid results={many} onOpenTrace={() => undefined} />);
    expect(screen.getByRole('heading', { name: 'Failed rows (3,334)' })).toBeInTheDocument();
    expect(table()).toHaveAttribute('aria-rowcount', '3335');
    let rows = dataRows();
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(40);
    expect(rows.every((row) => row.textContent?.includes('Failed'))).toBe(true);
    expect(rows.slice(0, 2).map((row) => cellsOf(row)[0]!.textContent)).toEqual(['1', '4']);

    await user.click(screen.getByRole('switch', { name: 'Show all rows' }));
    expect(screen.getByRole('heading', { name: 'All rows (10,000)' })).toBeInTheDocument();
    expect(table()).toHaveAttribute('aria-rowcount', '10001');
    rows = dataRows();
    expect(rows.length).toBeLessThan(40);
    expect(rows[0]).toHaveAttribute('aria-rowindex', '2');
    expect(within(rows[1]!).getByText('Passed')).toBeInTheDocument();

    // Scrolled to the middle: the window moves, still a window, no pages.
    table().scrollTop = 36 + 5000 * ROW;
    fireEvent.scroll(table());
    rows = dataRows();
    expect(rows.length).toBeLessThan(40);
    expect(rows.map((row) => cellsOf(row)[0]!.textContent)).toContain('5,001');
    expect(rows.find((row) => cellsOf(row)[0]!.textContent === '5,001')).toHaveAttribute('aria-rowindex', '5002');
  });

  it('can open on every row', () => {
    renderWithProviders(<ResultsGrid results={many} onOpenTrace={() => undefined} showAllAtFirst />);
    expect(screen.getByRole('switch', { name: 'Show all rows' })).toBeChecked();
    expect(table()).toHaveAttribute('aria-rowcount', '10001');
  });

  it('cuts long text to one line and keeps it whole in the title', () => {
    renderWithProviders(<ResultsGrid results={many.slice(0, 3)} onOpenTrace={() => undefined} />);
    const inputs = cellsOf(dataRows()[0]!)[1]!;
    expect(inputs).toHaveAttribute('title', inputs.textContent);
    expect(inputs).toHaveTextContent(/^inquiry: 注文した商品が届きません（注文番号 100000） \/ channel: chat$/);
    expect(inputs).toHaveStyle({ textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
  });

  it('sorts by score from its header: ascending, descending and back to row order, with aria-sort', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ResultsGrid results={many} onOpenTrace={() => undefined} />);
    const header = screen.getByRole('columnheader', { name: 'Score' });
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Inputs' })).not.toHaveAttribute('aria-sort');
    const firstRows = () =>
      dataRows()
        .slice(0, 3)
        .map((row) => [cellsOf(row)[0]!.textContent, cellsOf(row)[4]!.textContent]);

    await user.click(within(header).getByRole('button', { name: 'Score' }));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    expect(firstRows()).toEqual([
      ['1', '0.00'],
      ['22', '0.00'],
      ['43', '0.00'],
    ]);

    // Keyboard-operable: Enter on the focused header button.
    within(header).getByRole('button', { name: 'Score' }).focus();
    await user.keyboard('{Enter}');
    expect(header).toHaveAttribute('aria-sort', 'descending');
    expect(firstRows()).toEqual([
      ['7', '0.60'],
      ['28', '0.60'],
      ['49', '0.60'],
    ]);

    await user.click(within(header).getByRole('button', { name: 'Score' }));
    expect(header).toHaveAttribute('aria-sort', 'none');
    expect(firstRows().map(([row]) => row)).toEqual(['1', '4', '7']);

    // Another column takes the order over.
    await user.click(screen.getByRole('button', { name: 'Latency' }));
    expect(screen.getByRole('columnheader', { name: 'Latency' })).toHaveAttribute('aria-sort', 'ascending');
    expect(dataRows()[0]).toHaveTextContent('400 ms');
  });

  it("opens a row's trace through the callback with its debug run", async () => {
    const user = userEvent.setup();
    const onOpenTrace = vi.fn();
    renderWithProviders(<ResultsGrid results={many} onOpenTrace={onOpenTrace} />);
    await user.click(screen.getByRole('button', { name: 'Open the trace of row 4 on the Debug tab' }));
    expect(onOpenTrace).toHaveBeenCalledExactlyOnceWith('dbg_generated_3');
  });

  it('scrolls with the keyboard: a named, focusable scroll area', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ResultsGrid results={many} onOpenTrace={() => undefined} />);
    await user.click(screen.getByRole('switch', { name: 'Show all rows' }));
    expect(table()).toHaveAttribute('tabindex', '0');
    table().focus();
    await user.keyboard('{ArrowDown}');
    expect(table().scrollTop).toBe(ROW);
    await user.keyboard('{PageDown}');
    expect(table().scrollTop).toBe(ROW + 520 - 36 - ROW);
    await user.keyboard('{End}');
    expect(table().scrollTop).toBe(36 + 10_000 * ROW - 520);
    await user.keyboard('{Home}');
    expect(table().scrollTop).toBe(0);
  });

  it('says when no row failed, and when there are no rows, in Japanese too', async () => {
    const user = userEvent.setup();
    const passing = many.filter((result) => result.pass).slice(0, 5);
    const { unmount } = renderWithProviders(<ResultsGrid results={passing} onOpenTrace={() => undefined} />);
    expect(screen.getByText('No row failed.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Show all rows' }));
    expect(dataRows()).toHaveLength(5);
    unmount();

    renderWithProviders(<ResultsGrid results={[]} onOpenTrace={() => undefined} />, { language: 'ja-jp' });
    expect(screen.getByText('不合格の行はありません。')).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'すべての行を表示' }));
    expect(screen.getByText('行がありません。')).toBeInTheDocument();
  });
});

describe('result columns', () => {
  it.each(['en-us', 'ja-jp'])('fit the ~740 px beside the run list in %s, headers whole', (language) => {
    const i18n = createTestI18n(language);
    const columns = resultColumns(i18n.getFixedT(language, 'evaluationRuns'), language, () => undefined);
    // 740 px less the border (2) and a scroll bar (up to 18).
    expect(leastWidth(columns as readonly VirtualColumn<never>[])).toBeLessThanOrEqual(720);
    const width = (id: string) => columns.find((column) => column.id === id)!.width as number;
    expect(width('latency')).toBeGreaterThanOrEqual(88);
    expect(width('trace')).toBeGreaterThanOrEqual(64);
  });
});
