import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { forgetLoadedAlert, loadAlert } from './lazy-alert';
import { NetworkStatus } from './network-status';

const { alertLoaded } = vi.hoisted(() => ({ alertLoaded: vi.fn() }));
vi.mock('./full-alert', async (importOriginal) => {
  alertLoaded();
  return importOriginal();
});

describe('NetworkStatus', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('loads the Alert on an idle moment while online, and not before', async () => {
    let whenIdle: (() => void) | undefined;
    vi.stubGlobal('requestIdleCallback', (run: () => void) => {
      whenIdle = run;
      return 0;
    });
    renderWithProviders(<NetworkStatus />);
    expect(screen.queryByTestId('offline-notice')).not.toBeInTheDocument();
    expect(alertLoaded).not.toHaveBeenCalled();
    whenIdle?.();
    await waitFor(() => expect(alertLoaded).toHaveBeenCalledOnce());
  });

  it('says the browser is offline at once: the plain box before the Alert’s code is in, MUI’s Alert once it is', async () => {
    forgetLoadedAlert();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { unmount } = renderWithProviders(<NetworkStatus />);
    const notice = screen.getByTestId('offline-notice');
    expect(notice).toHaveAttribute('role', 'status');
    expect(notice).toHaveTextContent('You are offline. Please check your network connection.');
    expect(notice).not.toHaveClass('MuiAlert-root');
    unmount();

    await loadAlert();
    renderWithProviders(<NetworkStatus />);
    expect(screen.getByTestId('offline-notice')).toHaveClass('MuiAlert-root');
    expect(screen.getByTestId('offline-notice')).toHaveAttribute('role', 'status');
  });
});
