import type { DebugRunMode, DebugValue } from '../../../generated/model';

/** 'Re-run with these inputs' from a past run: the run form takes them and starts (each request once, by `seq`). */
export interface RerunRequest {
  inputs: readonly DebugValue[];
  mode: DebugRunMode;
  seq: number;
}
