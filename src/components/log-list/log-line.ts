/** A log line's level and time as the log list shows them. */

export type LogLevel = 'info' | 'warn' | 'error';

/** 'DEBUG_LOG_LEVEL_ERROR', 'ERROR', 'error' → 'error'; WARN or WARNING → 'warn'; anything else 'info'. */
export function logLevelOf(level: string): LogLevel {
  const upper = level.toUpperCase();
  if (upper.endsWith('ERROR')) return 'error';
  if (upper.endsWith('WARN') || upper.endsWith('WARNING')) return 'warn';
  return 'info';
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A timestamp (ISO 8601) as the local time of day to the millisecond, 'HH:mm:ss.SSS'; unreadable ones as they are. */
export function formatLogTime(at: string): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}.${pad(date.getMilliseconds(), 3)}`;
}
