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
  /** True when the code was not executed: a stand-in backend (the mock backend of mock mode) checked the parameter values and built the outputs from them, so the outputs are not what the code would return. The studio says so beside the result. A backend that runs the code leaves it out (or false). */
  simulated?: boolean;
}
