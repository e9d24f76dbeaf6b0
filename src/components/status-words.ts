/**
 * What each status is called wherever it is shown: one word per meaning across the studio, in both
 * languages (`common:status.*`). Every area's states map onto those words, as they map onto one look
 * (status-looks.ts): a job, a dataset row and a debug node that are waiting their turn are all Pending
 * (待機中); an index being built is Building (構築中) on the knowledge page and the project home; what
 * finished well Succeeded (成功).
 */
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  DatasetFileStatus,
  DebugNodeStatus,
  DebugRunStatus,
  EvaluationRunStatus,
  JobRowStatus,
  JobStatus,
  KnowledgeFileStatus,
  KnowledgeIndexStatus,
  WorkflowApiStatus,
} from '../generated/model';

export const STATUS_WORDS = [
  'notUploaded',
  'waitingForFiles',
  'pending',
  'building',
  'running',
  'uploading',
  'paused',
  'uploaded',
  'ready',
  'succeeded',
  'failed',
  'canceled',
  'skipped',
  'published',
  'unpublished',
] as const;
export type StatusWord = (typeof STATUS_WORDS)[number];

export type AnyStatus =
  | JobStatus
  | JobRowStatus
  | KnowledgeIndexStatus
  | KnowledgeFileStatus
  | DatasetFileStatus
  | DebugRunStatus
  | DebugNodeStatus
  | WorkflowApiStatus
  | EvaluationRunStatus;

/** Every status of the contract, by the word it is called. */
export const STATUS_WORD = {
  JOB_STATUS_PENDING: 'pending',
  JOB_STATUS_RUNNING: 'running',
  JOB_STATUS_SUCCESS: 'succeeded',
  JOB_STATUS_FAILURE: 'failed',
  JOB_STATUS_CANCELED: 'canceled',

  JOB_ROW_STATUS_PENDING: 'pending',
  JOB_ROW_STATUS_SUCCESS: 'succeeded',
  JOB_ROW_STATUS_FAILURE: 'failed',
  JOB_ROW_STATUS_CANCELED: 'canceled',

  INDEX_STATUS_WAITING: 'waitingForFiles',
  INDEX_STATUS_PENDING: 'pending',
  INDEX_STATUS_PROGRESS: 'building',
  INDEX_STATUS_SUCCESS: 'ready',
  INDEX_STATUS_FAILED: 'failed',

  FILE_STATUS_NOT_YET: 'notUploaded',
  FILE_STATUS_UPLOADING: 'uploading',
  FILE_STATUS_UPLOADED: 'uploaded',
  FILE_STATUS_FAILED: 'failed',

  DATASET_FILE_STATUS_BEFORE_UPLOAD: 'notUploaded',
  DATASET_FILE_STATUS_UPLOADING: 'uploading',
  DATASET_FILE_STATUS_UPLOADED: 'uploaded',
  DATASET_FILE_STATUS_FAILED: 'failed',

  DEBUG_RUN_STATUS_RUNNING: 'running',
  DEBUG_RUN_STATUS_PAUSED: 'paused',
  DEBUG_RUN_STATUS_SUCCEEDED: 'succeeded',
  DEBUG_RUN_STATUS_FAILED: 'failed',
  DEBUG_RUN_STATUS_CANCELLED: 'canceled',

  DEBUG_NODE_STATUS_PENDING: 'pending',
  DEBUG_NODE_STATUS_RUNNING: 'running',
  DEBUG_NODE_STATUS_SUCCEEDED: 'succeeded',
  DEBUG_NODE_STATUS_FAILED: 'failed',
  DEBUG_NODE_STATUS_SKIPPED: 'skipped',
  DEBUG_NODE_STATUS_CANCELLED: 'canceled',

  WORKFLOW_API_STATUS_PUBLISHED: 'published',
  WORKFLOW_API_STATUS_UNPUBLISHED: 'unpublished',

  EVALUATION_RUN_STATUS_PENDING: 'pending',
  EVALUATION_RUN_STATUS_RUNNING: 'running',
  EVALUATION_RUN_STATUS_SUCCESS: 'succeeded',
  EVALUATION_RUN_STATUS_FAILURE: 'failed',
  EVALUATION_RUN_STATUS_CANCELED: 'canceled',
} as const satisfies Record<AnyStatus, StatusWord>;

/** The translation key of a status's word. */
export const statusWordKey = (status: AnyStatus) => `status.${STATUS_WORD[status]}` as const;

/** A status in the user's language: `label('JOB_STATUS_SUCCESS')` → 'Succeeded' / '成功'. */
export function useStatusLabel(): (status: AnyStatus) => string {
  const { t } = useTranslation('common');
  return useCallback((status: AnyStatus) => t(statusWordKey(status)), [t]);
}
