/**
 * Database connections. Secrets are stored in `secrets` (store-only) and never leave the mock:
 * `toDatabaseConnection` answers flags (`hasPassword` …) and file names instead.
 */
import type { BigQueryDatabaseConnection, DatabaseConnection, OracleDatabaseConnection } from '../../../src/generated/model';
import { DATABASE_CONNECTION, PROJECT } from '../../fixtures/ids';
import { PEOPLE } from '../../fixtures/people';
import { defineTable } from '../../lib/db';

export const DEFAULT_BIGQUERY_LOCATION = 'asia-northeast1';

export interface ConnectionSecrets {
  password?: string;
  walletPassword?: string;
  /** Size of the stored wallet ZIP (its bytes are not kept by the mock). */
  walletBytes?: number;
  /** The service account key JSON. */
  serviceAccountKey?: string;
  /** When each secret was last set (answered as `passwordSetAt` …, the secrets themselves never). */
  setAt?: { password?: string; wallet?: string; walletPassword?: string; serviceAccountKey?: string };
}

type Flags = 'hasPassword' | 'hasWalletPassword' | 'passwordSetAt' | 'walletSetAt' | 'walletPasswordSetAt';
export type OracleConnectionRow = Omit<OracleDatabaseConnection, Flags> & { projectId: string; secrets: ConnectionSecrets };
export type BigQueryConnectionRow = Omit<BigQueryDatabaseConnection, 'serviceAccountKeySetAt'> & { projectId: string; secrets: ConnectionSecrets };
export type DatabaseConnectionRow = OracleConnectionRow | BigQueryConnectionRow;

const at = (month: number, day: number, hour = 9) => new Date(Date.UTC(2026, month - 1, day, hour)).toISOString();

/** A fake (but well-formed) service account key for the seed. */
export function serviceAccountKeyJson(gcpProjectId: string, email: string): string {
  return JSON.stringify({
    type: 'service_account',
    project_id: gcpProjectId,
    private_key_id: 'f3c1e0d2a9b84c7d',
    private_key: 'placeholder-not-a-real-key',
    client_email: email,
    client_id: '104223344556677889900',
  });
}

function oracle(
  id: string,
  projectId: string,
  name: string,
  username: string,
  connectionString: string,
  walletFileName: string,
  month: number,
  day: number,
  person: number,
): OracleConnectionRow {
  return {
    id,
    projectId,
    type: 'DB_TYPE_ORACLE',
    name,
    username,
    connectionString,
    walletFileName,
    secrets: {
      password: 'demo-placeholder',
      walletPassword: 'demo-placeholder',
      walletBytes: 21_504,
      setAt: { password: at(month, day), wallet: at(month, day), walletPassword: at(month, day) },
    },
    createdBy: PEOPLE[person % PEOPLE.length]!,
    createdAt: at(month, day),
    updatedAt: at(month, day + 2, 14),
  };
}

function bigQuery(
  id: string,
  projectId: string,
  name: string,
  gcpProjectId: string,
  email: string,
  extra: { apiEndpoint?: string; location?: string },
  month: number,
  day: number,
  person: number,
): BigQueryConnectionRow {
  return {
    id,
    projectId,
    type: 'DB_TYPE_BIGQUERY',
    name,
    gcpProjectId,
    serviceAccountKeyFileName: `${gcpProjectId}-${email.split('@')[0]}.json`,
    serviceAccountEmail: email,
    ...(extra.apiEndpoint ? { apiEndpoint: extra.apiEndpoint } : {}),
    location: extra.location ?? DEFAULT_BIGQUERY_LOCATION,
    secrets: { serviceAccountKey: serviceAccountKeyJson(gcpProjectId, email), setAt: { serviceAccountKey: at(month, day) } },
    createdBy: PEOPLE[person % PEOPLE.length]!,
    createdAt: at(month, day),
    updatedAt: at(month, day + 1, 16),
  };
}

// The two fixed connections live in the projects whose seeded workflows query them (seed-graphs.ts):
// 販売管理DB in support (問い合わせ振り分け), Analytics warehouse in invoice (請求書チェック).
export const databaseConnections = defineTable<DatabaseConnectionRow>('database-connections', () => [
  oracle(DATABASE_CONNECTION.oracleSales, PROJECT.support, '販売管理DB', 'SALES_READER', 'salesdb_high', 'Wallet_salesdb.zip', 7, 14, 0),
  bigQuery(
    DATABASE_CONNECTION.bigqueryAnalytics,
    PROJECT.invoice,
    'Analytics warehouse',
    'acme-analytics-prod',
    'studio-reader@acme-analytics-prod.iam.gserviceaccount.com',
    {},
    8,
    3,
    1,
  ),
  oracle('dbc_oracle_crm', PROJECT.support, '顧客管理 (CRM)', 'CRM_APP', 'crmdb_medium', 'Wallet_crmdb.zip', 9, 9, 2),
  oracle('dbc_oracle_legacy', PROJECT.support, 'Legacy DWH', 'DWH_RO', 'legacydwh_unreachable', 'Wallet_legacydwh.zip', 5, 20, 3),
  bigQuery(
    'dbc_bq_tickets',
    PROJECT.support,
    'Support tickets',
    'acme-support-logs',
    'ticket-export@acme-support-logs.iam.gserviceaccount.com',
    { location: 'US', apiEndpoint: 'https://bigquery.googleapis.com' },
    9,
    25,
    4,
  ),
  bigQuery('dbc_bq_invoices', PROJECT.invoice, '請求書データマート', 'acme-finance-dm', 'invoice-mart@acme-finance-dm.iam.gserviceaccount.com', {}, 10, 6, 0),
]);

/** The contract's view of a stored connection: never its secrets. */
export function toDatabaseConnection(row: DatabaseConnectionRow): DatabaseConnection {
  const setAt = row.secrets.setAt ?? {};
  if (row.type === 'DB_TYPE_ORACLE') {
    const { projectId: _p, secrets, ...connection } = row;
    return {
      ...connection,
      hasPassword: Boolean(secrets.password),
      hasWalletPassword: Boolean(secrets.walletPassword),
      ...(secrets.password && setAt.password ? { passwordSetAt: setAt.password } : {}),
      ...(secrets.walletBytes && setAt.wallet ? { walletSetAt: setAt.wallet } : {}),
      ...(secrets.walletPassword && setAt.walletPassword ? { walletPasswordSetAt: setAt.walletPassword } : {}),
    };
  }
  const { projectId: _p, secrets, ...connection } = row;
  return { ...connection, ...(secrets.serviceAccountKey && setAt.serviceAccountKey ? { serviceAccountKeySetAt: setAt.serviceAccountKey } : {}) };
}
