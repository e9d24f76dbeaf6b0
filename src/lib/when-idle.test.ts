import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

describe('whenIdle', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('runs on the next idle callback, and cancels it', () => {
    const calls: (() => void)[] = [];
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', (run: () => void) => calls.push(run));
    vi.stubGlobal('cancelIdleCallback', cancel);
    const run = vi.fn();
    const stop = whenIdle(run);
    expect(run).not.toHaveBeenCalled();
    calls[0]!();
    expect(run).toHaveBeenCalledOnce();
    stop();
    expect(cancel).toHaveBeenCalledWith(1);
  });

  it('falls back to a timer where the browser has no idle callbacks, which the cleanup clears', () => {
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.useFakeTimers();
    const run = vi.fn();
    whenIdle(run, 100);
    vi.advanceTimersByTime(100);
    expect(run).toHaveBeenCalledOnce();
    const later = vi.fn();
    whenIdle(later, 100)();
    vi.advanceTimersByTime(200);
    expect(later).not.toHaveBeenCalled();
  });
});
