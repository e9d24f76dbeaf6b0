import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ErrorState } from './states';

// The first test of this file runs before the Alert's chunk has loaded (each file has its own modules).
describe('LazyAlert', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows a failed load at once, Retry working, before the Alert is loaded, then as the MUI Alert', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<ErrorState message="Failed to load projects. Please try again later." onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to load projects. Please try again later.');
    expect(alert).not.toHaveClass('MuiAlert-root');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveClass('MuiAlert-root'));
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load projects. Please try again later.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(2);
  });
});
