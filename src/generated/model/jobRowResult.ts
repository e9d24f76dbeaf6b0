import type { JobRowStatus } from './jobRowStatus';

/**
 * The result of one dataset row.
 */
export interface JobRowResult {
  /**
     * 1-based row number in the dataset file (header excluded).
     * @minimum 1
     * @maximum 1000000
     */
  rowNumber: number;
  /** @maxLength 10000 */
  inputValue: string;
  /** @maxLength 10000 */
  outputValue?: string;
  status: JobRowStatus;
  /** @maxLength 2000 */
  errorMessage?: string;
}
