import type { ErrorDetail } from './errorDetail';
import type { ErrorReason } from './errorReason';

/**
 * The one error body of every 4xx/5xx answer. Its shape is the grpc-gateway error body that ZITADEL answers with, so the studio reads errors of the identity provider and of the product backend alike.
 */
export interface Error {
  /**
     * The HTTP status code of the answer (grpc-gateway puts its gRPC code here; both are integers).
     * @minimum 0
     * @maximum 599
     */
  code: number;
  /**
     * A human-readable message. The studio shows it under 'Caused by:' lines.
     * @maxLength 2000
     */
  message: string;
  reason?: ErrorReason;
  /**
     * Optional details, e.g. the fields that failed validation.
     * @maxItems 100
     */
  details?: ErrorDetail[];
}
