import type { Job, JobExecution, JobExecutionDetail, JobExecutionSummary, JobRowResult, UserRef } from '../../../src/generated/model';
import { DATASET_FILE, PROJECT, WORKFLOW } from '../../fixtures/ids';
import { PEOPLE } from '../../fixtures/people';
import { clock } from '../../lib/clock';
import { defineTable } from '../../lib/db';
import { SEED_TABLES } from '../datasets/table';
import { KNOWN_WORKFLOWS } from '../workflow-apis/catalog';
import { jobMessages } from './catalog';

/** A stored job: the contract's Job without its derived last execution, plus its project. */
export type JobRow = Omit<Job, 'lastExecution'> & { projectId: string };

/** What one dataset row will give when its turn comes (decided when the execution is created). */
export interface PlannedRow {
  rowNumber: number;
  input: string;
  output?: string;
  error?: string;
}

/**
 * A stored execution: the contract's JobExecution plus its project and how it runs over time: it waits
 * `pendingMs` after createdAt (JOB_STATUS_PENDING), then takes `rowMs` per planned row (JOB_STATUS_RUNNING),
 * then ends JOB_STATUS_SUCCESS, or JOB_STATUS_FAILURE when a row failed. Cancelling freezes it.
 */
export type ExecutionRow = JobExecution & {
  projectId: string;
  pendingMs: number;
  rowMs: number;
  plan: PlannedRow[];
};

/** Pace of executions started through the API. */
export const EXECUTION_PENDING_MS = 2000;
export const EXECUTION_ROW_MS = 500;
/** Rows an execution processes at most (the contract's results limit). */
export const MAX_EXECUTION_ROWS = 10000;

const FINAL = new Set<JobExecution['status']>(['JOB_STATUS_SUCCESS', 'JOB_STATUS_FAILURE', 'JOB_STATUS_CANCELED']);
export const isFinal = (status: JobExecution['status']) => FINAL.has(status);
export const isActive = (status: JobExecution['status']) => status === 'JOB_STATUS_PENDING' || status === 'JOB_STATUS_RUNNING';

/** Moves a (not finished) execution on to `now`. */
export function advance(row: ExecutionRow, now: number): void {
  if (isFinal(row.status)) return;
  const startAt = Date.parse(row.createdAt) + row.pendingMs;
  if (now < startAt) {
    row.status = 'JOB_STATUS_PENDING';
    return;
  }
  const total = row.plan.length;
  const processed = Math.min(total, Math.floor((now - startAt) / row.rowMs));
  const done = row.plan.slice(0, processed);
  row.startedAt = new Date(startAt).toISOString();
  row.processedRows = processed;
  row.failedRows = done.filter((r) => r.error).length;
  row.succeededRows = processed - row.failedRows;
  if (processed >= total) {
    row.finishedAt = new Date(startAt + total * row.rowMs).toISOString();
    row.status = row.failedRows > 0 ? 'JOB_STATUS_FAILURE' : 'JOB_STATUS_SUCCESS';
  } else {
    row.status = 'JOB_STATUS_RUNNING';
  }
}

/** A new execution of a job over `plan`, pending until `pendingMs` after `createdAt`. */
export function pendingExecution(
  id: string,
  job: Pick<JobRow, 'id' | 'name' | 'projectId'>,
  plan: ExecutionRow['plan'],
  executedBy: UserRef,
  createdAt: string,
  pace: Pick<ExecutionRow, 'pendingMs' | 'rowMs'>,
): ExecutionRow {
  return {
    id,
    jobId: job.id,
    jobName: job.name,
    status: 'JOB_STATUS_PENDING',
    totalRows: plan.length,
    processedRows: 0,
    succeededRows: 0,
    failedRows: 0,
    executedBy,
    createdAt,
    projectId: job.projectId,
    ...pace,
    plan,
  };
}

/** Cancels a pending or running execution at `now` (the caller checks it is not finished). */
export function cancel(row: ExecutionRow, now: number): void {
  advance(row, now);
  if (isFinal(row.status)) return;
  row.status = 'JOB_STATUS_CANCELED';
  row.finishedAt = new Date(now).toISOString();
}

