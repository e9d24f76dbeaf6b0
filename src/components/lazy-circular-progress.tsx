/**
 * MUI's CircularProgress, loaded when first drawn. The build (vite.config.ts, `buttonProgressLazily`) gives it
 * to MUI's Button and IconButton in place of their static import: they draw it only while `loading`, and
 * the first screen (where no button is loading) then carries neither it nor its keyframes. Fetched on an
 * idle moment after the first screen (./lazy-alert.tsx, `usePreloadAlertWhenIdle`), so a button that starts
 * loading later shows its spinner at once.
 */
import type { CircularProgressProps } from '@mui/material/CircularProgress';
import { lazy, Suspense } from 'react';

export const loadCircularProgress = () => import('@mui/material/CircularProgress');
const CircularProgress = lazy(loadCircularProgress);

export default function LazyCircularProgress(props: CircularProgressProps) {
  return (
    <Suspense fallback={null}>
      <CircularProgress {...props} />
    </Suspense>
  );
}
