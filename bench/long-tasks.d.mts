/** Types of bench/long-tasks.mjs (the long tasks of a traced page load). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  cat?: string;
  id?: string;
  args?: Record<string, unknown>;
}
export interface LongTask {
  startMs: number;
  durationMs: number;
  parts: { what: string; ms: number }[];
  functions: { name: string; at: string; selfMs: number }[];
}
export type OriginalPosition = (url: string, line: number, column: number) => { name?: string; source: string; line: number } | undefined;
export declare function chunkNamer(appUrl: string, manifestFile?: string): (url: string) => string;
export declare function originalPosition(appUrl: string, mapsDir?: string): OriginalPosition;
export declare function traceLoad(
  session: {
    on: (event: string, listener: (payload: never) => void) => unknown;
    once: (event: string, listener: () => void) => unknown;
    send: (method: string, params?: object) => Promise<unknown>;
  },
  load: () => Promise<void>,
  timeoutMs?: number,
): Promise<TraceEvent[]>;
export declare function longTasks(events: TraceEvent[], appUrl: string, nameChunk: (url: string) => string, original?: OriginalPosition): LongTask[];
