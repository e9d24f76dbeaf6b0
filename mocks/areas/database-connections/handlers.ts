/**
 * Database connections (Oracle Autonomous Database, BigQuery). Create/update are multipart forms.
 * Rules: required fields per type (§5); apiEndpoint an https URL that is no loopback, link-local or cloud
 * metadata address (endpoint.ts); location defaults to asia-northeast1; wallet .zip and key .json of 1MB or
 * less, their file names base names, the key a service account key; on update a blank or absent password,
 * wallet, wallet password or key keeps the stored one; secrets never answered.
 */
import type { RequestHandler } from 'msw';
import type { z } from 'zod';
import {
  getCreateDatabaseConnectionMockHandler,
  getDeleteDatabaseConnectionMockHandler,
  getGetDatabaseConnectionMockHandler,
  getListDatabaseConnectionsMockHandler,
  getTestDatabaseConnectionMockHandler,
  getTestDatabaseConnectionSettingsMockHandler,
  getUpdateDatabaseConnectionMockHandler,
} from '../../../src/generated/database-connections/database-connections.msw';
import {
  CreateDatabaseConnectionBody,
  ListDatabaseConnectionsQueryParams,
  TestDatabaseConnectionSettingsBody,
  UpdateDatabaseConnectionBody,
} from '../../../src/generated/database-connections/database-connections.zod';
import type { DatabaseConnectionTestResult, ErrorDetail } from '../../../src/generated/model';
import { clock } from '../../lib/clock';
import { apiError, badRequest, conflict, messages, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { paginate } from '../../lib/paginate';
import { actorOf, tenantOf } from '../../lib/request-context';
import { ONE_MB, readQuery, requireFileName } from '../../lib/validate';
import { whenProjectDeleted } from '../projects/handlers';
import { projectOf } from '../projects/table';
import { endpointProblem, type EndpointProblem } from '../../../src/lib/bigquery-endpoint';
import { workflowsUsingConnection } from './in-use';
import {
  databaseConnections,
  DEFAULT_BIGQUERY_LOCATION,
  toDatabaseConnection,
  type BigQueryConnectionRow,
  type ConnectionSecrets,
  type DatabaseConnectionRow,
  type OracleConnectionRow,
} from './table';

/** The messages of database connections (§5: required per type, valid URL; §8 file messages). */
export const databaseConnectionMessages = {
  notFound: 'Database connection not found',
  required: {
    name: 'Please enter a connection name',
    username: 'Please enter a username',
    password: 'Please enter a password',
    connectionString: 'Please enter a connection string',
    walletFile: 'Please select a wallet ZIP file',
    walletPassword: 'Please enter a wallet password',
    gcpProjectId: 'Please enter a project ID',
    serviceAccountKeyFile: 'Please select a service account key file',
  },
  invalidUrl: 'Please enter a valid URL',
  endpointNotHttps: 'The API endpoint must be an https URL',
  endpointForbidden: 'The API endpoint must not be a loopback, link-local or cloud metadata address',
  notOfType: (type: string) => `Not a field of ${type}`,
  invalidFileType: messages.invalidFileType,
  invalidFileFormat: 'Invalid file format',
  fileTooLarge: messages.fileTooLarge('1MB'),
  inUse: (names: string[]) => `Cannot delete the database connection because it is used by: ${names.join(', ')}`,
  typeMismatch: 'The connection is of another type',
} as const;

type Field = keyof typeof databaseConnectionMessages.required;
const ORACLE_FIELDS = ['username', 'password', 'connectionString', 'walletFile', 'walletPassword'] as const;
const BIGQUERY_FIELDS = ['gcpProjectId', 'serviceAccountKeyFile', 'apiEndpoint', 'location'] as const;

type FormValues = Record<string, string | File>;
const FILE_FIELDS = ['walletFile', 'serviceAccountKeyFile'];

/** The multipart form as an object; an empty file part (no file chosen) counts as absent. */
async function readForm(request: Request): Promise<FormValues> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw badRequest(messages.invalidRequest);
  }
  const values: FormValues = {};
  for (const [key, value] of form) {
    if (typeof value !== 'string' && value.size === 0) continue;
    // A file field sent without a file (no filename) arrives as an empty string.
    if (FILE_FIELDS.includes(key) && value === '') continue;
    values[key] = value;
  }
  return values;
}

