import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { LazyPagedDataGrid } from './lazy-paged-data-grid';
import { SearchField } from './search-field';
import { useListSearch } from './use-list-search';

const ALL = Array.from({ length: 27 }, (_, index) => ({ id: `r${index + 1}`, name: `Row ${index + 1}` }));

/** A list the way a screen uses the table: query by the search params, render one page. */
function Rows() {
  const search = useListSearch();
  const location = useLocation();
  const matching = ALL.filter((row) => !search.name || row.name.includes(search.name));
  const rows = matching.slice((search.page - 1) * search.pageSize, search.page * search.pageSize);
  return (
    <>
      <output aria-label="url">{location.search}</output>
      <SearchField label="Search" value={search.name} onChange={search.setName} />
      <LazyPagedDataGrid
        label="Things"
        rows={rows}
        columns={[{ field: 'name', headerName: 'Name', flex: 1 }]}
        rowCount={matching.length}
        getRowId={(row) => row.id}
      />
    </>
  );
}

function renderAt(url: string, language = 'en-us') {
  return renderWithProviders(
    <Routes>
      <Route path="/list" element={<Rows />} />
    </Routes>,
    { route: url, language },
  );
}

describe('PagedDataGrid bound to the search params', () => {
  it('opens on the page the URL names and writes page changes back to the URL', async () => {
    renderAt('/list?page=3&pageSize=10');
    const grid = await screen.findByRole('grid', { name: 'Things' });
    expect(within(grid).getByText('Row 21')).toBeInTheDocument();
    expect(within(grid).queryByText('Row 1')).toBeNull();
    expect(screen.getByText(/21–27 of 27/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to previous page' }));
    expect(screen.getByLabelText('url')).toHaveTextContent('?page=2');
    expect(within(screen.getByRole('grid', { name: 'Things' })).getByText('Row 11')).toBeInTheDocument();
  });

  it('falls back silently on invalid params, and a search starts again on page 1', async () => {
    renderAt('/list?page=abc&pageSize=3');
    const grid = await screen.findByRole('grid', { name: 'Things' });
    expect(within(grid).getByText('Row 1')).toBeInTheDocument();
    expect(screen.getByText(/1–10 of 27/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    expect(screen.getByLabelText('url')).toHaveTextContent('?page=2');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'Row 2{Enter}');
    await vi.waitFor(() => expect(screen.getByLabelText('url')).toHaveTextContent('?name=Row+2'));
    expect(screen.getByText(/1–9 of 9/)).toBeInTheDocument();
  });
});

describe('PagedDataGrid in the interface language', () => {
  it('Japanese: the pagination reads in Japanese (MUI X leaves "1–3 of 3" in English), its buttons too', async () => {
    renderAt('/list?page=3&pageSize=10', 'ja-jp');
    await screen.findByRole('grid', { name: 'Things' });
    expect(screen.getByText('21–27 件 / 全 27 件')).toBeInTheDocument();
    expect(screen.queryByText(/ of /)).toBeNull();
    expect(screen.getByText('1 ページの行数:')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '前のページへ' }));
    expect(screen.getByLabelText('url')).toHaveTextContent('?page=2');
    expect(screen.getByText('11–20 件 / 全 27 件')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '次のページへ' })).toBeEnabled();
  });
});
