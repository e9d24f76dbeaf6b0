/**
 * A virtual table's sticky header row: each column's name; a sortable one's is a button (its arrow shows
 * the order, `aria-sort` on the column header says it), clicked or pressed with Enter or Space.
 */
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { CELL_PADDING_X, HEADER_FONT_SIZE, type VirtualColumn } from './columns';
import type { TableSort } from './table-sort';

export const HEADER_HEIGHT = 36;

const textSx = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', minWidth: 0 } as const;

export function HeaderRow<R>({
  columns,
  template,
  sort,
  onSort,
}: {
  columns: readonly VirtualColumn<R>[];
  template: string;
  sort: TableSort | null;
  onSort: (column: string) => void;
}) {
  return (
    <Box
      role="rowgroup"
      sx={{
        position: 'sticky',
        top: 0,
        zIndex: 1,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box role="row" aria-rowindex={1} sx={{ display: 'grid', gridTemplateColumns: template, height: HEADER_HEIGHT - 1 }}>
        {columns.map((column) => {
          const direction = sort?.column === column.id ? sort.direction : undefined;
          const justify = column.align === 'end' ? 'flex-end' : 'flex-start';
          return (
            <Box
              key={column.id}
              role="columnheader"
              aria-sort={column.sortValue ? (direction ?? 'none') : undefined}
              sx={{ display: 'flex', alignItems: 'center', justifyContent: justify, minWidth: 0, px: `${CELL_PADDING_X}px` }}
            >
              {column.sortValue ? (
                <ButtonBase
                  onClick={() => onSort(column.id)}
                  sx={{
                    display: 'flex',
                    gap: '2px',
                    minWidth: 0,
                    maxWidth: '100%',
                    height: 28,
                    font: 'inherit',
                    fontSize: HEADER_FONT_SIZE,
                    fontWeight: 500,
                    borderRadius: 0.5,
                    flexDirection: column.align === 'end' ? 'row-reverse' : 'row',
                    '&:hover .sort-arrow, &.Mui-focusVisible .sort-arrow': { opacity: direction ? 1 : 0.5 },
                    '&.Mui-focusVisible': { outline: '2px solid', outlineColor: 'primary.main' },
                  }}
                >
                  <Box component="span" sx={textSx}>
                    {column.header}
                  </Box>
                  <Box component="span" className="sort-arrow" aria-hidden sx={{ display: 'flex', flexShrink: 0, opacity: direction ? 1 : 0 }}>
                    {direction === 'descending' ? <ArrowDownwardIcon sx={{ fontSize: 14 }} /> : <ArrowUpwardIcon sx={{ fontSize: 14 }} />}
                  </Box>
                </ButtonBase>
              ) : (
                <Box component="span" sx={{ ...textSx, fontSize: HEADER_FONT_SIZE, fontWeight: 500 }}>
                  {column.header}
                </Box>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
