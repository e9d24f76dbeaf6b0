import type { DebugRunMode } from './debugRunMode';
import type { DebugValue } from './debugValue';

/**
 * Starts a debug run of the saved graph. Inputs not given take the start variables' debug values; unknown names are refused. The graph needs a start node ('Start node is not found') and an end node ('End node is not found').
 */
export interface DebugRunStart {
  mode: DebugRunMode;
  /** @maxItems 50 */
  inputs?: DebugValue[];
}
