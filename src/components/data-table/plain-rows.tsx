import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { GridValidRowModel } from '@mui/x-data-grid';
import { useTranslation } from 'react-i18next';
import { compactHeight, plainCellText, plainColumnWidth } from './plain-cell-text';
import type { PagedDataGridProps } from './paged-data-grid';
import { useListSearch } from './use-list-search';

/** MUI X's checkbox column and footer (the pagination) heights, kept so the grid takes the same place. */
const CHECKBOX_WIDTH = 50;
const FOOTER_HEIGHT = 52;
const HEADER_HEIGHT = compactHeight(56);

const tableSx: SxProps<Theme> = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  overflow: 'hidden',
  '& table': { width: '100%', tableLayout: 'fixed', borderCollapse: 'collapse', borderSpacing: 0 },
  '& th, & td': {
    typography: 'body2',
    color: 'text.primary',
    textAlign: 'left',
    px: '10px',
    py: 0,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    borderBottom: 1,
    borderColor: 'divider',
  },
  '& th': { fontWeight: 500, height: HEADER_HEIGHT },
};

const footerSx: SxProps<Theme> = { height: FOOTER_HEIGHT, display: 'flex', alignItems: 'center', justifyContent: 'flex-end', px: 2, typography: 'body2' };

/**
 * The list's page as plain table rows — the columns' header names, the cells' text and the rows shown of how many —
 * in the DataGrid's place and size: what a page at rest shows, and what shows while the grid's chunk loads and
 * renders (`LazyPagedDataGrid`), so a slow CPU shows the rows before any grid machinery runs (issue #34). Links,
 * menus, paging and selection come with the grid. `busy`: the grid is on its way.
 */
export function PlainRows<R extends GridValidRowModel>({
  label,
  rows,
  columns,
  rowCount,
  getRowId,
  onSelectionChange,
  rowHeight = 52,
  busy = false,
}: PagedDataGridProps<R> & { busy?: boolean }) {
  const { t } = useTranslation('common');
  const { page, pageSize } = useListSearch();
  const from = rows.length ? (page - 1) * pageSize + 1 : 0;
  const fixedPx = columns.reduce((sum, column) => sum + (column.flex ? 0 : (column.width ?? 100)), onSelectionChange ? CHECKBOX_WIDTH : 0);
  const totalFlex = columns.reduce((sum, column) => sum + (column.flex ?? 0), 0);
  const height = compactHeight(rowHeight);
  return (
    <Box sx={tableSx}>
      <table aria-label={label} aria-busy={busy}>
        <colgroup>
          {onSelectionChange && <col style={{ width: CHECKBOX_WIDTH }} />}
          {columns.map((column) => (
            <col key={column.field} style={{ width: plainColumnWidth(column, fixedPx, totalFlex) }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {onSelectionChange && <td />}
            {columns.map((column) => (
              <th key={column.field} scope="col">
                {column.headerName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={getRowId(row)} style={{ height }}>
              {onSelectionChange && <td />}
              {columns.map((column) => (
                <td key={column.field}>{plainCellText(column, row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <Box sx={footerSx}>{t('pagination.displayedRows', { from, to: from ? from + rows.length - 1 : 0, count: rowCount })}</Box>
    </Box>
  );
}