/** Output of a row, the way the fixture workflows answer (a JSON object of the end node's variables). */
export function outputFor(workflowId: string, endVariable: string | undefined, input: string): string {
  const text = input.toLowerCase();
  if (workflowId === WORKFLOW.supportTriage) {
    const category = /請求|領収|支払|invoice|charged|billing/.test(text)
      ? 'billing'
      : /ログイン|パスワード|二段階|password|administrator|login/.test(text)
        ? 'account'
        : /crash|画面|button|真っ白|app/.test(text)
          ? 'bug'
          : /解約|cancel|delete/.test(text)
            ? 'cancellation'
            : 'general';
    const priority = /crash|真っ白|twice|delete/.test(text) ? 'high' : 'normal';
    return JSON.stringify({ category, priority });
  }
  const japanese = /[\u3040-\u30ff\u4e00-\u9fff]/.test(input);
  const answer = japanese ? `回答案: ${input.slice(0, 60)} についてご案内します。` : `Draft answer: ${input.slice(0, 60)}`;
  return JSON.stringify({ [endVariable ?? 'output']: answer });
}

/** The plan of a new execution over a table's column: empty inputs fail, the others answer. */
export function planFor(workflowId: string, endVariable: string | undefined, values: string[]): PlannedRow[] {
  return values
    .slice(0, MAX_EXECUTION_ROWS)
    .map((input, index) =>
      input.trim()
        ? { rowNumber: index + 1, input, output: outputFor(workflowId, endVariable, input) }
        : { rowNumber: index + 1, input, error: jobMessages.emptyInput },
    );
}

export function toJob({ projectId: _projectId, ...job }: JobRow, last: ExecutionRow | undefined): Job {
  if (!last) return job;
  const summary: JobExecutionSummary = {
    id: last.id,
    status: last.status,
    createdAt: last.createdAt,
    ...(last.startedAt ? { startedAt: last.startedAt } : {}),
    ...(last.finishedAt ? { finishedAt: last.finishedAt } : {}),
  };
  return { ...job, lastExecution: summary };
}

export function toExecution({ projectId: _p, pendingMs: _pm, rowMs: _rm, plan: _plan, ...execution }: ExecutionRow): JobExecution {
  return execution;
}

export function toExecutionDetail(row: ExecutionRow): JobExecutionDetail {
  const waiting = row.status === 'JOB_STATUS_CANCELED' ? 'JOB_ROW_STATUS_CANCELED' : 'JOB_ROW_STATUS_PENDING';
  const results: JobRowResult[] = row.plan.map((planned, index) => {
    const base = { rowNumber: planned.rowNumber, inputValue: planned.input };
    if (index >= row.processedRows) return { ...base, status: waiting };
    if (planned.error) return { ...base, status: 'JOB_ROW_STATUS_FAILURE', errorMessage: planned.error };
    return { ...base, status: 'JOB_ROW_STATUS_SUCCESS', ...(planned.output !== undefined ? { outputValue: planned.output } : {}) };
  });
  return { ...toExecution(row), results };
}

// ---------------------------------------------------------------------------------------------------
// Seed

interface SeedJob {
  id: string;
  projectId: string;
  name: string;
  datasetFileId: string;
  datasetFileName: string;
  workflowId: string;
  workflowVersion: number;
  datasetColumn: string;
  startNodeVariable?: string;
  endNodeVariable?: string;
  created: string;
  person: number;
}

