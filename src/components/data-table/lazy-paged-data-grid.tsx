import type { GridValidRowModel } from '@mui/x-data-grid';
import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { forgetUserIntent, markUserActed, userHasActed, whenUserActs } from '../../lib/user-intent';
import type { PagedDataGridProps } from './paged-data-grid';
import { PlainRows } from './plain-rows';

const loadGrid = () => import('./paged-data-grid');
const Grid = lazy(loadGrid);

/** Set once the grid's chunk is in: a later list shows the grid at once. */
let gridLoaded = false;

/** Tests only: as on a page just opened, before any list loaded the grid and before anyone used the page (test files share modules). */
export function forgetLoadedGrid(): void {
  gridLoaded = false;
  forgetUserIntent();
}

/** Tests only: as on a page in use after a first list, the grid's chunk is in and lists show the grid at once. */
export async function loadGridNow(): Promise<void> {
  await loadGrid();
  gridLoaded = true;
  markUserActed();
}

/**
 * `PagedDataGrid`, loaded when a page first shows it (the grid is ~190 KB: never on the first screen). A page at
 * rest shows its rows as plain table rows in the grid's place (`PlainRows`); the grid (links, menus, paging,
 * selection) comes with the first sign of use — a pointer moving, a key, a touch (src/lib/user-intent.ts) — or at
 * once on a page already in use. Mounting the grid is the list's one long task (~360 ms with the CPU 4× slower):
 * a page opened and left alone on an old laptop never pays it.
 */
export function LazyPagedDataGrid<R extends GridValidRowModel>(props: PagedDataGridProps<R>) {
  const [ready, setReady] = useState(() => gridLoaded && userHasActed());
  const [wanted, setWanted] = useState(ready);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const stop = whenUserActs(() => {
      setWanted(true);
      void loadGrid().then(() => {
        gridLoaded = true;
        // A transition: React renders the grid in slices between which the page stays responsive (only the
        // commit, the grid's styles and measuring, is one task).
        if (live) startTransition(() => setReady(true));
      });
    });
    return () => {
      live = false;
      stop();
    };
  }, [ready]);

  const plain = <PlainRows {...props} busy={wanted} />;
  if (!ready) return plain;
  return (
    <Suspense fallback={plain}>
      <Grid {...(props as unknown as PagedDataGridProps<GridValidRowModel>)} />
    </Suspense>
  );
}
