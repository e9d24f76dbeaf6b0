/**
 * Which jobs run over a dataset file: a file in use cannot be deleted (the contract's 409 naming them).
 * Apart from handlers.ts because it reads the jobs area's table (which itself reads datasets/table.ts).
 */
import { jobs } from '../jobs/table';

/** The names of the project's jobs that use the file, in list order. */
export function jobsUsing(projectId: string, fileId: string): string[] {
  return jobs.where((job) => job.projectId === projectId && job.datasetFileId === fileId).map((job) => job.name);
}
