/**
 * A table of many rows (10,000 and more) in one scroll, virtualised (@tanstack/react-virtual): only the
 * rows on screen (and a few more) are in the DOM, every row the same height. A sticky header sorts by a
 * column on a click (none → ascending → descending → none; the rows as given at first). ARIA table
 * semantics with `aria-rowcount` and each row's `aria-rowindex`; the scroll area is the named, focusable
 * table (axe's scrollable-region-focusable): arrows, Page Up/Down, Home and End scroll it.
 */
import Box from '@mui/material/Box';
import { observeElementRect, useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, useState, type Key, type KeyboardEvent } from 'react';
import { CELL_PADDING_X, gridTemplate, type VirtualColumn } from './columns';
import { HEADER_HEIGHT, HeaderRow } from './header-row';
import { scrollTopAfterKey } from './scroll-keys';
import { RowCells } from './table-row';
import { nextSort, sortRows, type TableSort } from './table-sort';

export interface VirtualTableProps<R> {
  rows: readonly R[];
  columns: readonly VirtualColumn<R>[];
  rowKey: (row: R) => Key;
  'aria-label': string;
  /** Height of the scroll area, px (header included). */
  height?: number;
  /** Height of each row, px. */
  rowHeight?: number;
}

const OVERSCAN = 4;

/** The rows' and cells' looks, once for the table (rows and cells are plain elements: see `table-row.tsx`). */
const BODY_SX = {
  '& .vt-body': { position: 'relative' },
  '& .vt-row': { position: 'absolute', top: 0, left: 0, width: '100%', display: 'grid', borderBottom: 1, borderColor: 'divider', boxSizing: 'border-box' },
  '& .vt-row:hover': { bgcolor: 'action.hover' },
  '& .vt-cell': { display: 'flex', alignItems: 'center', minWidth: 0, px: `${CELL_PADDING_X}px` },
  '& .vt-end': { justifyContent: 'flex-end' },
  '& .vt-text': { display: 'block', alignSelf: 'center', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .vt-text.vt-end': { textAlign: 'right' },
} as const;

export function VirtualTable<R>({ rows, columns, rowKey, 'aria-label': label, height = 520, rowHeight = 36 }: VirtualTableProps<R>) {
  const [sort, setSort] = useState<TableSort | null>(null);
  const shown = useMemo(() => sortRows(rows, columns, sort), [rows, columns, sort]);
  const template = useMemo(() => gridTemplate(columns as readonly VirtualColumn<never>[]), [columns]);

  const scrollRef = useRef<HTMLDivElement>(null);
  // The build runs no React Compiler; the virtualizer's functions are used in this render only.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    count: shown.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    getItemKey: (index) => rowKey(shown[index]!),
    // The rows start under the sticky header.
    scrollMargin: HEADER_HEIGHT,
    overscan: OVERSCAN,
    initialRect: { width: 0, height },
    // A table measured while hidden (display: none, an inactive tab; jsdom) reads 0 high: it draws a screenful still.
    observeElementRect: (instance, callback) => observeElementRect(instance, (rect) => callback(rect.height ? rect : { width: rect.width, height })),
    // A scroll re-renders with React's batching, not a synchronous flush inside the scroll event.
    useFlushSync: false,
  });

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const element = scrollRef.current;
    if (!element || event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const next = scrollTopAfterKey(event.key, element, { rowHeight, headerHeight: HEADER_HEIGHT });
    if (next === undefined) return;
    event.preventDefault();
    element.scrollTop = next;
  };

  return (
    <Box
      ref={scrollRef}
      role="table"
      aria-label={label}
      aria-rowcount={shown.length + 1}
      aria-colcount={columns.length}
      tabIndex={0}
      onKeyDown={onKeyDown}
      sx={{
        height,
        overflow: 'auto',
        overscrollBehavior: 'contain',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        fontSize: '0.8125rem',
        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 1 },
        ...BODY_SX,
      }}
    >
      <HeaderRow columns={columns} template={template} sort={sort} onSort={(column) => setSort((current) => nextSort(current, column))} />
      <div role="rowgroup" className="vt-body" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => (
          <div
            key={item.key}
            role="row"
            aria-rowindex={item.index + 2}
            className="vt-row"
            style={{ height: rowHeight, gridTemplateColumns: template, transform: `translateY(${item.start - HEADER_HEIGHT}px)` }}
          >
            <RowCells row={shown[item.index]!} columns={columns} />
          </div>
        ))}
      </div>
    </Box>
  );
}
