import Link from '@mui/material/Link';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import { Link as RouterLink } from 'react-router-dom';
import { TwoLineCell } from '../data-table/two-line-cell';

/**
 * The first column of a list whose rows open a page: the name as a link to it and, under it, a short
 * description (`TwoLineCell`; give the grid `rowHeight={TWO_LINE_ROW_HEIGHT}`).
 */
export function nameColumn<R extends GridValidRowModel>({
  headerName,
  href,
  name,
  description,
  minWidth = 260,
}: {
  headerName: string;
  href(row: R): string;
  name(row: R): string;
  description?(row: R): string | undefined;
  minWidth?: number;
}): GridColDef<R> {
  return {
    field: 'name',
    headerName,
    flex: 1,
    minWidth,
    renderCell: ({ row }) => (
      <TwoLineCell
        primary={
          <Link component={RouterLink} to={href(row)}>
            {name(row)}
          </Link>
        }
        secondary={description?.(row)}
      />
    ),
  };
}
