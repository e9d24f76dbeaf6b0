/**
 * The connection dialog's form (§3, §5, §9). Required per type — Oracle: name, username, password,
 * connection string, wallet ZIP, wallet password; BigQuery: name, project ID, service account key; the
 * API endpoint, when given, an https URL outside the backend's network (src/lib/bigquery-endpoint.ts); the location
 * asia-northeast1 unless chosen. On edit a
 * blank password, wallet, wallet password or key keeps the stored one, so those are required only when
 * nothing is stored. Limits are the contract's (generated zod).
 */
import { z } from 'zod';
import {
  createDatabaseConnectionBodyApiEndpointMax,
  createDatabaseConnectionBodyConnectionStringMax,
  createDatabaseConnectionBodyGcpProjectIdMax,
  createDatabaseConnectionBodyLocationMax,
  createDatabaseConnectionBodyNameMax,
  createDatabaseConnectionBodyPasswordMax,
  createDatabaseConnectionBodyUsernameMax,
  createDatabaseConnectionBodyWalletPasswordMax,
} from '../../generated/database-connections/database-connections.zod';
import type { DatabaseConnection, DatabaseConnectionType } from '../../generated/model';
import type { Translate } from '../../lib/translate';
import { endpointProblem, type EndpointProblem } from '../../lib/bigquery-endpoint';

export const ORACLE = 'DB_TYPE_ORACLE' satisfies DatabaseConnectionType;
export const BIGQUERY = 'DB_TYPE_BIGQUERY' satisfies DatabaseConnectionType;
export const CONNECTION_TYPES: DatabaseConnectionType[] = [ORACLE, BIGQUERY];

/** §9: the default BigQuery location. */
export const DEFAULT_LOCATION = 'asia-northeast1';
/** The BigQuery locations offered (multi-regions first, then Asia-Pacific, then the rest); each has a label in the locale files. */
export const BIGQUERY_LOCATIONS = [
  'asia-northeast1',
  'asia-northeast2',
  'US',
  'EU',
  'asia-east1',
  'asia-southeast1',
  'australia-southeast1',
  'europe-west1',
  'us-central1',
  'us-east1',
] as const;
export type BigQueryLocation = (typeof BIGQUERY_LOCATIONS)[number];
export const isKnownLocation = (value: string): value is BigQueryLocation => (BIGQUERY_LOCATIONS as readonly string[]).includes(value);

/** The fields of each type besides the name (what a test needs). */
export const TYPE_FIELDS = {
  [ORACLE]: ['walletFile', 'connectionString', 'username', 'password', 'walletPassword'],
  [BIGQUERY]: ['serviceAccountKeyFile', 'gcpProjectId', 'location', 'apiEndpoint'],
} as const satisfies Record<DatabaseConnectionType, readonly string[]>;

/** The message key of each way an API endpoint breaks the contract's rule. */
const ENDPOINT_MESSAGES = {
  invalid: 'databaseConnections:validation.invalidUrl',
  notHttps: 'databaseConnections:validation.endpointNotHttps',
  forbiddenHost: 'databaseConnections:validation.endpointForbiddenHost',
} as const satisfies Record<EndpointProblem, string>;

/** What is stored for the connection being edited: a blank secret keeps it. */
export interface StoredSecrets {
  password: boolean;
  wallet: boolean;
  walletPassword: boolean;
  serviceAccountKey: boolean;
}

export function storedSecretsOf(connection: DatabaseConnection | undefined): StoredSecrets {
  if (!connection) return { password: false, wallet: false, walletPassword: false, serviceAccountKey: false };
  if (connection.type === ORACLE) {
    return {
      password: connection.hasPassword,
      wallet: Boolean(connection.walletFileName),
      walletPassword: connection.hasWalletPassword,
      serviceAccountKey: false,
    };
  }
  return { password: false, wallet: false, walletPassword: false, serviceAccountKey: Boolean(connection.serviceAccountKeyFileName) };
}

const file = z.custom<File | null>((value) => value === null || value instanceof Blob);

