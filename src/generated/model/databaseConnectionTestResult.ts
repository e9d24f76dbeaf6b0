import type { Timestamp } from './timestamp';

/**
 * The outcome of trying to connect with the stored settings.
 */
export interface DatabaseConnectionTestResult {
  success: boolean;
  /** @maxLength 1000 */
  message: string;
  /**
     * How long connecting took (successful tests only).
     * @minimum 0
     * @maximum 600000
     */
  latencyMs?: number;
  /**
     * The database server's version as it reported it (successful tests only).
     * @maxLength 200
     */
  serverVersion?: string;
  testedAt: Timestamp;
}
