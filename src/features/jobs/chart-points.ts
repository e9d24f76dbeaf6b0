/** The executions chart's points: finished executions, oldest first, with duration (s) and failure rate (%). */
import type { JobExecution } from '../../generated/model';
import { isActive } from './status';

export interface ChartPoint {
  id: string;
  createdAt: string;
  durationSeconds: number;
  /** Failed rows among those processed, in % (one decimal). */
  failureRate: number;
}

export function chartPoints(executions: readonly JobExecution[]): ChartPoint[] {
  return executions
    .filter((execution) => !isActive(execution.status))
    .map((execution) => {
      const start = Date.parse(execution.startedAt ?? execution.createdAt);
      const end = execution.finishedAt ? Date.parse(execution.finishedAt) : start;
      const processed = execution.succeededRows + execution.failedRows;
      return {
        id: execution.id,
        createdAt: execution.createdAt,
        durationSeconds: Math.round(Math.max(0, end - start) / 100) / 10,
        failureRate: processed ? Math.round((execution.failedRows / processed) * 1000) / 10 : 0,
      };
    })
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}
