/**
 * A virtual table's row of cells (memoised: while scrolling only the rows coming into view are drawn).
 * Text is cut with an ellipsis on one line and whole in the cell's `title`.
 */
import Box from '@mui/material/Box';
import { memo } from 'react';
import { CELL_PADDING_X, type VirtualColumn } from './columns';

function Cells<R>({ row, columns }: { row: R; columns: readonly VirtualColumn<R>[] }) {
  return (
    <>
      {columns.map((column) => {
        const content = column.cell(row);
        const end = column.align === 'end';
        return (
          <Box
            key={column.id}
            role="cell"
            title={typeof content === 'string' ? content : undefined}
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: end ? 'flex-end' : 'flex-start',
              minWidth: 0,
              px: `${CELL_PADDING_X}px`,
              ...(typeof content === 'string' && {
                display: 'block',
                alignSelf: 'center',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                textAlign: end ? 'right' : 'left',
              }),
            }}
          >
            {content}
          </Box>
        );
      })}
    </>
  );
}

export const RowCells = memo(Cells) as typeof Cells;