export function connectionFormSchema(t: Translate, stored: StoredSecrets) {
  const max = (limit: number) => z.string().max(limit, t('common:validation.maxLength', { max: limit }));
  return z
    .object({
      type: z.enum([ORACLE, BIGQUERY]),
      name: max(createDatabaseConnectionBodyNameMax),
      username: max(createDatabaseConnectionBodyUsernameMax),
      password: max(createDatabaseConnectionBodyPasswordMax),
      connectionString: max(createDatabaseConnectionBodyConnectionStringMax),
      walletFile: file,
      walletPassword: max(createDatabaseConnectionBodyWalletPasswordMax),
      gcpProjectId: max(createDatabaseConnectionBodyGcpProjectIdMax),
      serviceAccountKeyFile: file,
      apiEndpoint: max(createDatabaseConnectionBodyApiEndpointMax),
      location: max(createDatabaseConnectionBodyLocationMax),
    })
    .superRefine((values, context) => {
      const require = (field: keyof typeof values, message: string, keeps = false) => {
        const value = values[field];
        const missing = value === null || (typeof value === 'string' && value.trim() === '');
        if (missing && !keeps) context.addIssue({ code: 'custom', path: [field], message });
      };
      require('name', t('databaseConnections:validation.nameRequired'));
      if (values.type === ORACLE) {
        require('walletFile', t('databaseConnections:validation.walletRequired'), stored.wallet);
        require('connectionString', t('databaseConnections:validation.connectionStringRequired'));
        require('username', t('databaseConnections:validation.usernameRequired'));
        require('password', t('databaseConnections:validation.passwordRequired'), stored.password);
        require('walletPassword', t('databaseConnections:validation.walletPasswordRequired'), stored.walletPassword);
        return;
      }
      require('serviceAccountKeyFile', t('databaseConnections:validation.keyRequired'), stored.serviceAccountKey);
      require('gcpProjectId', t('databaseConnections:validation.projectIdRequired'));
      const endpoint = values.apiEndpoint.trim();
      const problem = endpoint ? endpointProblem(endpoint) : undefined;
      if (problem) context.addIssue({ code: 'custom', path: ['apiEndpoint'], message: t(ENDPOINT_MESSAGES[problem]) });
    });
}

export type ConnectionFormValues = z.input<ReturnType<typeof connectionFormSchema>>;

/** The form's values for a new connection, or the stored connection's (secrets blank: blank keeps). */
export function formValuesOf(connection: DatabaseConnection | undefined): ConnectionFormValues {
  const blank: ConnectionFormValues = {
    type: connection?.type ?? ORACLE,
    name: connection?.name ?? '',
    username: '',
    password: '',
    connectionString: '',
    walletFile: null,
    walletPassword: '',
    gcpProjectId: '',
    serviceAccountKeyFile: null,
    apiEndpoint: '',
    location: DEFAULT_LOCATION,
  };
  if (connection?.type === ORACLE) return { ...blank, username: connection.username, connectionString: connection.connectionString };
  if (connection?.type === BIGQUERY) {
    return { ...blank, gcpProjectId: connection.gcpProjectId, apiEndpoint: connection.apiEndpoint ?? '', location: connection.location || DEFAULT_LOCATION };
  }
  return blank;
}

const given = (value: string) => (value.trim() === '' ? undefined : value);

/** The type's settings as the contract's multipart forms take them: blank secrets and unchosen files left out. */
export function settingsOf(values: ConnectionFormValues) {
  if (values.type === ORACLE) {
    return {
      type: ORACLE,
      username: values.username.trim(),
      connectionString: values.connectionString.trim(),
      ...(given(values.password) !== undefined ? { password: values.password } : {}),
      ...(values.walletFile ? { walletFile: values.walletFile } : {}),
      ...(given(values.walletPassword) !== undefined ? { walletPassword: values.walletPassword } : {}),
    } as const;
  }
  return {
    type: BIGQUERY,
    gcpProjectId: values.gcpProjectId.trim(),
    ...(values.serviceAccountKeyFile ? { serviceAccountKeyFile: values.serviceAccountKeyFile } : {}),
    // A blank endpoint removes it (edit) or is left out (create); a blank location is the default.
    apiEndpoint: values.apiEndpoint.trim(),
    location: values.location.trim() || DEFAULT_LOCATION,
  } as const;
}
