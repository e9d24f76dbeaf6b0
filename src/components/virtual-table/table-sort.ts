/**
 * A virtual table's order: by one column, ascending or descending, or none (the rows as given). A header
 * click goes none → ascending → descending → none. Ties keep the given order.
 */
import type { VirtualColumn } from './columns';

export interface TableSort {
  column: string;
  direction: 'ascending' | 'descending';
}

/** The order after a click on `column`'s header. */
export function nextSort(sort: TableSort | null, column: string): TableSort | null {
  if (sort?.column !== column) return { column, direction: 'ascending' };
  return sort.direction === 'ascending' ? { column, direction: 'descending' } : null;
}

/** `rows` in the order `sort` asks for (a new array when sorted; `rows` itself when not). */
export function sortRows<R>(rows: readonly R[], columns: readonly VirtualColumn<R>[], sort: TableSort | null): readonly R[] {
  const valueOf = sort && columns.find((column) => column.id === sort.column)?.sortValue;
  if (!sort || !valueOf) return rows;
  const sign = sort.direction === 'ascending' ? 1 : -1;
  const keyed = rows.map((row, index) => ({ row, index, value: valueOf(row) }));
  keyed.sort((a, b) => {
    const order = a.value < b.value ? -1 : a.value > b.value ? 1 : 0;
    return order === 0 ? a.index - b.index : sign * order;
  });
  return keyed.map(({ row }) => row);
}