/**
 * The form checked with the generated zod. Files are checked by kind, not by `instanceof Blob` (a file
 * part is a File of the realm that parsed the form — Node's in component tests, beside jsdom's Blob), and
 * then by `checkFile` (type, size).
 */
function parseForm<S extends typeof CreateDatabaseConnectionBody | typeof UpdateDatabaseConnectionBody | typeof TestDatabaseConnectionSettingsBody>(
  schema: S,
  values: FormValues,
) {
  const files: Record<string, File> = {};
  const fields: FormValues = {};
  const issues: ErrorDetail[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (!FILE_FIELDS.includes(key)) fields[key] = value;
    else if (typeof value === 'string') issues.push({ field: key, message: 'Expected a file' });
    else files[key] = value;
  }
  // The endpoint's own messages come before the generated zod's (its pattern and format say the same less clearly).
  if (typeof fields.apiEndpoint === 'string' && fields.apiEndpoint !== '') checkEndpoint(fields.apiEndpoint);
  const parsed = schema.safeParse(fields);
  if (!parsed.success) issues.push(...parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
  if (issues.length) throw badRequest(messages.invalidRequest, issues.slice(0, 20));
  return { ...(parsed.data as object), ...files } as z.infer<S>;
}

const blank = (value: unknown) => value === undefined || (typeof value === 'string' && !value.trim());

function requireFields(values: Record<string, unknown>, fields: readonly Field[]): void {
  const missing: ErrorDetail[] = fields
    .filter((field) => blank(values[field]))
    .map((field) => ({ field, message: databaseConnectionMessages.required[field] }));
  if (missing.length) throw badRequest(missing[0]!.message!, missing);
}

/** Fields of the other type must be absent or blank. */
function refuseOtherType(values: Record<string, unknown>, type: 'DB_TYPE_ORACLE' | 'DB_TYPE_BIGQUERY'): void {
  const foreign = type === 'DB_TYPE_ORACLE' ? BIGQUERY_FIELDS : ORACLE_FIELDS;
  const given = foreign.filter((field) => !blank(values[field]));
  if (given.length) {
    throw badRequest(
      messages.invalidRequest,
      given.map((field) => ({ field, message: databaseConnectionMessages.notOfType(type) })),
    );
  }
}

const ENDPOINT_MESSAGES: Record<EndpointProblem, string> = {
  invalid: databaseConnectionMessages.invalidUrl,
  notHttps: databaseConnectionMessages.endpointNotHttps,
  forbiddenHost: databaseConnectionMessages.endpointForbidden,
};

/** A given apiEndpoint: an https URL outside the backend's own network, else a 400 with the rule's message. */
function checkEndpoint(value: string): void {
  const problem = endpointProblem(value);
  if (problem) throw badRequest(ENDPOINT_MESSAGES[problem], [{ field: 'apiEndpoint', message: ENDPOINT_MESSAGES[problem] }]);
}

/** The endpoint to store: absent or empty is none (on update, empty removes the stored one). */
const endpointOf = (value: string | undefined): string | undefined => (value ? value : undefined);

function checkFile(file: Blob | undefined, extension: string, field: 'walletFile' | 'serviceAccountKeyFile'): File | undefined {
  if (!(file instanceof File)) return undefined;
  if (file.size > ONE_MB) throw apiError(413, databaseConnectionMessages.fileTooLarge);
  // The part's filename is stored (walletFileName, serviceAccountKeyFileName): a base name or 400.
  requireFileName(file.name, field);
  if (!file.name.toLowerCase().endsWith(extension)) throw apiError(415, databaseConnectionMessages.invalidFileType);
  return file;
}

/** The key file's JSON, if it is a service account key; else a 400 'Invalid file format'. */
async function readServiceAccountKey(file: File): Promise<{ json: string; email: string }> {
  const json = await file.text();
  try {
    const key = JSON.parse(json) as Record<string, unknown>;
    if (key.type === 'service_account' && typeof key.client_email === 'string' && typeof key.private_key === 'string') {
      return { json, email: key.client_email };
    }
  } catch {
    // falls through
  }
  throw badRequest(databaseConnectionMessages.invalidFileFormat, [{ field: 'serviceAccountKeyFile', message: databaseConnectionMessages.invalidFileFormat }]);
}

/** The stored name of an uploaded file: checkFile refused every name that is not a FileName. */
const fileName = (file: File) => file.name;

function connectionOf(projectId: string, connectionId: string): DatabaseConnectionRow {
  const row = databaseConnections.find(connectionId);
  if (!row || row.projectId !== projectId) throw notFound(databaseConnectionMessages.notFound);
  return row;
}

/** What a connection attempt needs: a stored row, or settings being tried before they are saved. */
type ConnectSettings =
  | { type: 'DB_TYPE_ORACLE'; username: string; connectionString: string; secrets: Pick<ConnectionSecrets, 'password' | 'walletPassword'> }
  | { type: 'DB_TYPE_BIGQUERY'; gcpProjectId: string; location: string; apiEndpoint?: string | undefined };

export const ORACLE_SERVER_VERSION = 'Oracle Database 23ai Enterprise Edition Release 23.0.0.0.0 - Production';
export const BIGQUERY_SERVER_VERSION = 'BigQuery API v2';

/**
 * The mock's connection attempt, deterministic from the settings: an Oracle connect string containing
 * 'unreachable' or 'invalid' fails with ORA-12154, a password containing 'wrong' with ORA-01017; a
 * BigQuery endpoint containing 'invalid' or 'unreachable' cannot be reached.
 */
function tryConnect(settings: ConnectSettings): DatabaseConnectionTestResult {
  const testedAt = clock.iso();
  const target = settings.type === 'DB_TYPE_ORACLE' ? settings.connectionString : settings.gcpProjectId;
  const latencyMs = 80 + ((target.length * 37) % 240);
  if (settings.type === 'DB_TYPE_ORACLE') {
    if (/unreachable|invalid/i.test(settings.connectionString)) {
      return { success: false, message: 'ORA-12154: TNS:could not resolve the connect identifier specified', testedAt };
    }
    const { password, walletPassword } = settings.secrets;
    if (!password || !walletPassword || /wrong/i.test(password)) {
      return { success: false, message: 'ORA-01017: invalid username/password; logon denied', testedAt };
    }
    return {
      success: true,
      message: `Connected to ${settings.connectionString} as ${settings.username}`,
      latencyMs,
      serverVersion: ORACLE_SERVER_VERSION,
      testedAt,
    };
  }
  if (settings.apiEndpoint && /invalid|unreachable/i.test(settings.apiEndpoint)) {
    return { success: false, message: `Could not reach ${settings.apiEndpoint}`, testedAt };
  }
  return {
    success: true,
    message: `Connected to BigQuery project ${settings.gcpProjectId} (${settings.location})`,
    latencyMs,
    serverVersion: BIGQUERY_SERVER_VERSION,
    testedAt,
  };
}

/** The stateful handlers of database connections (tag database-connections). */
export const databaseConnectionHandlers: RequestHandler[] = [
  getListDatabaseConnectionsMockHandler(({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const query = readQuery(request, ListDatabaseConnectionsQueryParams);
    const page = paginate(
      databaseConnections.where((row) => row.projectId === project.id),
      query,
    );
    return { ...page, items: page.items.map(toDatabaseConnection) };
  }),

  getCreateDatabaseConnectionMockHandler(async ({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const values = await readForm(request);
    const body = parseForm(CreateDatabaseConnectionBody, values);
    requireFields(body, ['name']);
    refuseOtherType(body, body.type);
    const now = clock.iso();
    const common = { id: newId('dbc'), projectId: project.id, name: body.name.trim(), createdBy: actorOf(request), createdAt: now, updatedAt: now };
    if (body.type === 'DB_TYPE_ORACLE') {
      requireFields(body, ['username', 'password', 'connectionString', 'walletFile', 'walletPassword']);
      const wallet = checkFile(body.walletFile, '.zip', 'walletFile');
      if (!wallet)
        throw badRequest(databaseConnectionMessages.required.walletFile, [{ field: 'walletFile', message: databaseConnectionMessages.required.walletFile }]);
      const row: OracleConnectionRow = {
        ...common,
        type: 'DB_TYPE_ORACLE',
        username: body.username!.trim(),
        connectionString: body.connectionString!.trim(),
        walletFileName: fileName(wallet),
        secrets: {
          password: body.password!,
          walletPassword: body.walletPassword!,
          walletBytes: wallet.size,
          setAt: { password: now, wallet: now, walletPassword: now },
        },
      };
      return toDatabaseConnection(databaseConnections.insert(row));
    }
    requireFields(body, ['gcpProjectId', 'serviceAccountKeyFile']);
    const apiEndpoint = endpointOf(body.apiEndpoint);
    const keyFile = checkFile(body.serviceAccountKeyFile, '.json', 'serviceAccountKeyFile');
    if (!keyFile) {
      throw badRequest(databaseConnectionMessages.required.serviceAccountKeyFile, [
        { field: 'serviceAccountKeyFile', message: databaseConnectionMessages.required.serviceAccountKeyFile },
      ]);
    }
    const key = await readServiceAccountKey(keyFile);
    const row: BigQueryConnectionRow = {
      ...common,
      type: 'DB_TYPE_BIGQUERY',
      gcpProjectId: body.gcpProjectId!.trim(),
      serviceAccountKeyFileName: fileName(keyFile),
      serviceAccountEmail: key.email,
      ...(apiEndpoint ? { apiEndpoint } : {}),
      location: body.location?.trim() || DEFAULT_BIGQUERY_LOCATION,
      secrets: { serviceAccountKey: key.json, setAt: { serviceAccountKey: now } },
    };
    return toDatabaseConnection(databaseConnections.insert(row));
  }),

  getGetDatabaseConnectionMockHandler(({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    return toDatabaseConnection(connectionOf(project.id, String(params.connectionId)));
  }),

  getUpdateDatabaseConnectionMockHandler(async ({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const row = connectionOf(project.id, String(params.connectionId));
    const values = await readForm(request);
    const body = parseForm(UpdateDatabaseConnectionBody, values);
    refuseOtherType(body, row.type);
    // Given (not absent) non-secret fields must not be blank.
    const present = (['name', 'username', 'connectionString', 'gcpProjectId'] as const).filter((field) => body[field] !== undefined);
    requireFields(body, present);
    const now = clock.iso();
    const common = { ...(body.name !== undefined ? { name: body.name.trim() } : {}), updatedAt: now };
    if (row.type === 'DB_TYPE_ORACLE') {
      const wallet = checkFile(body.walletFile, '.zip', 'walletFile');
      const next: OracleConnectionRow = {
        ...row,
        ...common,
        ...(body.username !== undefined ? { username: body.username.trim() } : {}),
        ...(body.connectionString !== undefined ? { connectionString: body.connectionString.trim() } : {}),
        ...(wallet ? { walletFileName: fileName(wallet) } : {}),
        secrets: {
          ...row.secrets,
          // A blank or absent secret keeps the stored one.
          ...(!blank(body.password) ? { password: body.password } : {}),
          ...(!blank(body.walletPassword) ? { walletPassword: body.walletPassword } : {}),
          ...(wallet ? { walletBytes: wallet.size } : {}),
          setAt: {
            ...row.secrets.setAt,
            ...(!blank(body.password) ? { password: now } : {}),
            ...(!blank(body.walletPassword) ? { walletPassword: now } : {}),
            ...(wallet ? { wallet: now } : {}),
          },
        },
      };
      return toDatabaseConnection(databaseConnections.replace(next));
    }
    const apiEndpoint = body.apiEndpoint !== undefined ? endpointOf(body.apiEndpoint) : row.apiEndpoint;
    const keyFile = checkFile(body.serviceAccountKeyFile, '.json', 'serviceAccountKeyFile');
    const key = keyFile ? await readServiceAccountKey(keyFile) : undefined;
    const { apiEndpoint: _old, ...rest } = row;
    const next: BigQueryConnectionRow = {
      ...rest,
      ...common,
      ...(body.gcpProjectId !== undefined ? { gcpProjectId: body.gcpProjectId.trim() } : {}),
      ...(apiEndpoint ? { apiEndpoint } : {}),
      ...(body.location !== undefined ? { location: body.location.trim() || DEFAULT_BIGQUERY_LOCATION } : {}),
      ...(keyFile && key ? { serviceAccountKeyFileName: fileName(keyFile), serviceAccountEmail: key.email } : {}),
      secrets: { ...row.secrets, ...(key ? { serviceAccountKey: key.json, setAt: { ...row.secrets.setAt, serviceAccountKey: now } } : {}) },
    };
    return toDatabaseConnection(databaseConnections.replace(next));
  }),

  getDeleteDatabaseConnectionMockHandler(({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const row = connectionOf(project.id, String(params.connectionId));
    const usedBy = workflowsUsingConnection(project.id, row.id);
    if (usedBy.length) throw conflict(databaseConnectionMessages.inUse(usedBy));
    databaseConnections.remove(row.id);
  }),

  getTestDatabaseConnectionMockHandler(({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    return tryConnect(connectionOf(project.id, String(params.connectionId)));
  }),

  // Settings tried before saving: the create's rules without the name; nothing is stored.
  getTestDatabaseConnectionSettingsMockHandler(async ({ request, params }) => {
    const project = projectOf(String(params.projectId), tenantOf(request));
    const body = parseForm(TestDatabaseConnectionSettingsBody, await readForm(request));
    refuseOtherType(body, body.type);
    const stored = body.connectionId ? connectionOf(project.id, body.connectionId) : undefined;
    if (stored && stored.type !== body.type) {
      throw badRequest(databaseConnectionMessages.typeMismatch, [{ field: 'type', message: databaseConnectionMessages.typeMismatch }]);
    }
    if (body.type === 'DB_TYPE_ORACLE') {
      const oracleStored = stored?.type === 'DB_TYPE_ORACLE' ? stored : undefined;
      const wallet = checkFile(body.walletFile, '.zip', 'walletFile');
      const password = blank(body.password) ? oracleStored?.secrets.password : body.password;
      const walletPassword = blank(body.walletPassword) ? oracleStored?.secrets.walletPassword : body.walletPassword;
      requireFields({ ...body, password, walletPassword, walletFile: wallet ?? (oracleStored?.secrets.walletBytes ? 'stored' : undefined) }, [
        'username',
        'password',
        'connectionString',
        'walletFile',
        'walletPassword',
      ]);
      return tryConnect({
        type: 'DB_TYPE_ORACLE',
        username: body.username!.trim(),
        connectionString: body.connectionString!.trim(),
        secrets: { password, walletPassword },
      });
    }
    const apiEndpoint = endpointOf(body.apiEndpoint);
    const keyFile = checkFile(body.serviceAccountKeyFile, '.json', 'serviceAccountKeyFile');
    if (keyFile) await readServiceAccountKey(keyFile);
    const hasKey = Boolean(keyFile) || Boolean(stored?.secrets.serviceAccountKey);
    requireFields({ ...body, serviceAccountKeyFile: hasKey ? 'given' : undefined }, ['gcpProjectId', 'serviceAccountKeyFile']);
    return tryConnect({
      type: 'DB_TYPE_BIGQUERY',
      gcpProjectId: body.gcpProjectId!.trim(),
      location: body.location?.trim() || DEFAULT_BIGQUERY_LOCATION,
      apiEndpoint,
    });
  }),
];

whenProjectDeleted((projectId) => databaseConnections.removeWhere((row) => row.projectId === projectId));
