import { fireEvent, render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { AlertFallback, forgetLoadedAlert, loadAlert } from './lazy-alert';
import { ErrorState } from './states';

// Files share their modules (vitest.config.ts: isolate false): whether the Alert's chunk is in when a test
// starts depends on the files before, so the fallback is tested as itself.
describe('LazyAlert', () => {
  it('shows, until the Alert is loaded, the same message with the same role, its action already working', () => {
    const onRetry = vi.fn();
    render(
      <AlertFallback severity="error" title="Access denied" action={<Button onClick={onRetry}>Retry</Button>}>
        Failed to load projects. Please try again later.
      </AlertFallback>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Access denied');
    expect(alert).toHaveTextContent('Failed to load projects. Please try again later.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps the role it is given (status for a notice)', () => {
    render(<AlertFallback role="status">You are offline.</AlertFallback>);
    expect(screen.getByRole('status')).toHaveTextContent('You are offline.');
  });

  it('shows a failed load at once, Retry working, and keeps that box when the Alert comes (Retry never re-mounts); the next is MUI’s', async () => {
    forgetLoadedAlert();
    const onRetry = vi.fn();
    const { unmount } = renderWithProviders(<ErrorState message="Failed to load projects. Please try again later." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load projects. Please try again later.');
    const retry = screen.getByRole('button', { name: 'Retry' });
    retry.focus();
    await loadAlert();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.getByRole('alert')).not.toHaveClass('MuiAlert-root');
    expect(screen.getByRole('button', { name: 'Retry' })).toBe(retry);
    expect(retry).toHaveFocus();
    fireEvent.click(retry);
    expect(onRetry).toHaveBeenCalledOnce();
    unmount();

    renderWithProviders(<ErrorState message="Failed to load projects. Please try again later." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveClass('MuiAlert-root');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load projects. Please try again later.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(2);
  });
});
