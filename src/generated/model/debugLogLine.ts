import type { DebugLogLevel } from './debugLogLevel';
import type { Timestamp } from './timestamp';

export interface DebugLogLine {
  at: Timestamp;
  level: DebugLogLevel;
  /** @maxLength 2000 */
  message: string;
}
