import type { BigQueryApiEndpoint } from './bigQueryApiEndpoint';
import type { DatabaseConnectionType } from './databaseConnectionType';

/**
 * A new connection (multipart form). Required per type — DB_TYPE_ORACLE: name, username, password, connectionString, walletFile (ZIP), walletPassword; DB_TYPE_BIGQUERY: name, gcpProjectId, serviceAccountKeyFile (JSON), optional apiEndpoint (an https URL, BigQueryApiEndpoint) and location (default asia-northeast1). Fields of the other type are refused. Files are 1MB or smaller, and each file part's filename (stored as walletFileName or serviceAccountKeyFileName) is a FileName ('Invalid file name', 400).
 */
export interface DatabaseConnectionCreate {
  type: DatabaseConnectionType;
  /**
     * @minLength 1
     * @maxLength 50
     */
  name: string;
  /**
     * Oracle; required.
     * @maxLength 128
     */
  username?: string;
  /**
     * Oracle; required. Write-only.
     * @maxLength 256
     */
  password?: string;
  /**
     * Oracle; required.
     * @maxLength 2000
     */
  connectionString?: string;
  /**
     * Oracle; required. The wallet ZIP (.zip, 1MB or smaller; maxLength counts its bytes). Write-only.
     * @maxLength 1048576
     */
  walletFile?: Blob | File;
  /**
     * Oracle; required. Write-only.
     * @maxLength 256
     */
  walletPassword?: string;
  /**
     * BigQuery; required.
     * @maxLength 64
     */
  gcpProjectId?: string;
  /**
     * BigQuery; required. The service account key (.json, 1MB or smaller; maxLength counts its bytes). Write-only.
     * @maxLength 1048576
     */
  serviceAccountKeyFile?: Blob | File;
  /** BigQuery; optional. An https URL, never a loopback, link-local or metadata address (BigQueryApiEndpoint). */
  apiEndpoint?: BigQueryApiEndpoint;
  /**
     * BigQuery; optional, asia-northeast1 when blank.
     * @maxLength 64
     */
  location?: string;
}
