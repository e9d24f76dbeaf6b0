import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';

// The bar is drawn only after a second of loading: its code loads then, not on the first screen (issue #34).
const LinearProgress = lazy(() => import('@mui/material/LinearProgress'));

export const PENDING_MS = 1000;
export const PENDING_MIN_MS = 500;

/** A progress bar for slow navigations: shown after 1000 ms of loading, then for at least 500 ms. */
export function NavigationProgress() {
  const loading = useNavigation().state !== 'idle';
  const [shownAt, setShownAt] = useState<number | undefined>();

  useEffect(() => {
    if (loading && shownAt === undefined) {
      const timer = setTimeout(() => setShownAt(Date.now()), PENDING_MS);
      return () => clearTimeout(timer);
    }
    if (!loading && shownAt !== undefined) {
      const timer = setTimeout(() => setShownAt(undefined), Math.max(0, PENDING_MIN_MS - (Date.now() - shownAt)));
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [loading, shownAt]);

  return shownAt === undefined ? null : (
    <Suspense fallback={null}>
      <LinearProgress sx={{ position: 'fixed', top: 0, left: 0, right: 0, zIndex: 2000 }} />
    </Suspense>
  );
}
