import { lazy, Suspense } from 'react';
import { LazyToaster } from '../components/toast/lazy-toaster';
import { NetworkStatus } from '../components/network-status';

// Mock builds only: production builds never include the demo panel (literal env check, dynamic import).
const DemoPanel = import.meta.env.VITE_API_MODE === 'msw' ? lazy(() => import('./demo-panel')) : undefined;

/** What floats above every page, gates included: toasts, the offline notice, the demo panel. */
export function AppOverlays() {
  return (
    <>
      <LazyToaster />
      <NetworkStatus />
      {DemoPanel && (
        <Suspense fallback={null}>
          <DemoPanel />
        </Suspense>
      )}
    </>
  );
}
