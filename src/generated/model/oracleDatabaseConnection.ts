import type { Id } from './id';
import type { OracleDatabaseConnectionType } from './oracleDatabaseConnectionType';
import type { Timestamp } from './timestamp';
import type { UserRef } from './userRef';

/**
 * An Oracle Autonomous Database connection (wallet based). The password, wallet and wallet password are never answered.
 */
export interface OracleDatabaseConnection {
  id: Id;
  /**
     * @minLength 1
     * @maxLength 50
     */
  name: string;
  type: OracleDatabaseConnectionType;
  /**
     * @minLength 1
     * @maxLength 128
     */
  username: string;
  /**
     * The TNS alias or connect descriptor.
     * @minLength 1
     * @maxLength 2000
     */
  connectionString: string;
  /** A password is stored (it is never answered). */
  hasPassword: boolean;
  /**
     * The name of the stored wallet ZIP (its content is never answered).
     * @minLength 1
     * @maxLength 255
     */
  walletFileName: string;
  /** A wallet password is stored (it is never answered). */
  hasWalletPassword: boolean;
  /** When the stored password was last set. */
  passwordSetAt?: Timestamp;
  /** When the stored wallet ZIP was last set. */
  walletSetAt?: Timestamp;
  /** When the stored wallet password was last set. */
  walletPasswordSetAt?: Timestamp;
  createdBy: UserRef;
  createdAt: Timestamp;
  updatedAt: Timestamp;
}
