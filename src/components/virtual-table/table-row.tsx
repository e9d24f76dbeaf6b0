/**
 * A virtual table's row of cells (memoised: while scrolling only the rows coming into view are drawn).
 * Plain elements styled by the table (`vt-` classes, see `virtual-table.tsx`): a fast scroll draws a whole
 * screen of new rows every frame. Text is cut with an ellipsis on one line and whole in the cell's `title`.
 */
import { memo } from 'react';
import type { VirtualColumn } from './columns';

function Cells<R>({ row, columns }: { row: R; columns: readonly VirtualColumn<R>[] }) {
  return (
    <>
      {columns.map((column) => {
        const content = column.cell(row);
        const text = typeof content === 'string';
        return (
          <div
            key={column.id}
            role="cell"
            title={text ? content : undefined}
            className={`vt-cell${text ? ' vt-text' : ''}${column.align === 'end' ? ' vt-end' : ''}`}
          >
            {content}
          </div>
        );
      })}
    </>
  );
}

export const RowCells = memo(Cells) as typeof Cells;
