import type { CustomNodeTraceLevel } from './customNodeTraceLevel';
import type { Timestamp } from './timestamp';

/**
 * One line of the preview's trace.
 */
export interface CustomNodeTraceLine {
  /**
     * @minimum 1
     * @maximum 1000
     */
  sequence: number;
  time: Timestamp;
  level: CustomNodeTraceLevel;
  /** @maxLength 2000 */
  message: string;
}
