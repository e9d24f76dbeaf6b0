import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, setUserLocale } from './date-format';

describe('formatDateTime', () => {
  it('formats a contract timestamp in the given locale', () => {
    expect(formatDateTime('2026-11-24T03:04:00Z', 'ja-JP')).toMatch(/2026\/11\/24/);
    expect(formatDateTime('2026-11-24T03:04:00Z', 'en-US')).toMatch(/Nov 24, 2026/);
  });

  it('gives the seconds when asked', () => {
    expect(formatDateTime('2026-11-24T03:04:05Z', 'en-US', { seconds: true })).toMatch(/\d:\d\d:05/);
    expect(formatDateTime('2026-11-24T03:04:05Z', 'ja-JP', { seconds: true })).toMatch(/\d:\d\d:05/);
    expect(formatDateTime('2026-11-24T03:04:05Z', 'en-US')).not.toMatch(/\d:\d\d:05/);
  });

  it('shows nothing for a missing or broken value, and survives an unknown locale', () => {
    expect(formatDateTime(undefined, 'ja-JP')).toBe('');
    expect(formatDateTime('not a date', 'ja-JP')).toBe('');
    expect(formatDateTime('2026-11-24T03:04:00Z', 'xx-invalid-locale-!!')).not.toBe('');
  });
});

describe('the user locale’s formatter', () => {
  afterEach(() => {
    setUserLocale(undefined);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('is made in a task of its own once the locale is known, not in the first render that shows a date', () => {
    vi.useFakeTimers();
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    setUserLocale('de_DE');
    expect(made).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(made).toHaveBeenCalledWith('de-DE', expect.objectContaining({ dateStyle: 'medium' }));
    made.mockClear();
    expect(formatDateTime('2026-11-24T03:04:00Z', 'de-DE')).toMatch(/24\.11\.2026/);
    expect(made).not.toHaveBeenCalled();
  });
});
