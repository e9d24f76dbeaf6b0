import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('says sizes in binary units with at most one decimal', () => {
    expect(formatBytes(0, 'en-US')).toBe('0 B');
    expect(formatBytes(820, 'en-US')).toBe('820 B');
    expect(formatBytes(48_120, 'en-US')).toBe('47 KB');
    expect(formatBytes(49_300, 'en-US')).toBe('48.1 KB');
    expect(formatBytes(182_344, 'en-US')).toBe('178 KB');
    expect(formatBytes(1024 * 1024, 'en-US')).toBe('1 MB');
    expect(formatBytes(1024 * 1024 + 200_000, 'en-US')).toBe('1.2 MB');
  });

  it('uses the locale of the interface for the number', () => {
    expect(formatBytes(1_500_000_000, 'de-DE')).toBe('1,4 GB');
  });
});
