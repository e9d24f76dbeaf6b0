import type { BigQueryApiEndpoint } from './bigQueryApiEndpoint';

/**
 * Changes to a connection (multipart form; the type cannot change). Only the given fields change; a blank or absent password, wallet, wallet password or service account key keeps the current one. A blank location goes back to asia-northeast1; a blank apiEndpoint removes it.
 */
export interface DatabaseConnectionUpdate {
  /**
     * @minLength 1
     * @maxLength 50
     */
  name?: string;
  /** @maxLength 128 */
  username?: string;
  /** @maxLength 256 */
  password?: string;
  /** @maxLength 2000 */
  connectionString?: string;
  /** @maxLength 1048576 */
  walletFile?: Blob | File;
  /** @maxLength 256 */
  walletPassword?: string;
  /** @maxLength 64 */
  gcpProjectId?: string;
  /** @maxLength 1048576 */
  serviceAccountKeyFile?: Blob | File;
  /** BigQuery. A BigQueryApiEndpoint, or empty to remove the stored endpoint. */
  apiEndpoint?: BigQueryApiEndpoint | string;
  /** @maxLength 64 */
  location?: string;
}
