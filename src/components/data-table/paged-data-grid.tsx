import { DataGrid, type GridColDef, type GridRowId, type GridRowSelectionModel, type GridValidRowModel } from '@mui/x-data-grid';
import { jaJP } from '@mui/x-data-grid/locales';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { paginationLocaleText } from './pagination-locale-text';
import { useListSearch } from './use-list-search';

export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100];

export interface PagedDataGridProps<R extends GridValidRowModel> {
  /** The accessible name of the grid. */
  label: string;
  rows: R[];
  columns: GridColDef<R>[];
  /** The list's totalCount (server-side pagination). */
  rowCount: number;
  loading?: boolean;
  getRowId(row: R): GridRowId;
  /** Checkbox selection: the selected ids and their setter. */
  selection?: GridRowId[];
  onSelectionChange?(ids: GridRowId[]): void;
  /** Row height in px, for cells of two lines (`TwoLineCell`); the compact height otherwise. */
  rowHeight?: number;
}

/**
 * The shared list table: a MUI X DataGrid with server-side pagination bound to the `page` and
 * `pageSize` search params (the caller queries with `useListSearch()` too). Load it through
 * `LazyPagedDataGrid` so the grid stays out of the first download.
 */
export function PagedDataGrid<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  rowCount,
  loading,
  getRowId,
  selection,
  onSelectionChange,
  rowHeight,
}: PagedDataGridProps<R>) {
  const { t, i18n } = useTranslation('common');
  const { page, pageSize, setPage, setPageSize } = useListSearch();
  // MUI X's texts in the interface language, the pagination's from the studio's translations (both languages).
  const localeText = useMemo(
    () => ({ ...(i18n.language.startsWith('ja') ? jaJP.components.MuiDataGrid.defaultProps.localeText : {}), ...paginationLocaleText(t) }),
    [i18n.language, t],
  );
  const pageSizeOptions = PAGE_SIZE_OPTIONS.includes(pageSize) ? PAGE_SIZE_OPTIONS : [...PAGE_SIZE_OPTIONS, pageSize].sort((a, b) => a - b);
  const selectionModel: GridRowSelectionModel | undefined = selection ? { type: 'include', ids: new Set(selection) } : undefined;

  return (
    <DataGrid<R>
      aria-label={label}
      rows={rows}
      columns={columns}
      getRowId={getRowId}
      rowCount={rowCount}
      loading={loading}
      paginationMode="server"
      filterMode="server"
      sortingMode="server"
      disableColumnFilter
      disableColumnSorting
      disableColumnMenu
      // Filters are the server's; and the grid would otherwise probe `new Function`, which the CSP forbids.
      disableEval
      paginationModel={{ page: page - 1, pageSize }}
      pageSizeOptions={pageSizeOptions}
      onPaginationModelChange={(model) => {
        if (model.pageSize !== pageSize) setPageSize(model.pageSize);
        else if (model.page !== page - 1) setPage(model.page + 1);
      }}
      checkboxSelection={Boolean(onSelectionChange)}
      disableRowSelectionOnClick
      keepNonExistentRowsSelected={false}
      {...(selectionModel ? { rowSelectionModel: selectionModel } : {})}
      {...(onSelectionChange
        ? {
            onRowSelectionModelChange: (model: GridRowSelectionModel) => {
              const ids = model.type === 'include' ? [...model.ids] : rows.map(getRowId).filter((id) => !model.ids.has(id));
              onSelectionChange(ids);
            },
          }
        : {})}
      localeText={localeText}
      autoHeight
      density="compact"
      {...(rowHeight ? { rowHeight } : {})}
      sx={{ bgcolor: 'background.paper' }}
    />
  );
}

export default PagedDataGrid;
