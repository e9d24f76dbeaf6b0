import type { BigQueryDatabaseConnection } from './bigQueryDatabaseConnection';
import type { OracleDatabaseConnection } from './oracleDatabaseConnection';

/**
 * A database connection; `type` tells which of the two shapes it is.
 */
export type DatabaseConnection = OracleDatabaseConnection | BigQueryDatabaseConnection;
