import type { BigQueryDatabaseConnectionType } from './bigQueryDatabaseConnectionType';
import type { Id } from './id';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';

/**
 * A BigQuery connection (service account key). The key is never answered.
 */
export interface BigQueryDatabaseConnection {
  id: Id;
  /**
     * @minLength 1
     * @maxLength 50
     */
  name: string;
  type: BigQueryDatabaseConnectionType;
  /**
     * The Google Cloud project ID that holds the datasets.
     * @minLength 1
     * @maxLength 64
     */
  gcpProjectId: string;
  /**
     * The name of the stored service account key file (its content is never answered).
     * @minLength 1
     * @maxLength 255
     */
  serviceAccountKeyFileName: string;
  /**
     * The service account named in the stored key.
     * @maxLength 254
     */
  serviceAccountEmail?: string;
  /** When the stored service account key was last set. */
  serviceAccountKeySetAt?: Timestamp;
  /**
     * An API endpoint other than Google's default (optional; an https URL, see BigQueryApiEndpoint).
     * @maxLength 2000
     */
  apiEndpoint?: string;
  /**
     * The dataset location; asia-northeast1 unless set.
     * @minLength 1
     * @maxLength 64
     */
  location: string;
  createdBy: UserRef;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
