import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Dialog from '@mui/material/Dialog';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { dismissToast, resetToasts, toast, TOAST_REMOVE_DELAY_MS } from './toast-store';
import { Toaster } from './toaster';

afterEach(() => {
  act(() => resetToasts());
  vi.useRealTimers();
});

describe('toasts', () => {
  it('shows one toast at a time: a second one replaces the first', () => {
    renderWithProviders(<Toaster />);
    act(() => void toast({ title: 'Saved', description: 'The workflow was saved.', variant: 'success' }));
    expect(screen.getByTestId('toast')).toHaveTextContent('Saved');
    act(() => void toast({ title: 'Failed to delete folder. Please try again later.', variant: 'destructive' }));
    const toasts = screen.getAllByTestId('toast');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent('Failed to delete folder. Please try again later.');
    expect(toasts[0]).toHaveAttribute('data-variant', 'destructive');
  });

  it('has an action and a close button', async () => {
    const onClick = vi.fn();
    renderWithProviders(<Toaster />);
    act(() => void toast({ title: 'Copied', action: { label: 'Undo', onClick } }));
    const item = screen.getByTestId('toast');
    await userEvent.click(within(item).getByRole('button', { name: 'Undo' }));
    expect(onClick).toHaveBeenCalledOnce();
    await userEvent.click(within(item).getByRole('button', { name: 'Close' }));
    await vi.waitFor(() => expect(screen.queryByTestId('toast')).toBeNull());
  });

  it('removes a dismissed toast after the removal delay', () => {
    vi.useFakeTimers();
    renderWithProviders(<Toaster />);
    let id = '';
    act(() => {
      id = toast({ title: 'Hello' });
    });
    act(() => dismissToast(id));
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS + 1));
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('is announced and reachable while a dialog hides the page from assistive technology', () => {
    renderWithProviders(
      <>
        <Dialog open aria-label="Edit">
          <p>form</p>
        </Dialog>
        <Toaster />
      </>,
    );
    act(() => void toast({ title: 'Failed to update tool. Please try again later.', variant: 'destructive' }));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to update tool. Please try again later.');
    expect(within(alert).getByRole('button', { name: 'Close' })).toBeVisible();
  });
});
