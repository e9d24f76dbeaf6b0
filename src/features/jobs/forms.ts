/**
 * The job dialog's form (§5): name required (at most 20), dataset, workflow and dataset column required;
 * the start node variable (gets the column's value) and the end node variable (read as the row's output)
 * are the workflow's own, optional; the version is the workflow revision one of its published API versions
 * runs (`runnableVersions`), the newest by default.
 */
import { z } from 'zod';
import { requiredText } from '../../components/form/zod-messages';
import { createJobBodyNameMax } from '../../generated/jobs/jobs.zod';
import type { WorkflowVersionSummary } from '../../generated/model';
import type { Translate } from '../../lib/translate';

export interface DatasetRef {
  id: string;
  fileName: string;
}
export interface WorkflowRef {
  id: string;
  name: string;
}

export const JOB_NAME_MAX = createJobBodyNameMax;

export function jobFormSchema(t: Translate) {
  return z.object({
    name: requiredText(t, { required: t('jobs:validation.nameRequired'), max: JOB_NAME_MAX }),
    dataset: z.custom<DatasetRef | null>().refine((value): value is DatasetRef => value !== null, t('jobs:validation.datasetRequired')),
    datasetColumn: z.string().min(1, t('jobs:validation.datasetColumnRequired')),
    workflow: z.custom<WorkflowRef | null>().refine((value): value is WorkflowRef => value !== null, t('jobs:validation.workflowRequired')),
    workflowVersion: z.string(),
    startNodeVariable: z.string(),
    endNodeVariable: z.string(),
  });
}

export type JobFormValues = z.input<ReturnType<typeof jobFormSchema>>;
export type JobFormOutput = z.output<ReturnType<typeof jobFormSchema>>;

/** A workflow revision a job can run, and the published API versions that run it (newest first). */
export interface RunnableVersion {
  revision: number;
  names: string[];
}

/**
 * The published versions as the job dialog offers them: by the workflow revision each runs (what a job
 * runs and the job list shows — never a number read out of a version's name), newest first, one entry
 * per revision.
 */
export function runnableVersions(versions: readonly Pick<WorkflowVersionSummary, 'name' | 'status' | 'workflowVersion'>[]): RunnableVersion[] {
  const byRevision = new Map<number, RunnableVersion>();
  for (const version of versions) {
    if (version.status !== 'WORKFLOW_API_STATUS_PUBLISHED') continue;
    const entry = byRevision.get(version.workflowVersion) ?? { revision: version.workflowVersion, names: [] };
    entry.names.push(version.name);
    byRevision.set(version.workflowVersion, entry);
  }
  return [...byRevision.values()];
}
