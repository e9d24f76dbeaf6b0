import { HttpResponse } from 'msw';
import type { Error as ApiError, ErrorDetail } from '../../src/generated/model';

/** The one error body of the contract, as an MSW response. Throw it from a resolver to answer with it. */
export function apiError(status: number, message: string, details?: ErrorDetail[]): HttpResponse<ApiError> {
  const body: ApiError = details?.length ? { code: status, message, details } : { code: status, message };
  return HttpResponse.json(body, { status });
}

export const notFound = (what = 'Not Found') => apiError(404, what);
export const conflict = (message: string) => apiError(409, message);
export const badRequest = (message: string, details?: ErrorDetail[]) => apiError(400, message, details);
export const forbidden = (message = 'Forbidden') => apiError(403, message);

/** Messages the spec fixes (§5, §8); the mock backend answers with exactly these. */
export const messages = {
  invalidJson: 'Invalid JSON body',
  invalidRequest: 'Invalid request',
  fileTooLarge: (maxSize: string) => `File size is too large. Maximum size is ${maxSize}.`,
  invalidFileType: 'Invalid file type',
  fileRequired: 'Please select a file',
  projectNameRequired: 'Please enter a project name',
  workflowNameRequired: 'Please enter a workflow name',
  cannotDeleteRunningJobs: 'Cannot delete running or pending jobs',
  executionNotFound: 'Execution not found for job',
  indexInProgress: 'Cannot edit the index because its status is processing',
  serviceUnavailable: 'The service is temporarily unavailable. Please try again later.',
} as const;