const SEED_JOBS: SeedJob[] = [
  {
    id: 'job_inquiry_triage',
    projectId: PROJECT.support,
    name: '問い合わせ一括分類',
    datasetFileId: DATASET_FILE.inquiries,
    datasetFileName: '問い合わせ履歴_2026Q3.csv',
    workflowId: WORKFLOW.supportTriage,
    workflowVersion: 3,
    datasetColumn: '問い合わせ本文',
    startNodeVariable: 'inquiry',
    endNodeVariable: 'category',
    created: '2026-08-30T01:00:00Z',
    person: 0,
  },
  {
    id: 'job_faq_answer_test',
    projectId: PROJECT.support,
    name: 'FAQ回答テスト',
    datasetFileId: 'dsf_faq_questions_en',
    datasetFileName: 'faq_questions_en.jsonl',
    workflowId: WORKFLOW.faqAnswer,
    workflowVersion: 2,
    datasetColumn: 'question',
    startNodeVariable: 'question',
    endNodeVariable: 'answer',
    created: '2026-10-12T08:00:00Z',
    person: 1,
  },
  {
    id: 'job_nightly_triage',
    projectId: PROJECT.support,
    name: 'Nightly triage',
    datasetFileId: DATASET_FILE.inquiries,
    datasetFileName: '問い合わせ履歴_2026Q3.csv',
    workflowId: WORKFLOW.supportTriage,
    workflowVersion: 5,
    datasetColumn: '問い合わせ本文',
    startNodeVariable: 'inquiry',
    endNodeVariable: 'priority',
    created: '2026-10-28T12:00:00Z',
    person: 3,
  },
  {
    id: 'job_survey_classify',
    projectId: PROJECT.support,
    name: 'アンケート分類',
    datasetFileId: 'dsf_survey_2026_10',
    datasetFileName: 'アンケート自由記述_2026-10.tsv',
    workflowId: WORKFLOW.supportTriage,
    workflowVersion: 5,
    datasetColumn: '自由記述',
    startNodeVariable: 'inquiry',
    endNodeVariable: 'category',
    created: '2026-10-21T02:30:00Z',
    person: 2,
  },
  {
    id: 'job_not_executed',
    projectId: PROJECT.support,
    name: '未実行のテストジョブ',
    datasetFileId: DATASET_FILE.inquiries,
    datasetFileName: '問い合わせ履歴_2026Q3.csv',
    workflowId: WORKFLOW.faqAnswer,
    workflowVersion: 2,
    datasetColumn: '問い合わせ本文',
    created: '2026-10-31T06:00:00Z',
    person: 4,
  },
  {
    id: 'job_weekly_digest',
    projectId: PROJECT.support,
    name: 'Weekly digest',
    datasetFileId: DATASET_FILE.inquiries,
    datasetFileName: '問い合わせ履歴_2026Q3.csv',
    workflowId: WORKFLOW.faqAnswer,
    workflowVersion: 1,
    datasetColumn: '問い合わせ本文',
    startNodeVariable: 'question',
    endNodeVariable: 'answer',
    created: '2026-07-01T00:00:00Z',
    person: 1,
  },
  {
    id: 'job_reply_drafts',
    projectId: PROJECT.support,
    name: '返信案作成',
    datasetFileId: 'dsf_faq_questions_en',
    datasetFileName: 'faq_questions_en.jsonl',
    workflowId: WORKFLOW.faqAnswer,
    workflowVersion: 2,
    datasetColumn: 'question',
    created: '2026-07-08T00:00:00Z',
    person: 0,
  },
  {
    id: 'job_spam_filter',
    projectId: PROJECT.support,
    name: 'Spam filter',
    datasetFileId: DATASET_FILE.inquiries,
    datasetFileName: '問い合わせ履歴_2026Q3.csv',
    workflowId: WORKFLOW.supportTriage,
    workflowVersion: 3,
    datasetColumn: '問い合わせ本文',
    created: '2026-07-15T00:00:00Z',
    person: 3,
  },
  {
    id: 'job_escalation',
    projectId: PROJECT.support,
    name: 'エスカレーション判定',
    datasetFileId: DATASET_FILE.inquiries,
    datasetFileName: '問い合わせ履歴_2026Q3.csv',
    workflowId: WORKFLOW.supportTriage,
    workflowVersion: 3,
    datasetColumn: '問い合わせ本文',
    created: '2026-07-22T00:00:00Z',
    person: 2,
  },
  {
    id: 'job_sentiment_check',
    projectId: PROJECT.support,
    name: 'Sentiment check',
    datasetFileId: 'dsf_survey_2026_10',
    datasetFileName: 'アンケート自由記述_2026-10.tsv',
    workflowId: WORKFLOW.faqAnswer,
    workflowVersion: 2,
    datasetColumn: '自由記述',
    created: '2026-07-29T00:00:00Z',
    person: 1,
  },
  {
    id: 'job_summary_test',
    projectId: PROJECT.support,
    name: '要約テスト',
    datasetFileId: 'dsf_survey_2026_10',
    datasetFileName: 'アンケート自由記述_2026-10.tsv',
    workflowId: WORKFLOW.faqAnswer,
    workflowVersion: 1,
    datasetColumn: '自由記述',
    created: '2026-06-20T00:00:00Z',
    person: 4,
  },
  {
    id: 'job_invoice_check_oct',
    projectId: PROJECT.invoice,
    name: 'Invoice check Oct',
    datasetFileId: DATASET_FILE.invoices,
    datasetFileName: 'invoices_october.xlsx',
    workflowId: WORKFLOW.invoiceCheck,
    workflowVersion: 4,
    datasetColumn: 'description',
    startNodeVariable: 'invoiceText',
    endNodeVariable: 'result',
    created: '2026-10-31T04:00:00Z',
    person: 1,
  },
  {
    id: 'job_manual_qa',
    projectId: PROJECT.research,
    name: 'Manual QA',
    datasetFileId: 'dsf_manual_questions',
    datasetFileName: 'manual_questions.csv',
    workflowId: WORKFLOW.manualSearch,
    workflowVersion: 3,
    datasetColumn: 'question',
    startNodeVariable: 'query',
    endNodeVariable: 'answer',
    created: '2026-10-25T01:00:00Z',
    person: 2,
  },
];

