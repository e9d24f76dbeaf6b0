/**
 * Dates and times in one place (§1): after user info loads, its locale sets the date formatting
 * (`setUserLocale`, called by the access gates); until then, and in tests, the interface language.
 */
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

let userLocale: string | undefined;
const listeners = new Set<() => void>();
const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A locale's first `Intl.DateTimeFormat` loads its data (~45 ms with the CPU 4× slower): made in a task of its own
 * right after the locale is known (under the 50 ms of a long task), not inside a first list's render — an idle
 * moment can come only after that render, the list's data being on its way already.
 */
function prepare(locale: string): void {
  setTimeout(() => formatFor(locale, {}), 0);
}

/** The user-info locale (e.g. 'ja-JP', 'en_US'); undefined forgets it. */
export function setUserLocale(locale: string | undefined): void {
  const next = locale?.replace('_', '-');
  if (next === userLocale) return;
  userLocale = next;
  if (next) prepare(next);
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** `seconds`: the time to the second (a debug run's steps), else to the minute. */
export interface DateTimeOptions {
  seconds?: boolean;
}

function formatFor(locale: string, { seconds = false }: DateTimeOptions): Intl.DateTimeFormat {
  const key = seconds ? `${locale}|s` : locale;
  let format = formats.get(key);
  if (!format) {
    const options: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: seconds ? 'medium' : 'short' };
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch {
      format = new Intl.DateTimeFormat(undefined, options);
    }
    formats.set(key, format);
  }
  return format;
}

/** A timestamp of the contract (ISO 8601) as date and time in the user's locale; '' for none. */
export function formatDateTime(value: string | undefined, locale: string, options: DateTimeOptions = {}): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatFor(locale, options).format(date);
}

/** `formatDateTime` bound to the user's locale (re-renders when it changes). */
export function useDateTimeFormat({ seconds = false }: DateTimeOptions = {}): (value: string | undefined) => string {
  const { i18n } = useTranslation();
  const locale = useSyncExternalStore(subscribe, () => userLocale) ?? i18n.language;
  return useCallback((value: string | undefined) => formatDateTime(value, locale, { seconds }), [locale, seconds]);
}
