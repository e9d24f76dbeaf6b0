import { describe, expect, it } from 'vitest';
import { elapsedOf, formatDuration, formatDurationDelta } from './duration';

describe('formatDuration', () => {
  it('words durations in English', () => {
    expect(formatDuration(0, 'en-us')).toBe('0 ms');
    expect(formatDuration(850, 'en-us')).toBe('850 ms');
    expect(formatDuration(999.7, 'en-us')).toBe('1 sec');
    expect(formatDuration(1234, 'en-us')).toBe('1.2 sec');
    expect(formatDuration(2000, 'en-us')).toBe('2 sec');
    expect(formatDuration(9960, 'en-us')).toBe('10 sec');
    expect(formatDuration(42_400, 'en-us')).toBe('42 sec');
    expect(formatDuration(65_000, 'en-us')).toBe('1 min 5 sec');
    expect(formatDuration(59_600, 'en-us')).toBe('1 min');
    expect(formatDuration(7_200_000, 'en-us')).toBe('2 hr');
    expect(formatDuration(3_723_000, 'en-us')).toBe('1 hr 2 min');
  });

  it('words durations in Japanese', () => {
    expect(formatDuration(850, 'ja-jp')).toBe('850 ms');
    expect(formatDuration(1234, 'ja-jp')).toBe('1.2 秒');
    expect(formatDuration(65_000, 'ja-jp')).toBe('1 分 5 秒');
    expect(formatDuration(3_723_000, 'ja-jp')).toBe('1 時間 2 分');
  });

  it('reads negative or broken input as zero and survives an unknown locale', () => {
    expect(formatDuration(-20, 'en-us')).toBe('0 ms');
    expect(formatDuration(Number.NaN, 'en-us')).toBe('0 ms');
    expect(formatDuration(1500, 'xx-invalid-locale-!!')).not.toBe('');
  });
});

describe('formatDurationDelta', () => {
  it('signs the difference', () => {
    expect(formatDurationDelta(1200, 'en-us')).toBe('+1.2 sec');
    expect(formatDurationDelta(-340, 'en-us')).toBe('\u2212340 ms');
    expect(formatDurationDelta(0, 'en-us')).toBe('0 ms');
    expect(formatDurationDelta(-65_000, 'ja-jp')).toBe('\u22121 分 5 秒');
  });
});

describe('elapsedOf', () => {
  it('measures between two timestamps', () => {
    expect(elapsedOf('2026-11-24T03:04:00.000Z', '2026-11-24T03:04:01.250Z')).toBe(1250);
    expect(elapsedOf('2026-11-24T03:04:02Z', '2026-11-24T03:04:01Z')).toBe(0);
  });

  it('measures up to now while unfinished, and knows nothing without a start', () => {
    expect(elapsedOf('2026-11-24T03:04:00.000Z', undefined, Date.parse('2026-11-24T03:04:03.000Z'))).toBe(3000);
    expect(elapsedOf('2026-11-24T03:04:00.000Z')).toBeUndefined();
    expect(elapsedOf(undefined, '2026-11-24T03:04:00.000Z')).toBeUndefined();
    expect(elapsedOf('soon', '2026-11-24T03:04:00.000Z')).toBeUndefined();
  });
});
