/**
 * Durations on screen ('850 ms', '1.2 sec', '1 min 5 sec'; in Japanese '850 ms', '1.2 秒', '1 分 5 秒'),
 * worded by Intl's unit formatting in the interface language, so no unit needs a translation key.
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

const formats = new Map<string, Intl.NumberFormat>();

function unitFormat(locale: string, unit: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${unit}|${fractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.NumberFormatOptions = { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: fractionDigits };
    try {
      format = new Intl.NumberFormat(locale, options);
    } catch {
      format = new Intl.NumberFormat(undefined, options);
    }
    formats.set(key, format);
  }
  return format;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * A duration in milliseconds as text: below a second in ms, below ten seconds with one decimal, below
 * a minute in whole seconds, then minutes and seconds, from an hour on hours and minutes (a zero
 * smaller part left out: '2 min'). Negative or non-finite input reads as 0 ms (the clocks of two
 * machines may disagree by a little).
 */
export function formatDuration(ms: number, locale: string): string {
  const value = Number.isFinite(ms) && ms > 0 ? ms : 0;
  if (Math.round(value) < SECOND) return unitFormat(locale, 'millisecond', 0).format(Math.round(value));
  // Rounded first, so 9,960 ms reads '10 sec' rather than '10.0 sec' and 59,600 ms '1 min'.
  const tenths = Math.round(value / 100) / 10;
  if (tenths < 10) return unitFormat(locale, 'second', 1).format(tenths);
  const seconds = Math.round(value / SECOND);
  if (seconds < 60) return unitFormat(locale, 'second', 0).format(seconds);
  if (seconds < 3600) return pair(locale, ['minute', Math.floor(seconds / 60)], ['second', seconds % 60]);
  const minutes = Math.round(value / MINUTE);
  return pair(locale, ['hour', Math.floor(minutes / 60)], ['minute', minutes % 60]);
}

/** '1 min 5 sec', or '1 min' when the smaller unit is zero. */
function pair(locale: string, [big, bigCount]: [string, number], [small, smallCount]: [string, number]): string {
  const head = unitFormat(locale, big, 0).format(bigCount);
  return smallCount === 0 ? head : `${head} ${unitFormat(locale, small, 0).format(smallCount)}`;
}

/** A difference of two durations: '+1.2 sec', '−340 ms' (a true minus sign), '0 ms' when equal. */
export function formatDurationDelta(ms: number, locale: string): string {
  if (!Number.isFinite(ms) || Math.round(ms) === 0) return formatDuration(0, locale);
  return `${ms > 0 ? '+' : '\u2212'}${formatDuration(Math.abs(ms), locale)}`;
}

/**
 * Milliseconds between two contract timestamps (ISO 8601); without a finish, up to `now` when given
 * (a node still running), else undefined. Undefined when a timestamp is missing or unreadable.
 */
export function elapsedOf(startedAt?: string, finishedAt?: string, now?: number): number | undefined {
  if (!startedAt) return undefined;
  const start = Date.parse(startedAt);
  const end = finishedAt ? Date.parse(finishedAt) : now;
  if (end === undefined || Number.isNaN(start) || Number.isNaN(end)) return undefined;
  return Math.max(0, end - start);
}

/** `formatDuration` and `formatDurationDelta` in the interface language. */
export function useDurationFormat(): { duration: (ms: number) => string; delta: (ms: number) => string } {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const duration = useCallback((ms: number) => formatDuration(ms, locale), [locale]);
  const delta = useCallback((ms: number) => formatDurationDelta(ms, locale), [locale]);
  return { duration, delta };
}