/** How a seeded execution ends: it finishes, is cancelled after some rows, or is left in flight. */
type SeedEnd = { finish: true } | { cancelAfterRows: number } | { runningFor: number } | { queued: true };

interface SeedExecution {
  id: string;
  jobId: string;
  created: string | 'now';
  /** Which data rows (1-based) the file had then; all when absent. */
  rows?: number[];
  /** Planned rows that fail with this message (1-based positions in the plan). */
  failures?: Record<number, string>;
  end: SeedEnd;
  person: number;
}

const TIMEOUT = 'LLM call timed out after 60 seconds';
const SEED_EXECUTIONS: SeedExecution[] = [
  { id: 'jex_inquiry_triage_1', jobId: 'job_inquiry_triage', created: '2026-09-02T01:00:00Z', rows: [1, 2, 3, 4, 5, 6], end: { finish: true }, person: 0 },
  { id: 'jex_inquiry_triage_2', jobId: 'job_inquiry_triage', created: '2026-09-20T01:00:00Z', end: { cancelAfterRows: 8 }, person: 2 },
  { id: 'jex_inquiry_triage_3', jobId: 'job_inquiry_triage', created: '2026-10-01T01:30:00Z', end: { finish: true }, person: 0 },
  { id: 'jex_faq_answer_test_1', jobId: 'job_faq_answer_test', created: '2026-10-13T03:00:00Z', failures: { 4: TIMEOUT }, end: { finish: true }, person: 1 },
  {
    id: 'jex_faq_answer_test_2',
    jobId: 'job_faq_answer_test',
    created: '2026-10-20T03:00:00Z',
    rows: [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12],
    end: { finish: true },
    person: 1,
  },
  {
    id: 'jex_nightly_triage_1',
    jobId: 'job_nightly_triage',
    created: '2026-10-29T15:00:00Z',
    rows: [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12, 13, 14],
    end: { finish: true },
    person: 3,
  },
  { id: 'jex_nightly_triage_2', jobId: 'job_nightly_triage', created: 'now', end: { runningFor: 5 * 60_000 }, person: 3 },
  { id: 'jex_survey_classify_1', jobId: 'job_survey_classify', created: '2026-10-21T03:00:00Z', end: { finish: true }, person: 2 },
  { id: 'jex_survey_classify_2', jobId: 'job_survey_classify', created: 'now', end: { queued: true }, person: 0 },
  { id: 'jex_weekly_digest_1', jobId: 'job_weekly_digest', created: '2026-07-06T00:00:00Z', rows: [1, 2, 3, 4, 5], end: { finish: true }, person: 1 },
  { id: 'jex_spam_filter_1', jobId: 'job_spam_filter', created: '2026-07-16T00:00:00Z', rows: [1, 2, 3], end: { finish: true }, person: 3 },
  {
    id: 'jex_invoice_check_oct_1',
    jobId: 'job_invoice_check_oct',
    created: '2026-10-31T05:00:00Z',
    failures: { 7: '重複請求の可能性があるため確認が必要です', 9: TIMEOUT },
    end: { finish: true },
    person: 1,
  },
  { id: 'jex_invoice_check_oct_2', jobId: 'job_invoice_check_oct', created: '2026-10-31T08:00:00Z', end: { cancelAfterRows: 3 }, person: 0 },
  { id: 'jex_manual_qa_1', jobId: 'job_manual_qa', created: '2026-10-25T02:00:00Z', end: { finish: true }, person: 2 },
];

