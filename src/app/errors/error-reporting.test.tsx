/**
 * Errors reach the reporter (#30): a render error the router catches is reported once — not again by the
 * React root — with the user and organization the gates set; one no boundary catches is reported once by
 * the React root the studio creates (studio-root.ts), with its component stack, and still logged; nothing
 * is sent outside stg and prd.
 */
import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportError, setReportingContext, startObservability, stopReporting } from '../../lib/observability';
import type { RuntimeConfig } from '../../lib/runtime-config';
import { createTestI18n } from '../../test/i18n';
import { TestProviders } from '../../test/providers';
import { createStudioRoot } from '../studio-root';
import { ErrorPage } from './error-page';

const sentry = vi.hoisted(() => ({ init: vi.fn(), captureException: vi.fn(), setUser: vi.fn(), setContext: vi.fn(), studioIntegrations: () => [] }));
vi.mock('../../lib/sentry', () => sentry);

const config = (environment: RuntimeConfig['environment']): RuntimeConfig => ({
  apiBaseUrl: '',
  idp: 'zitadel',
  oidcAuthority: 'http://localhost:9000',
  oidcClientId: 'studio-local',
  oidcProjectId: '283130000000000001',
  environment,
  apiMode: 'msw',
  sentryDsn: 'https://public@errors.example.com/1',
  featureFlags: {},
});

const broken = new Error('The page broke while drawing');
function Broken(): never {
  throw broken;
}

function renderBrokenRoute() {
  const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <ErrorPage /> }]);
  render(
    <TestProviders i18n={createTestI18n('en')}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
}

/** Lets the lazily loaded reporter and anything React schedules run. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 50));

function signedIn() {
  setReportingContext({
    userId: '283140000000000002',
    email: 'hanako.sato@acme.example',
    organizationId: '283134596912148481',
    organizationName: 'ACME 株式会社',
  });
}

afterEach(() => {
  stopReporting();
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('error reporting', () => {
  it('reports a render error the router catches once, with the user and organization', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startObservability(config('prd'));
    setReportingContext({
      userId: '283140000000000002',
      email: 'hanako.sato@acme.example',
      organizationId: '283134596912148481',
      organizationName: 'ACME 株式会社',
    });
    renderBrokenRoute();
    expect(await screen.findByRole('heading', { name: 'Something went wrong!' })).toBeInTheDocument();
    await waitFor(() => expect(sentry.captureException).toHaveBeenCalledWith(broken));
    // The React root's hook sees the same error: still one report.
    reportError(broken);
    await flush();
    expect(sentry.captureException).toHaveBeenCalledTimes(1);
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({ environment: 'prd', initialScope: expect.objectContaining({ tags: { app: 'studio' } }) }),
    );
    expect(sentry.setUser).toHaveBeenCalledWith({ id: '283140000000000002', email: 'hanako.sato@acme.example' });
    expect(sentry.setContext).toHaveBeenCalledWith('organization', { organizationId: '283134596912148481', organizationName: 'ACME 株式会社' });
    // The context was set before the report went out.
    expect(sentry.setUser.mock.invocationCallOrder[0]).toBeLessThan(sentry.captureException.mock.invocationCallOrder[0]!);
  });

  it('reports a render error no boundary catches once, through the React root the studio creates, with the user and organization', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startObservability(config('stg'));
    signedIn();
    const uncaught = new Error('Nothing caught this one');
    function Throws(): never {
      throw uncaught;
    }
    const container = document.createElement('div');
    document.body.append(container);
    const root = createStudioRoot(container);
    root.render(
      <StrictMode>
        <Throws />
      </StrictMode>,
    );
    await flush();
    expect(sentry.captureException).toHaveBeenCalledTimes(1);
    expect(sentry.captureException).toHaveBeenCalledWith(uncaught, { contexts: { react: { componentStack: expect.stringContaining('Throws') } } });
    expect(sentry.setUser).toHaveBeenCalledWith({ id: '283140000000000002', email: 'hanako.sato@acme.example' });
    expect(sentry.setContext).toHaveBeenCalledWith('organization', { organizationId: '283134596912148481', organizationName: 'ACME 株式会社' });
    expect(sentry.setUser.mock.invocationCallOrder[0]).toBeLessThan(sentry.captureException.mock.invocationCallOrder[0]!);
    // Still in the console, with where it was thrown (React's own logging is replaced).
    expect(logged).toHaveBeenCalledWith(uncaught, expect.stringContaining('Throws'));
    root.unmount();
    container.remove();
  });

  it('sends nothing in local and dev', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    startObservability(config('dev'));
    renderBrokenRoute();
    expect(await screen.findByRole('heading', { name: 'Something went wrong!' })).toBeInTheDocument();
    await Promise.resolve();
    expect(sentry.init).not.toHaveBeenCalled();
    expect(sentry.captureException).not.toHaveBeenCalled();
  });
});
