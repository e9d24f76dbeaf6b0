import type { CustomNodePreviewParameter } from './customNodePreviewParameter';
import type { CustomNodePreviewResultOutputs } from './customNodePreviewResultOutputs';
import type { CustomNodePreviewStatus } from './customNodePreviewStatus';
import type { CustomNodeTraceLine } from './customNodeTraceLine';
import type { Timestamp } from './timestamp';

/**
 * The result of a preview run (Parameters and Trace tabs).
 */
export interface CustomNodePreviewResult {
  status: CustomNodePreviewStatus;
  /** @maxItems 50 */
  parameters: CustomNodePreviewParameter[];
  /** Output variable → value (empty when the run failed). */
  outputs: CustomNodePreviewResultOutputs;
  /** @maxItems 1000 */
  trace: CustomNodeTraceLine[];
  startedAt: Timestamp;
  finishedAt: Timestamp;
  /**
     * @minimum 0
     * @maximum 600000
     */
  durationMs: number;
  /** @maxLength 2000 */
  errorMessage?: string;
}
