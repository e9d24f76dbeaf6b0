/**
 * A virtual table's columns: a fixed width or a share of the room left (with a least width), the cell's
 * content (text is cut with an ellipsis and shows whole on hover), and, for a sortable column, the value
 * rows sort by. All rows share one CSS grid template, so the header and the rows line up.
 */
import type { ReactElement } from 'react';
import { textWidth } from '../../lib/text-width';

export interface VirtualColumn<R> {
  id: string;
  /** The header's text (a sortable column's button says it). */
  header: string;
  /** Width in px, or a share of the room the fixed columns leave, never under `min` px. */
  width: number | { flex: number; min: number };
  align?: 'start' | 'end';
  /** The cell: text (cut with an ellipsis, whole in its `title`) or an element drawn as it is. */
  cell: (row: R) => string | ReactElement;
  /** Sortable by clicking its header when given: the value rows are ordered by. */
  sortValue?: (row: R) => number | string;
}

/** A cell's horizontal padding, px (6 each side). */
export const CELL_PADDING_X = 6;
/** The header's font size, px. */
export const HEADER_FONT_SIZE = 13;
/** The room a sortable header keeps for its arrow, px (the icon and the gap before it). */
export const SORT_ICON_ROOM = 16;

/** The CSS grid template of the columns. */
export function gridTemplate(columns: readonly VirtualColumn<never>[]): string {
  return columns.map(({ width }) => (typeof width === 'number' ? `${width}px` : `minmax(${width.min}px, ${width.flex}fr)`)).join(' ');
}

/** The least width of the columns together, px. */
export function leastWidth(columns: readonly VirtualColumn<never>[]): number {
  return columns.reduce((sum, { width }) => sum + (typeof width === 'number' ? width : width.min), 0);
}

/** A fixed column's width: `base`, or more when its header (and its sort arrow) would not fit in it. */
export function headerFit(header: string, base: number, sortable: boolean): number {
  return Math.max(base, textWidth(header, HEADER_FONT_SIZE) + 2 * CELL_PADDING_X + (sortable ? SORT_ICON_ROOM : 0));
}
