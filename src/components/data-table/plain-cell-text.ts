import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';

/**
 * A cell's text in the plain rows shown before the grid is ready: the column's `valueGetter` (the cell's value as the
 * grid gets it; the studio's getters read only the row), else the row's own field when it is text or a number; a
 * column that only renders (actions) is empty.
 */
export function plainCellText<R extends GridValidRowModel>(column: GridColDef<R>, row: R): string {
  const raw: unknown = row[column.field];
  const value: unknown = column.valueGetter ? column.valueGetter(raw as never, row, column, undefined as never) : raw;
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** MUI X's compact density: its row and header heights are the props' times 0.7, rounded down. */
export const compactHeight = (px: number) => Math.floor(px * 0.7);

/**
 * A column's width in the plain table (`table-layout: fixed`): its `width`, or its share (`flex`) of what the fixed
 * columns leave, never under its `minWidth`.
 */
export function plainColumnWidth(column: Pick<GridColDef, 'width' | 'flex' | 'minWidth'>, fixedPx: number, totalFlex: number): string {
  if (!column.flex || !totalFlex) return `${column.width ?? 100}px`;
  return `max(${column.minWidth ?? 50}px, calc((100% - ${fixedPx}px) * ${column.flex / totalFlex}))`;
}
