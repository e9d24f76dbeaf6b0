import type { BigQueryApiEndpoint } from './bigQueryApiEndpoint';
import type { DatabaseConnectionType } from './databaseConnectionType';
import type { Id } from './id';

/**
 * Settings to try before they are saved (multipart form; nothing is stored). The fields of DatabaseConnectionCreate without the name, required per type in the same way. With `connectionId` (trying an edit), a blank or absent password, wallet, wallet password or service account key is taken from that stored connection, whose type must match.
 */
export interface DatabaseConnectionTestSettings {
  type: DatabaseConnectionType;
  /** The stored connection being edited (its secrets fill blank ones). */
  connectionId?: Id;
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
  apiEndpoint?: BigQueryApiEndpoint;
  /** @maxLength 64 */
  location?: string;
}
