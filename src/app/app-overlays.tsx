import { lazy, Suspense } from 'react';
import { LazyToaster } from '../components/toast/lazy-toaster';
import { NetworkStatus } from '../components/network-status';
import { loadNamespaces } from '../lib/i18n';

// Mock builds only: production builds never include the demo panel (literal env check, dynamic import).
// Its namespace is read with its code: read while it renders, it would update the other translated
// components in the middle of that render (React warns: "Cannot update a component while rendering").
const DemoPanel =
  import.meta.env.VITE_API_MODE === 'msw' ? lazy(async () => (await Promise.all([import('./demo-panel'), loadNamespaces(['demo'])]))[0]) : undefined;

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
