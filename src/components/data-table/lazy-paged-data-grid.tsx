import type { GridValidRowModel } from '@mui/x-data-grid';
import { lazy, Suspense } from 'react';
import { LoadingState } from '../states';
import type { PagedDataGridProps } from './paged-data-grid';

const Grid = lazy(() => import('./paged-data-grid'));

/** `PagedDataGrid`, loaded when a page first shows it (the grid is ~190 KB: never on the first screen). */
export function LazyPagedDataGrid<R extends GridValidRowModel>(props: PagedDataGridProps<R>) {
  return (
    <Suspense fallback={<LoadingState />}>
      <Grid {...(props as unknown as PagedDataGridProps<GridValidRowModel>)} />
    </Suspense>
  );
}
