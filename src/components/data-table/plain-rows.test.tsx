import { fireEvent, screen, within } from '@testing-library/react';
import type { GridColDef } from '@mui/x-data-grid';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { forgetLoadedGrid, LazyPagedDataGrid } from './lazy-paged-data-grid';
import { PlainRows } from './plain-rows';
import { compactHeight, plainCellText, plainColumnWidth } from './plain-cell-text';

interface Row {
  id: string;
  name: string;
  kind: 'a' | 'b';
}
const ROWS: Row[] = [
  { id: 'r1', name: 'First', kind: 'a' },
  { id: 'r2', name: 'Second', kind: 'b' },
];
const COLUMNS: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Name', flex: 1, renderCell: ({ row }) => <a href={`/r/${row.id}`}>{row.name}</a> },
  { field: 'kind', headerName: 'Kind', width: 90, valueGetter: (_value, row) => (row.kind === 'a' ? 'Alpha' : 'Beta') },
  { field: 'actions', headerName: 'Actions', width: 72, renderCell: () => <button type="button">Menu</button> },
];

const list = () => <LazyPagedDataGrid<Row> label="Things" rows={ROWS} columns={COLUMNS} rowCount={2} getRowId={(row) => row.id} />;

describe('LazyPagedDataGrid: plain rows before the grid', () => {
  beforeEach(forgetLoadedGrid);

  it('shows a page at rest as a plain table (header names, the cells’ text, the rows shown), and the grid in its place once the page is used', async () => {
    const { unmount } = renderWithProviders(list(), { route: '/list' });
    const table = screen.getByRole('table', { name: 'Things' });
    expect(screen.queryByRole('grid')).toBeNull();
    expect(table).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Kind', 'Actions']);
    const [, first, second] = within(table).getAllByRole('row');
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['First', 'Alpha', '']);
    expect(
      within(second!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Second', 'Beta', '']);
    // Nothing the grid renders runs yet: no link, no menu — and at rest, nothing brings the grid.
    expect(within(table).queryByRole('link')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('grid')).toBeNull();

    // The first sign of use (here the pointer moving over the page) brings the grid.
    fireEvent.pointerMove(document.body);
    const grid = await screen.findByRole('grid', { name: 'Things' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(grid).getByRole('link', { name: 'First' })).toBeInTheDocument();
    unmount();

    // On a page in use, with the grid's chunk in, a later list shows the grid at once.
    renderWithProviders(list(), { route: '/list' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(await screen.findByRole('grid', { name: 'Things' })).toBeInTheDocument();
  });

  it('keeps the place of the checkbox column when the list selects, and the grid’s compact row height; busy while the grid comes', () => {
    renderWithProviders(
      <PlainRows<Row>
        label="Things"
        rows={ROWS}
        columns={COLUMNS}
        rowCount={12}
        getRowId={(row) => row.id}
        selection={[]}
        onSelectionChange={() => {}}
        rowHeight={56}
        busy
      />,
      { route: '/list?page=2&pageSize=10' },
    );
    const [header, first] = screen.getAllByRole('row');
    expect(header!.children).toHaveLength(COLUMNS.length + 1);
    expect(first!.querySelectorAll('td')).toHaveLength(COLUMNS.length + 1);
    expect(first!.style.height).toBe('39px');
    expect(screen.getByRole('table', { name: 'Things' })).toHaveAttribute('aria-busy', 'true');
    // Page 2 of 10 rows each: the rows shown are counted from the page's first.
    expect(screen.getByText('11–12 of 12')).toBeInTheDocument();
  });
});

describe('plain cell text and column widths', () => {
  it('a cell is its valueGetter’s text, else the row’s text or number field, else empty', () => {
    expect(plainCellText(COLUMNS[0]!, ROWS[0]!)).toBe('First');
    expect(plainCellText(COLUMNS[1]!, ROWS[1]!)).toBe('Beta');
    expect(plainCellText(COLUMNS[2]!, ROWS[0]!)).toBe('');
    expect(plainCellText<{ id: string; n: number }>({ field: 'n' }, { id: 'x', n: 3 })).toBe('3');
  });

  it('fixed columns keep their width, flexible ones share what is left by flex, never under their minimum', () => {
    expect(plainColumnWidth({ width: 72 }, 162, 3)).toBe('72px');
    expect(plainColumnWidth({ flex: 2, minWidth: 130 }, 162, 4)).toBe('max(130px, calc((100% - 162px) * 0.5))');
    expect(compactHeight(56)).toBe(39);
    expect(compactHeight(52)).toBe(36);
  });
});
