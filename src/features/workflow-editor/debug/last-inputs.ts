/**
 * The last debug run's inputs and mode, per workflow, on this device: the next run starts from them
 * instead of retyping. Storage that refuses (private mode, quota) just forgets.
 */
import type { DebugRunMode, DebugValue } from '../../../generated/model';

export interface LastRun {
  mode: DebugRunMode;
  inputs: DebugValue[];
}

const keyOf = (workflowId: string) => `ais-debug-last-run:${workflowId}`;

export function readLastRun(workflowId: string): LastRun | undefined {
  try {
    const text = localStorage.getItem(keyOf(workflowId));
    if (!text) return undefined;
    const parsed = JSON.parse(text) as Partial<LastRun>;
    if (!Array.isArray(parsed.inputs) || (parsed.mode !== 'DEBUG_RUN_MODE_STEP' && parsed.mode !== 'DEBUG_RUN_MODE_AUTO')) return undefined;
    const inputs = parsed.inputs.filter((input): input is DebugValue => typeof input?.name === 'string' && typeof input?.value === 'string');
    return { mode: parsed.mode, inputs };
  } catch {
    return undefined;
  }
}

export function writeLastRun(workflowId: string, run: LastRun): void {
  try {
    localStorage.setItem(keyOf(workflowId), JSON.stringify(run));
  } catch {
    // Not remembered.
  }
}