function seedJobs(): JobRow[] {
  return SEED_JOBS.map((seed) => ({
    id: seed.id,
    name: seed.name,
    datasetFileId: seed.datasetFileId,
    datasetFileName: seed.datasetFileName,
    workflowId: seed.workflowId,
    workflowName: KNOWN_WORKFLOWS[seed.workflowId]!.name,
    workflowVersion: seed.workflowVersion,
    datasetColumn: seed.datasetColumn,
    ...(seed.startNodeVariable ? { startNodeVariable: seed.startNodeVariable } : {}),
    ...(seed.endNodeVariable ? { endNodeVariable: seed.endNodeVariable } : {}),
    createdBy: PEOPLE[seed.person]!,
    createdAt: seed.created,
    updatedAt: seed.created,
    projectId: seed.projectId,
  })).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

function seedExecutions(): ExecutionRow[] {
  const now = clock.now();
  return SEED_EXECUTIONS.map((seed) => {
    const job = SEED_JOBS.find((j) => j.id === seed.jobId)!;
    const table = SEED_TABLES[job.datasetFileId]!;
    const column = table.columns.indexOf(job.datasetColumn);
    const numbers = seed.rows ?? table.rows.map((_, index) => index + 1);
    const plan = planFor(
      job.workflowId,
      job.endNodeVariable,
      numbers.map((n) => table.rows[n - 1]![column] ?? ''),
    );
    for (const [position, message] of Object.entries(seed.failures ?? {})) {
      const planned = plan[Number(position) - 1]!;
      delete planned.output;
      planned.error = message;
    }
    plan.forEach((planned, index) => (planned.rowNumber = numbers[index]!));
    const inFlight = 'runningFor' in seed.end || 'queued' in seed.end;
    const createdAt = seed.created === 'now' ? now - ('runningFor' in seed.end ? seed.end.runningFor : 45_000) : Date.parse(seed.created);
    const executedBy: UserRef = PEOPLE[seed.person]!;
    const row = pendingExecution(seed.id, job, plan, executedBy, new Date(createdAt).toISOString(), {
      // Seeded runs in flight move slowly (a demo sees them running for a good while).
      pendingMs: 'queued' in seed.end ? 2 * 3_600_000 : inFlight ? 10_000 : 30_000,
      rowMs: inFlight ? 120_000 : 4_000,
    });
    const startAt = createdAt + row.pendingMs;
    if ('finish' in seed.end) advance(row, startAt + plan.length * row.rowMs);
    else if ('cancelAfterRows' in seed.end) cancel(row, startAt + seed.end.cancelAfterRows * row.rowMs + 1500);
    else advance(row, now);
    return row;
  }).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

export const jobs = defineTable<JobRow>('jobs', seedJobs);
export const executions = defineTable<ExecutionRow>('job-executions', seedExecutions, {
  tick(rows, now) {
    for (const row of rows) advance(row, now);
  },
});

/** The job's executions, newest first. */
export function executionsOf(jobId: string): ExecutionRow[] {
  return executions.where((row) => row.jobId === jobId).sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
