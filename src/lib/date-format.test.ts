import { describe, expect, it } from 'vitest';
import { formatDateTime } from './date-format';

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
