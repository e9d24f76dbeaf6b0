/**
 * Toasts (§2, §9): one visible at a time, a new one replacing the old; dismissed toasts are removed
 * 1,000,000 ms after dismissal; variants default, success, destructive.
 */
import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastAction {
  label: string;
  onClick(): void;
}

export interface Toast {
  id: string;
  title: string;
  description?: string;
  action?: ToastAction;
  variant: ToastVariant;
  open: boolean;
}

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;

let toasts: Toast[] = [];
let counter = 0;
const listeners = new Set<() => void>();
const removeTimers = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: Toast[]): void {
  toasts = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id?: string): void {
  for (const toast of toasts) {
    if ((id === undefined || toast.id === id) && !removeTimers.has(toast.id)) {
      removeTimers.set(
        toast.id,
        setTimeout(() => {
          removeTimers.delete(toast.id);
          emit(toasts.filter((t) => t.id !== toast.id));
        }, TOAST_REMOVE_DELAY_MS),
      );
    }
  }
  emit(toasts.map((toast) => (id === undefined || toast.id === id ? { ...toast, open: false } : toast)));
}

/** Shows a toast (replacing the visible one) and returns its id. */
export function toast(input: Omit<Toast, 'id' | 'open' | 'variant'> & { variant?: ToastVariant }): string {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  const next: Toast = { variant: 'default', ...input, id, open: true };
  emit([next, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

export function useToasts(): Toast[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
    () => toasts,
  );
}

/** The toasts now (outside React: the toast test reads what a call showed). */
export function currentToasts(): readonly Toast[] {
  return toasts;
}

/** Tests start from no toasts. */
export function resetToasts(): void {
  for (const timer of removeTimers.values()) clearTimeout(timer);
  removeTimers.clear();
  emit([]);
}
