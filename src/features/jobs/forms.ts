/**
 * The job dialog's form (§5): name required (at most 20), dataset, workflow and dataset column required;
 * the start node variable (gets the column's value) and the end node variable (read as the row's output)
 * are the workflow's own, optional; the version is one of its published API versions (v3 → 3), the newest
 * by default.
 */
import { z } from 'zod';
import { requiredText } from '../../components/form/zod-messages';
import { createJobBodyNameMax } from '../../generated/jobs/jobs.zod';
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

/** 'v3' → 3; a version name that is not 'v' and a number is not a runnable version. */
export function versionNumber(name: string): number | undefined {
  const match = /^v(\d+)$/i.exec(name.trim());
  return match ? Number(match[1]) : undefined;
}
