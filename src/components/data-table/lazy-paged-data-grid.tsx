import type { GridValidRowModel } from '@mui/x-data-grid';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import type { PagedDataGridProps } from './paged-data-grid';
import { PlainRows } from './plain-rows';

const loadGrid = () => import('./paged-data-grid');
const Grid = lazy(loadGrid);

/** Set once the grid's chunk is in: a later list shows the grid at once. */
let gridLoaded = false;

/** Tests only: as on a first visit, before any list loaded the grid (test files share modules). */
export function forgetLoadedGrid(): void {
  gridLoaded = false;
}

/** Tests only: as after a first list, the grid's chunk is in and lists show the grid at once. */
export async function loadGridNow(): Promise<void> {
  await loadGrid();
  gridLoaded = true;
}

/**
 * `PagedDataGrid`, loaded when a page first shows it (the grid is ~190 KB: never on the first screen). Until the
 * grid's chunk is in and rendered, the page's rows show as plain table rows in its place (`PlainRows`), so a list
 * is on screen before any grid machinery runs.
 */
export function LazyPagedDataGrid<R extends GridValidRowModel>(props: PagedDataGridProps<R>) {
  const [ready, setReady] = useState(gridLoaded);
  useEffect(() => {
    if (ready) return;
    let live = true;
    // Asked for at once, not when idle: the rows' links and menus come with the grid, and on a busy machine
    // an idle moment can be seconds away.
    void loadGrid().then(() => {
      gridLoaded = true;
      // A transition: React renders the grid in slices between which the page stays responsive (only the
      // commit, the grid's styles and measuring, is one task).
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, [ready]);

  const plain = <PlainRows {...props} />;
  if (!ready) return plain;
  return (
    <Suspense fallback={plain}>
      <Grid {...(props as unknown as PagedDataGridProps<GridValidRowModel>)} />
    </Suspense>
  );
}
