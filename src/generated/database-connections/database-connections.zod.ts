import * as zod from 'zod';


/**
 * One page of the project's database connections (Oracle and BigQuery), newest first, filtered by name. Secrets are never answered.
 * @summary List the project's database connections
 */
export const listDatabaseConnectionsPathProjectIdMax = 64;


export const listDatabaseConnectionsPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListDatabaseConnectionsParams = zod.object({
  "projectId": zod.string().min(1).max(listDatabaseConnectionsPathProjectIdMax).regex(listDatabaseConnectionsPathProjectIdRegExp).describe('The project.')
})

export const listDatabaseConnectionsQueryPageDefault = 1;
export const listDatabaseConnectionsQueryPageMax = 100000;

export const listDatabaseConnectionsQueryPageSizeDefault = 10;
export const listDatabaseConnectionsQueryPageSizeMin = 10;
export const listDatabaseConnectionsQueryPageSizeMax = 100;

export const listDatabaseConnectionsQueryNameMax = 200;



export const ListDatabaseConnectionsQueryParams = zod.object({
  "page": zod.int().min(1).max(listDatabaseConnectionsQueryPageMax).default(listDatabaseConnectionsQueryPageDefault).describe('1-based page number (at most 100000, so that the largest list, 1,000,000 items, is reachable at the smallest page size).'),
  "pageSize": zod.int().min(listDatabaseConnectionsQueryPageSizeMin).max(listDatabaseConnectionsQueryPageSizeMax).default(listDatabaseConnectionsQueryPageSizeDefault).describe('Items per page (at least 10).'),
  "name": zod.string().max(listDatabaseConnectionsQueryNameMax).optional().describe('Keep only items whose name contains this text (case-insensitive).')
})

export const listDatabaseConnectionsHeaderIdpMax = 64;

export const listDatabaseConnectionsHeaderAiwTenantIdMax = 64;


export const listDatabaseConnectionsHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const ListDatabaseConnectionsHeader = zod.object({
  "idp": zod.string().min(1).max(listDatabaseConnectionsHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(listDatabaseConnectionsHeaderAiwTenantIdMax).regex(listDatabaseConnectionsHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const listDatabaseConnectionsResponseOneTotalCountMin = 0;
export const listDatabaseConnectionsResponseOneTotalCountMax = 1000000;

export const listDatabaseConnectionsResponseOnePageMax = 100000;

export const listDatabaseConnectionsResponseOnePageSizeMin = 10;
export const listDatabaseConnectionsResponseOnePageSizeMax = 100;

export const listDatabaseConnectionsResponseTwoItemsItemOneIdMax = 64;


export const listDatabaseConnectionsResponseTwoItemsItemOneIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listDatabaseConnectionsResponseTwoItemsItemOneNameMax = 50;

export const listDatabaseConnectionsResponseTwoItemsItemOneUsernameMax = 128;

export const listDatabaseConnectionsResponseTwoItemsItemOneConnectionStringMax = 2000;

export const listDatabaseConnectionsResponseTwoItemsItemOneWalletFileNameMax = 255;

export const listDatabaseConnectionsResponseTwoItemsItemOnePasswordSetAtMax = 40;

export const listDatabaseConnectionsResponseTwoItemsItemOneWalletSetAtMax = 40;

export const listDatabaseConnectionsResponseTwoItemsItemOneWalletPasswordSetAtMax = 40;

export const listDatabaseConnectionsResponseTwoItemsItemOneCreatedByIdMax = 64;

export const listDatabaseConnectionsResponseTwoItemsItemOneCreatedByNameMax = 200;

export const listDatabaseConnectionsResponseTwoItemsItemOneCreatedAtMax = 40;

export const listDatabaseConnectionsResponseTwoItemsItemOneUpdatedAtMax = 40;

export const listDatabaseConnectionsResponseTwoItemsItemTwoIdMax = 64;


export const listDatabaseConnectionsResponseTwoItemsItemTwoIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const listDatabaseConnectionsResponseTwoItemsItemTwoNameMax = 50;

export const listDatabaseConnectionsResponseTwoItemsItemTwoGcpProjectIdMax = 64;

export const listDatabaseConnectionsResponseTwoItemsItemTwoServiceAccountKeyFileNameMax = 255;

export const listDatabaseConnectionsResponseTwoItemsItemTwoServiceAccountEmailMax = 254;

export const listDatabaseConnectionsResponseTwoItemsItemTwoServiceAccountKeySetAtMax = 40;

export const listDatabaseConnectionsResponseTwoItemsItemTwoApiEndpointMax = 2000;

export const listDatabaseConnectionsResponseTwoItemsItemTwoLocationMax = 64;

export const listDatabaseConnectionsResponseTwoItemsItemTwoCreatedByIdMax = 64;

export const listDatabaseConnectionsResponseTwoItemsItemTwoCreatedByNameMax = 200;

export const listDatabaseConnectionsResponseTwoItemsItemTwoCreatedAtMax = 40;

export const listDatabaseConnectionsResponseTwoItemsItemTwoUpdatedAtMax = 40;

export const listDatabaseConnectionsResponseTwoItemsMax = 100;



export const ListDatabaseConnectionsResponse = zod.object({
  "totalCount": zod.int().min(listDatabaseConnectionsResponseOneTotalCountMin).max(listDatabaseConnectionsResponseOneTotalCountMax).describe('How many items match, over all pages (a list holds at most 1,000,000).'),
  "page": zod.int().min(1).max(listDatabaseConnectionsResponseOnePageMax).describe('The page answered (1-based).'),
  "pageSize": zod.int().min(listDatabaseConnectionsResponseOnePageSizeMin).max(listDatabaseConnectionsResponseOnePageSizeMax).describe('Items per page.')
}).describe('The paging fields every list answer carries beside its items.').and(zod.object({
  "items": zod.array(zod.union([zod.object({
  "id": zod.string().min(1).max(listDatabaseConnectionsResponseTwoItemsItemOneIdMax).regex(listDatabaseConnectionsResponseTwoItemsItemOneIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(listDatabaseConnectionsResponseTwoItemsItemOneNameMax),
  "type": zod.enum(['DB_TYPE_ORACLE']),
  "username": zod.string().min(1).max(listDatabaseConnectionsResponseTwoItemsItemOneUsernameMax),
  "connectionString": zod.string().min(1).max(listDatabaseConnectionsResponseTwoItemsItemOneConnectionStringMax).describe('The TNS alias or connect descriptor.'),
  "hasPassword": zod.boolean().describe('A password is stored (it is never answered).'),
  "walletFileName": zod.string().min(1).max(listDatabaseConnectionsResponseTwoItemsItemOneWalletFileNameMax).describe('The name of the stored wallet ZIP (its content is never answered).'),
  "hasWalletPassword": zod.boolean().describe('A wallet password is stored (it is never answered).'),
  "passwordSetAt": zod.iso.datetime({"offset":true}).max(listDatabaseConnectionsResponseTwoItemsItemOnePasswordSetAtMax).optional().describe('When the stored password was last set.'),
  "walletSetAt": zod.iso.datetime({"offset":true}).max(listDatabaseConnectionsResponseTwoItemsItemOneWalletSetAtMax).optional().describe('When the stored wallet ZIP was last set.'),
  "walletPasswordSetAt": zod.iso.datetime({"offset":true}).max(listDatabaseConnectionsResponseTwoItemsItemOneWalletPasswordSetAtMax).optional().describe('When the stored wallet password was last set.'),
  "createdBy": zod.object({
  "id": zod.string().max(listDatabaseConnectionsResponseTwoItemsItemOneCreatedByIdMax),
  "name": zod.string().max(listDatabaseConnectionsResponseTwoItemsItemOneCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(listDatabaseConnectionsResponseTwoItemsItemOneCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(listDatabaseConnectionsResponseTwoItemsItemOneUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('An Oracle Autonomous Database connection (wallet based). The password, wallet and wallet password are never answered.'),zod.object({
  "id": zod.string().min(1).max(listDatabaseConnectionsResponseTwoItemsItemTwoIdMax).regex(listDatabaseConnectionsResponseTwoItemsItemTwoIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(listDatabaseConnectionsResponseTwoItemsItemTwoNameMax),
  "type": zod.enum(['DB_TYPE_BIGQUERY']),
  "gcpProjectId": zod.string().min(1).max(listDatabaseConnectionsResponseTwoItemsItemTwoGcpProjectIdMax).describe('The Google Cloud project ID that holds the datasets.'),
  "serviceAccountKeyFileName": zod.string().min(1).max(listDatabaseConnectionsResponseTwoItemsItemTwoServiceAccountKeyFileNameMax).describe('The name of the stored service account key file (its content is never answered).'),
  "serviceAccountEmail": zod.email().max(listDatabaseConnectionsResponseTwoItemsItemTwoServiceAccountEmailMax).optional().describe('The service account named in the stored key.'),
  "serviceAccountKeySetAt": zod.iso.datetime({"offset":true}).max(listDatabaseConnectionsResponseTwoItemsItemTwoServiceAccountKeySetAtMax).optional().describe('When the stored service account key was last set.'),
  "apiEndpoint": zod.url().max(listDatabaseConnectionsResponseTwoItemsItemTwoApiEndpointMax).optional().describe('An API endpoint other than Google\'s default (optional; an https URL, see BigQueryApiEndpoint).'),
  "location": zod.string().min(1).max(listDatabaseConnectionsResponseTwoItemsItemTwoLocationMax).describe('The dataset location; asia-northeast1 unless set.'),
  "createdBy": zod.object({
  "id": zod.string().max(listDatabaseConnectionsResponseTwoItemsItemTwoCreatedByIdMax),
  "name": zod.string().max(listDatabaseConnectionsResponseTwoItemsItemTwoCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(listDatabaseConnectionsResponseTwoItemsItemTwoCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(listDatabaseConnectionsResponseTwoItemsItemTwoUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A BigQuery connection (service account key). The key is never answered.')]).describe('A database connection; `type` tells which of the two shapes it is.')).max(listDatabaseConnectionsResponseTwoItemsMax)
}))

/**
 * Creates an Oracle or BigQuery connection from a multipart form. Required per type — Oracle: name, username, password, connectionString, walletFile (.zip), walletPassword; BigQuery: name, gcpProjectId, serviceAccountKeyFile (.json service account key), optional apiEndpoint and location (default asia-northeast1). A missing field answers 400 naming it; a file over 1MB 413; a wallet that is not .zip or a key that is not .json 415 'Invalid file type'; a key that is not a service account key 400 'Invalid file format'; a file part whose `filename` is not a base name (FileName: no `/` or `\`, not `.` or `..`, no control characters, at most 255 characters) 400 'Invalid file name'. The apiEndpoint is an https URL and never a loopback, link-local or cloud metadata address (BigQueryApiEndpoint): 400 'Please enter a valid URL', 'The API endpoint must be an https URL' or 'The API endpoint must not be a loopback, link-local or cloud metadata address'.
 * @summary Create a database connection
 */
export const createDatabaseConnectionPathProjectIdMax = 64;


export const createDatabaseConnectionPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateDatabaseConnectionParams = zod.object({
  "projectId": zod.string().min(1).max(createDatabaseConnectionPathProjectIdMax).regex(createDatabaseConnectionPathProjectIdRegExp).describe('The project.')
})

export const createDatabaseConnectionHeaderIdpMax = 64;

export const createDatabaseConnectionHeaderAiwTenantIdMax = 64;


export const createDatabaseConnectionHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const CreateDatabaseConnectionHeader = zod.object({
  "idp": zod.string().min(1).max(createDatabaseConnectionHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(createDatabaseConnectionHeaderAiwTenantIdMax).regex(createDatabaseConnectionHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const createDatabaseConnectionBodyNameMax = 50;

export const createDatabaseConnectionBodyUsernameMax = 128;

export const createDatabaseConnectionBodyPasswordMax = 256;

export const createDatabaseConnectionBodyConnectionStringMax = 2000;

export const createDatabaseConnectionBodyWalletPasswordMax = 256;

export const createDatabaseConnectionBodyGcpProjectIdMax = 64;

export const createDatabaseConnectionBodyApiEndpointMin = 9;
export const createDatabaseConnectionBodyApiEndpointMax = 2000;


export const createDatabaseConnectionBodyApiEndpointRegExp = new RegExp('^https://[^\\s/?#@\\\\]+(?:[/?#]\\S*)?$');
export const createDatabaseConnectionBodyLocationMax = 64;



export const CreateDatabaseConnectionBody = zod.strictObject({
  "type": zod.enum(['DB_TYPE_ORACLE', 'DB_TYPE_BIGQUERY']).describe('The kind of database.'),
  "name": zod.string().min(1).max(createDatabaseConnectionBodyNameMax),
  "username": zod.string().max(createDatabaseConnectionBodyUsernameMax).optional().describe('Oracle; required.'),
  "password": zod.string().max(createDatabaseConnectionBodyPasswordMax).optional().describe('Oracle; required. Write-only.'),
  "connectionString": zod.string().max(createDatabaseConnectionBodyConnectionStringMax).optional().describe('Oracle; required.'),
  "walletFile": zod.instanceof(Blob).optional(),
  "walletPassword": zod.string().max(createDatabaseConnectionBodyWalletPasswordMax).optional().describe('Oracle; required. Write-only.'),
  "gcpProjectId": zod.string().max(createDatabaseConnectionBodyGcpProjectIdMax).optional().describe('BigQuery; required.'),
  "serviceAccountKeyFile": zod.instanceof(Blob).optional(),
  "apiEndpoint": zod.url().min(createDatabaseConnectionBodyApiEndpointMin).max(createDatabaseConnectionBodyApiEndpointMax).regex(createDatabaseConnectionBodyApiEndpointRegExp).optional().describe('BigQuery; optional. An https URL, never a loopback, link-local or metadata address (BigQueryApiEndpoint).'),
  "location": zod.string().max(createDatabaseConnectionBodyLocationMax).optional().describe('BigQuery; optional, asia-northeast1 when blank.')
}).describe('A new connection (multipart form). Required per type — DB_TYPE_ORACLE: name, username, password, connectionString, walletFile (ZIP), walletPassword; DB_TYPE_BIGQUERY: name, gcpProjectId, serviceAccountKeyFile (JSON), optional apiEndpoint (an https URL, BigQueryApiEndpoint) and location (default asia-northeast1). Fields of the other type are refused. Files are 1MB or smaller, and each file part\'s filename (stored as walletFileName or serviceAccountKeyFileName) is a FileName (\'Invalid file name\', 400).')

export const createDatabaseConnectionResponseOneIdMax = 64;


export const createDatabaseConnectionResponseOneIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createDatabaseConnectionResponseOneNameMax = 50;

export const createDatabaseConnectionResponseOneUsernameMax = 128;

export const createDatabaseConnectionResponseOneConnectionStringMax = 2000;

export const createDatabaseConnectionResponseOneWalletFileNameMax = 255;

export const createDatabaseConnectionResponseOnePasswordSetAtMax = 40;

export const createDatabaseConnectionResponseOneWalletSetAtMax = 40;

export const createDatabaseConnectionResponseOneWalletPasswordSetAtMax = 40;

export const createDatabaseConnectionResponseOneCreatedByIdMax = 64;

export const createDatabaseConnectionResponseOneCreatedByNameMax = 200;

export const createDatabaseConnectionResponseOneCreatedAtMax = 40;

export const createDatabaseConnectionResponseOneUpdatedAtMax = 40;

export const createDatabaseConnectionResponseTwoIdMax = 64;


export const createDatabaseConnectionResponseTwoIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const createDatabaseConnectionResponseTwoNameMax = 50;

export const createDatabaseConnectionResponseTwoGcpProjectIdMax = 64;

export const createDatabaseConnectionResponseTwoServiceAccountKeyFileNameMax = 255;

export const createDatabaseConnectionResponseTwoServiceAccountEmailMax = 254;

export const createDatabaseConnectionResponseTwoServiceAccountKeySetAtMax = 40;

export const createDatabaseConnectionResponseTwoApiEndpointMax = 2000;

export const createDatabaseConnectionResponseTwoLocationMax = 64;

export const createDatabaseConnectionResponseTwoCreatedByIdMax = 64;

export const createDatabaseConnectionResponseTwoCreatedByNameMax = 200;

export const createDatabaseConnectionResponseTwoCreatedAtMax = 40;

export const createDatabaseConnectionResponseTwoUpdatedAtMax = 40;



export const CreateDatabaseConnectionResponse = zod.union([zod.object({
  "id": zod.string().min(1).max(createDatabaseConnectionResponseOneIdMax).regex(createDatabaseConnectionResponseOneIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(createDatabaseConnectionResponseOneNameMax),
  "type": zod.enum(['DB_TYPE_ORACLE']),
  "username": zod.string().min(1).max(createDatabaseConnectionResponseOneUsernameMax),
  "connectionString": zod.string().min(1).max(createDatabaseConnectionResponseOneConnectionStringMax).describe('The TNS alias or connect descriptor.'),
  "hasPassword": zod.boolean().describe('A password is stored (it is never answered).'),
  "walletFileName": zod.string().min(1).max(createDatabaseConnectionResponseOneWalletFileNameMax).describe('The name of the stored wallet ZIP (its content is never answered).'),
  "hasWalletPassword": zod.boolean().describe('A wallet password is stored (it is never answered).'),
  "passwordSetAt": zod.iso.datetime({"offset":true}).max(createDatabaseConnectionResponseOnePasswordSetAtMax).optional().describe('When the stored password was last set.'),
  "walletSetAt": zod.iso.datetime({"offset":true}).max(createDatabaseConnectionResponseOneWalletSetAtMax).optional().describe('When the stored wallet ZIP was last set.'),
  "walletPasswordSetAt": zod.iso.datetime({"offset":true}).max(createDatabaseConnectionResponseOneWalletPasswordSetAtMax).optional().describe('When the stored wallet password was last set.'),
  "createdBy": zod.object({
  "id": zod.string().max(createDatabaseConnectionResponseOneCreatedByIdMax),
  "name": zod.string().max(createDatabaseConnectionResponseOneCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(createDatabaseConnectionResponseOneCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(createDatabaseConnectionResponseOneUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('An Oracle Autonomous Database connection (wallet based). The password, wallet and wallet password are never answered.'),zod.object({
  "id": zod.string().min(1).max(createDatabaseConnectionResponseTwoIdMax).regex(createDatabaseConnectionResponseTwoIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(createDatabaseConnectionResponseTwoNameMax),
  "type": zod.enum(['DB_TYPE_BIGQUERY']),
  "gcpProjectId": zod.string().min(1).max(createDatabaseConnectionResponseTwoGcpProjectIdMax).describe('The Google Cloud project ID that holds the datasets.'),
  "serviceAccountKeyFileName": zod.string().min(1).max(createDatabaseConnectionResponseTwoServiceAccountKeyFileNameMax).describe('The name of the stored service account key file (its content is never answered).'),
  "serviceAccountEmail": zod.email().max(createDatabaseConnectionResponseTwoServiceAccountEmailMax).optional().describe('The service account named in the stored key.'),
  "serviceAccountKeySetAt": zod.iso.datetime({"offset":true}).max(createDatabaseConnectionResponseTwoServiceAccountKeySetAtMax).optional().describe('When the stored service account key was last set.'),
  "apiEndpoint": zod.url().max(createDatabaseConnectionResponseTwoApiEndpointMax).optional().describe('An API endpoint other than Google\'s default (optional; an https URL, see BigQueryApiEndpoint).'),
  "location": zod.string().min(1).max(createDatabaseConnectionResponseTwoLocationMax).describe('The dataset location; asia-northeast1 unless set.'),
  "createdBy": zod.object({
  "id": zod.string().max(createDatabaseConnectionResponseTwoCreatedByIdMax),
  "name": zod.string().max(createDatabaseConnectionResponseTwoCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(createDatabaseConnectionResponseTwoCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(createDatabaseConnectionResponseTwoUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A BigQuery connection (service account key). The key is never answered.')]).describe('A database connection; `type` tells which of the two shapes it is.')

/**
 * The connection without its secrets (flags such as `hasPassword` tell what is stored).
 * @summary One database connection
 */
export const getDatabaseConnectionPathProjectIdMax = 64;


export const getDatabaseConnectionPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getDatabaseConnectionPathConnectionIdMax = 64;


export const getDatabaseConnectionPathConnectionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetDatabaseConnectionParams = zod.object({
  "projectId": zod.string().min(1).max(getDatabaseConnectionPathProjectIdMax).regex(getDatabaseConnectionPathProjectIdRegExp).describe('The project.'),
  "connectionId": zod.string().min(1).max(getDatabaseConnectionPathConnectionIdMax).regex(getDatabaseConnectionPathConnectionIdRegExp).describe('The database connection.')
})

export const getDatabaseConnectionHeaderIdpMax = 64;

export const getDatabaseConnectionHeaderAiwTenantIdMax = 64;


export const getDatabaseConnectionHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const GetDatabaseConnectionHeader = zod.object({
  "idp": zod.string().min(1).max(getDatabaseConnectionHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(getDatabaseConnectionHeaderAiwTenantIdMax).regex(getDatabaseConnectionHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const getDatabaseConnectionResponseOneIdMax = 64;


export const getDatabaseConnectionResponseOneIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getDatabaseConnectionResponseOneNameMax = 50;

export const getDatabaseConnectionResponseOneUsernameMax = 128;

export const getDatabaseConnectionResponseOneConnectionStringMax = 2000;

export const getDatabaseConnectionResponseOneWalletFileNameMax = 255;

export const getDatabaseConnectionResponseOnePasswordSetAtMax = 40;

export const getDatabaseConnectionResponseOneWalletSetAtMax = 40;

export const getDatabaseConnectionResponseOneWalletPasswordSetAtMax = 40;

export const getDatabaseConnectionResponseOneCreatedByIdMax = 64;

export const getDatabaseConnectionResponseOneCreatedByNameMax = 200;

export const getDatabaseConnectionResponseOneCreatedAtMax = 40;

export const getDatabaseConnectionResponseOneUpdatedAtMax = 40;

export const getDatabaseConnectionResponseTwoIdMax = 64;


export const getDatabaseConnectionResponseTwoIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const getDatabaseConnectionResponseTwoNameMax = 50;

export const getDatabaseConnectionResponseTwoGcpProjectIdMax = 64;

export const getDatabaseConnectionResponseTwoServiceAccountKeyFileNameMax = 255;

export const getDatabaseConnectionResponseTwoServiceAccountEmailMax = 254;

export const getDatabaseConnectionResponseTwoServiceAccountKeySetAtMax = 40;

export const getDatabaseConnectionResponseTwoApiEndpointMax = 2000;

export const getDatabaseConnectionResponseTwoLocationMax = 64;

export const getDatabaseConnectionResponseTwoCreatedByIdMax = 64;

export const getDatabaseConnectionResponseTwoCreatedByNameMax = 200;

export const getDatabaseConnectionResponseTwoCreatedAtMax = 40;

export const getDatabaseConnectionResponseTwoUpdatedAtMax = 40;



export const GetDatabaseConnectionResponse = zod.union([zod.object({
  "id": zod.string().min(1).max(getDatabaseConnectionResponseOneIdMax).regex(getDatabaseConnectionResponseOneIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(getDatabaseConnectionResponseOneNameMax),
  "type": zod.enum(['DB_TYPE_ORACLE']),
  "username": zod.string().min(1).max(getDatabaseConnectionResponseOneUsernameMax),
  "connectionString": zod.string().min(1).max(getDatabaseConnectionResponseOneConnectionStringMax).describe('The TNS alias or connect descriptor.'),
  "hasPassword": zod.boolean().describe('A password is stored (it is never answered).'),
  "walletFileName": zod.string().min(1).max(getDatabaseConnectionResponseOneWalletFileNameMax).describe('The name of the stored wallet ZIP (its content is never answered).'),
  "hasWalletPassword": zod.boolean().describe('A wallet password is stored (it is never answered).'),
  "passwordSetAt": zod.iso.datetime({"offset":true}).max(getDatabaseConnectionResponseOnePasswordSetAtMax).optional().describe('When the stored password was last set.'),
  "walletSetAt": zod.iso.datetime({"offset":true}).max(getDatabaseConnectionResponseOneWalletSetAtMax).optional().describe('When the stored wallet ZIP was last set.'),
  "walletPasswordSetAt": zod.iso.datetime({"offset":true}).max(getDatabaseConnectionResponseOneWalletPasswordSetAtMax).optional().describe('When the stored wallet password was last set.'),
  "createdBy": zod.object({
  "id": zod.string().max(getDatabaseConnectionResponseOneCreatedByIdMax),
  "name": zod.string().max(getDatabaseConnectionResponseOneCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(getDatabaseConnectionResponseOneCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(getDatabaseConnectionResponseOneUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('An Oracle Autonomous Database connection (wallet based). The password, wallet and wallet password are never answered.'),zod.object({
  "id": zod.string().min(1).max(getDatabaseConnectionResponseTwoIdMax).regex(getDatabaseConnectionResponseTwoIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(getDatabaseConnectionResponseTwoNameMax),
  "type": zod.enum(['DB_TYPE_BIGQUERY']),
  "gcpProjectId": zod.string().min(1).max(getDatabaseConnectionResponseTwoGcpProjectIdMax).describe('The Google Cloud project ID that holds the datasets.'),
  "serviceAccountKeyFileName": zod.string().min(1).max(getDatabaseConnectionResponseTwoServiceAccountKeyFileNameMax).describe('The name of the stored service account key file (its content is never answered).'),
  "serviceAccountEmail": zod.email().max(getDatabaseConnectionResponseTwoServiceAccountEmailMax).optional().describe('The service account named in the stored key.'),
  "serviceAccountKeySetAt": zod.iso.datetime({"offset":true}).max(getDatabaseConnectionResponseTwoServiceAccountKeySetAtMax).optional().describe('When the stored service account key was last set.'),
  "apiEndpoint": zod.url().max(getDatabaseConnectionResponseTwoApiEndpointMax).optional().describe('An API endpoint other than Google\'s default (optional; an https URL, see BigQueryApiEndpoint).'),
  "location": zod.string().min(1).max(getDatabaseConnectionResponseTwoLocationMax).describe('The dataset location; asia-northeast1 unless set.'),
  "createdBy": zod.object({
  "id": zod.string().max(getDatabaseConnectionResponseTwoCreatedByIdMax),
  "name": zod.string().max(getDatabaseConnectionResponseTwoCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(getDatabaseConnectionResponseTwoCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(getDatabaseConnectionResponseTwoUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A BigQuery connection (service account key). The key is never answered.')]).describe('A database connection; `type` tells which of the two shapes it is.')

/**
 * Changes the given fields (multipart form; the type cannot change). A blank or absent password, wallet, wallet password or service account key keeps the current value; an empty apiEndpoint removes it. Fields of the other type answer 400; the apiEndpoint and file name rules of createDatabaseConnection apply (400).
 * @summary Change a database connection
 */
export const updateDatabaseConnectionPathProjectIdMax = 64;


export const updateDatabaseConnectionPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateDatabaseConnectionPathConnectionIdMax = 64;


export const updateDatabaseConnectionPathConnectionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateDatabaseConnectionParams = zod.object({
  "projectId": zod.string().min(1).max(updateDatabaseConnectionPathProjectIdMax).regex(updateDatabaseConnectionPathProjectIdRegExp).describe('The project.'),
  "connectionId": zod.string().min(1).max(updateDatabaseConnectionPathConnectionIdMax).regex(updateDatabaseConnectionPathConnectionIdRegExp).describe('The database connection.')
})

export const updateDatabaseConnectionHeaderIdpMax = 64;

export const updateDatabaseConnectionHeaderAiwTenantIdMax = 64;


export const updateDatabaseConnectionHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const UpdateDatabaseConnectionHeader = zod.object({
  "idp": zod.string().min(1).max(updateDatabaseConnectionHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(updateDatabaseConnectionHeaderAiwTenantIdMax).regex(updateDatabaseConnectionHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const updateDatabaseConnectionBodyNameMax = 50;

export const updateDatabaseConnectionBodyUsernameMax = 128;

export const updateDatabaseConnectionBodyPasswordMax = 256;

export const updateDatabaseConnectionBodyConnectionStringMax = 2000;

export const updateDatabaseConnectionBodyWalletPasswordMax = 256;

export const updateDatabaseConnectionBodyGcpProjectIdMax = 64;

export const updateDatabaseConnectionBodyApiEndpointOneMin = 9;
export const updateDatabaseConnectionBodyApiEndpointOneMax = 2000;


export const updateDatabaseConnectionBodyApiEndpointOneRegExp = new RegExp('^https://[^\\s/?#@\\\\]+(?:[/?#]\\S*)?$');
export const updateDatabaseConnectionBodyApiEndpointTwoMax = 0;

export const updateDatabaseConnectionBodyLocationMax = 64;



export const UpdateDatabaseConnectionBody = zod.strictObject({
  "name": zod.string().min(1).max(updateDatabaseConnectionBodyNameMax).optional(),
  "username": zod.string().max(updateDatabaseConnectionBodyUsernameMax).optional(),
  "password": zod.string().max(updateDatabaseConnectionBodyPasswordMax).optional(),
  "connectionString": zod.string().max(updateDatabaseConnectionBodyConnectionStringMax).optional(),
  "walletFile": zod.instanceof(Blob).optional(),
  "walletPassword": zod.string().max(updateDatabaseConnectionBodyWalletPasswordMax).optional(),
  "gcpProjectId": zod.string().max(updateDatabaseConnectionBodyGcpProjectIdMax).optional(),
  "serviceAccountKeyFile": zod.instanceof(Blob).optional(),
  "apiEndpoint": zod.union([zod.url().min(updateDatabaseConnectionBodyApiEndpointOneMin).max(updateDatabaseConnectionBodyApiEndpointOneMax).regex(updateDatabaseConnectionBodyApiEndpointOneRegExp).describe('An API endpoint other than Google\'s default: an absolute `https://` URL (no other scheme, no credentials in it). The backend calls it from inside its network, so it never points at the backend\'s own network: a loopback, link-local or cloud metadata address is refused — `localhost` and `*.localhost`, 127.0.0.0/8, `::1`, 0.0.0.0, `::`, 169.254.0.0/16 (e.g. 169.254.169.254), fe80::/10, `metadata`, `metadata.google.internal`, 100.100.100.200 and fd00:ec2::254, however the address is written (decimal or hex IPv4 forms, IPv4-mapped IPv6). Not a valid URL: 400 \'Please enter a valid URL\'; another scheme: 400 \'The API endpoint must be an https URL\'; a forbidden address: 400 \'The API endpoint must not be a loopback, link-local or cloud metadata address\'.'),zod.string().max(updateDatabaseConnectionBodyApiEndpointTwoMax).describe('Empty - removes the stored endpoint.')]).optional().describe('BigQuery. A BigQueryApiEndpoint, or empty to remove the stored endpoint.'),
  "location": zod.string().max(updateDatabaseConnectionBodyLocationMax).optional()
}).describe('Changes to a connection (multipart form; the type cannot change). Only the given fields change; a blank or absent password, wallet, wallet password or service account key keeps the current one. A blank location goes back to asia-northeast1; a blank apiEndpoint removes it.')

export const updateDatabaseConnectionResponseOneIdMax = 64;


export const updateDatabaseConnectionResponseOneIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateDatabaseConnectionResponseOneNameMax = 50;

export const updateDatabaseConnectionResponseOneUsernameMax = 128;

export const updateDatabaseConnectionResponseOneConnectionStringMax = 2000;

export const updateDatabaseConnectionResponseOneWalletFileNameMax = 255;

export const updateDatabaseConnectionResponseOnePasswordSetAtMax = 40;

export const updateDatabaseConnectionResponseOneWalletSetAtMax = 40;

export const updateDatabaseConnectionResponseOneWalletPasswordSetAtMax = 40;

export const updateDatabaseConnectionResponseOneCreatedByIdMax = 64;

export const updateDatabaseConnectionResponseOneCreatedByNameMax = 200;

export const updateDatabaseConnectionResponseOneCreatedAtMax = 40;

export const updateDatabaseConnectionResponseOneUpdatedAtMax = 40;

export const updateDatabaseConnectionResponseTwoIdMax = 64;


export const updateDatabaseConnectionResponseTwoIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const updateDatabaseConnectionResponseTwoNameMax = 50;

export const updateDatabaseConnectionResponseTwoGcpProjectIdMax = 64;

export const updateDatabaseConnectionResponseTwoServiceAccountKeyFileNameMax = 255;

export const updateDatabaseConnectionResponseTwoServiceAccountEmailMax = 254;

export const updateDatabaseConnectionResponseTwoServiceAccountKeySetAtMax = 40;

export const updateDatabaseConnectionResponseTwoApiEndpointMax = 2000;

export const updateDatabaseConnectionResponseTwoLocationMax = 64;

export const updateDatabaseConnectionResponseTwoCreatedByIdMax = 64;

export const updateDatabaseConnectionResponseTwoCreatedByNameMax = 200;

export const updateDatabaseConnectionResponseTwoCreatedAtMax = 40;

export const updateDatabaseConnectionResponseTwoUpdatedAtMax = 40;



export const UpdateDatabaseConnectionResponse = zod.union([zod.object({
  "id": zod.string().min(1).max(updateDatabaseConnectionResponseOneIdMax).regex(updateDatabaseConnectionResponseOneIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(updateDatabaseConnectionResponseOneNameMax),
  "type": zod.enum(['DB_TYPE_ORACLE']),
  "username": zod.string().min(1).max(updateDatabaseConnectionResponseOneUsernameMax),
  "connectionString": zod.string().min(1).max(updateDatabaseConnectionResponseOneConnectionStringMax).describe('The TNS alias or connect descriptor.'),
  "hasPassword": zod.boolean().describe('A password is stored (it is never answered).'),
  "walletFileName": zod.string().min(1).max(updateDatabaseConnectionResponseOneWalletFileNameMax).describe('The name of the stored wallet ZIP (its content is never answered).'),
  "hasWalletPassword": zod.boolean().describe('A wallet password is stored (it is never answered).'),
  "passwordSetAt": zod.iso.datetime({"offset":true}).max(updateDatabaseConnectionResponseOnePasswordSetAtMax).optional().describe('When the stored password was last set.'),
  "walletSetAt": zod.iso.datetime({"offset":true}).max(updateDatabaseConnectionResponseOneWalletSetAtMax).optional().describe('When the stored wallet ZIP was last set.'),
  "walletPasswordSetAt": zod.iso.datetime({"offset":true}).max(updateDatabaseConnectionResponseOneWalletPasswordSetAtMax).optional().describe('When the stored wallet password was last set.'),
  "createdBy": zod.object({
  "id": zod.string().max(updateDatabaseConnectionResponseOneCreatedByIdMax),
  "name": zod.string().max(updateDatabaseConnectionResponseOneCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(updateDatabaseConnectionResponseOneCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(updateDatabaseConnectionResponseOneUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('An Oracle Autonomous Database connection (wallet based). The password, wallet and wallet password are never answered.'),zod.object({
  "id": zod.string().min(1).max(updateDatabaseConnectionResponseTwoIdMax).regex(updateDatabaseConnectionResponseTwoIdRegExp).describe('An opaque identifier.'),
  "name": zod.string().min(1).max(updateDatabaseConnectionResponseTwoNameMax),
  "type": zod.enum(['DB_TYPE_BIGQUERY']),
  "gcpProjectId": zod.string().min(1).max(updateDatabaseConnectionResponseTwoGcpProjectIdMax).describe('The Google Cloud project ID that holds the datasets.'),
  "serviceAccountKeyFileName": zod.string().min(1).max(updateDatabaseConnectionResponseTwoServiceAccountKeyFileNameMax).describe('The name of the stored service account key file (its content is never answered).'),
  "serviceAccountEmail": zod.email().max(updateDatabaseConnectionResponseTwoServiceAccountEmailMax).optional().describe('The service account named in the stored key.'),
  "serviceAccountKeySetAt": zod.iso.datetime({"offset":true}).max(updateDatabaseConnectionResponseTwoServiceAccountKeySetAtMax).optional().describe('When the stored service account key was last set.'),
  "apiEndpoint": zod.url().max(updateDatabaseConnectionResponseTwoApiEndpointMax).optional().describe('An API endpoint other than Google\'s default (optional; an https URL, see BigQueryApiEndpoint).'),
  "location": zod.string().min(1).max(updateDatabaseConnectionResponseTwoLocationMax).describe('The dataset location; asia-northeast1 unless set.'),
  "createdBy": zod.object({
  "id": zod.string().max(updateDatabaseConnectionResponseTwoCreatedByIdMax),
  "name": zod.string().max(updateDatabaseConnectionResponseTwoCreatedByNameMax)
}).describe('Who did something, as the studio shows it.'),
  "createdAt": zod.iso.datetime({"offset":true}).max(updateDatabaseConnectionResponseTwoCreatedAtMax).describe('An instant in RFC 3339 (UTC).'),
  "updatedAt": zod.iso.datetime({"offset":true}).max(updateDatabaseConnectionResponseTwoUpdatedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('A BigQuery connection (service account key). The key is never answered.')]).describe('A database connection; `type` tells which of the two shapes it is.')

/**
 * Deletes the connection and its stored secrets. A connection that a database step of a workflow of the project uses cannot be deleted: 409 'Cannot delete the database connection because it is used by: {workflow names}', and nothing changes.
 * @summary Delete a database connection
 */
export const deleteDatabaseConnectionPathProjectIdMax = 64;


export const deleteDatabaseConnectionPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const deleteDatabaseConnectionPathConnectionIdMax = 64;


export const deleteDatabaseConnectionPathConnectionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteDatabaseConnectionParams = zod.object({
  "projectId": zod.string().min(1).max(deleteDatabaseConnectionPathProjectIdMax).regex(deleteDatabaseConnectionPathProjectIdRegExp).describe('The project.'),
  "connectionId": zod.string().min(1).max(deleteDatabaseConnectionPathConnectionIdMax).regex(deleteDatabaseConnectionPathConnectionIdRegExp).describe('The database connection.')
})

export const deleteDatabaseConnectionHeaderIdpMax = 64;

export const deleteDatabaseConnectionHeaderAiwTenantIdMax = 64;


export const deleteDatabaseConnectionHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const DeleteDatabaseConnectionHeader = zod.object({
  "idp": zod.string().min(1).max(deleteDatabaseConnectionHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(deleteDatabaseConnectionHeaderAiwTenantIdMax).regex(deleteDatabaseConnectionHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const DeleteDatabaseConnectionResponse = zod.void()

/**
 * Tries to connect with the stored settings (nothing changes). A connection that cannot be reached answers 200 with `success: false` and the database's message.
 * @summary Try a database connection
 */
export const testDatabaseConnectionPathProjectIdMax = 64;


export const testDatabaseConnectionPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const testDatabaseConnectionPathConnectionIdMax = 64;


export const testDatabaseConnectionPathConnectionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const TestDatabaseConnectionParams = zod.object({
  "projectId": zod.string().min(1).max(testDatabaseConnectionPathProjectIdMax).regex(testDatabaseConnectionPathProjectIdRegExp).describe('The project.'),
  "connectionId": zod.string().min(1).max(testDatabaseConnectionPathConnectionIdMax).regex(testDatabaseConnectionPathConnectionIdRegExp).describe('The database connection.')
})

export const testDatabaseConnectionHeaderIdpMax = 64;

export const testDatabaseConnectionHeaderAiwTenantIdMax = 64;


export const testDatabaseConnectionHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const TestDatabaseConnectionHeader = zod.object({
  "idp": zod.string().min(1).max(testDatabaseConnectionHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(testDatabaseConnectionHeaderAiwTenantIdMax).regex(testDatabaseConnectionHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const testDatabaseConnectionResponseMessageMax = 1000;

export const testDatabaseConnectionResponseLatencyMsMin = 0;
export const testDatabaseConnectionResponseLatencyMsMax = 600000;

export const testDatabaseConnectionResponseServerVersionMax = 200;

export const testDatabaseConnectionResponseTestedAtMax = 40;



export const TestDatabaseConnectionResponse = zod.object({
  "success": zod.boolean(),
  "message": zod.string().max(testDatabaseConnectionResponseMessageMax),
  "latencyMs": zod.int().min(testDatabaseConnectionResponseLatencyMsMin).max(testDatabaseConnectionResponseLatencyMsMax).optional().describe('How long connecting took (successful tests only).'),
  "serverVersion": zod.string().max(testDatabaseConnectionResponseServerVersionMax).optional().describe('The database server\'s version as it reported it (successful tests only).'),
  "testedAt": zod.iso.datetime({"offset":true}).max(testDatabaseConnectionResponseTestedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('The outcome of trying to connect with the stored settings.')

/**
 * Tries to connect with the settings in the form (multipart, the fields of a create without the name) and stores nothing. With `connectionId` (an edit being tried), blank secrets are the stored ones. The same rules as a create (apiEndpoint, file names and files) answer 400, 413 and 415; a `connectionId` of another project or type 404 or 400. A connection that cannot be reached answers 200 with `success: false` and the database's message.
 * @summary Try connection settings before saving them
 */
export const testDatabaseConnectionSettingsPathProjectIdMax = 64;


export const testDatabaseConnectionSettingsPathProjectIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const TestDatabaseConnectionSettingsParams = zod.object({
  "projectId": zod.string().min(1).max(testDatabaseConnectionSettingsPathProjectIdMax).regex(testDatabaseConnectionSettingsPathProjectIdRegExp).describe('The project.')
})

export const testDatabaseConnectionSettingsHeaderIdpMax = 64;

export const testDatabaseConnectionSettingsHeaderAiwTenantIdMax = 64;


export const testDatabaseConnectionSettingsHeaderAiwTenantIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');


export const TestDatabaseConnectionSettingsHeader = zod.object({
  "idp": zod.string().min(1).max(testDatabaseConnectionSettingsHeaderIdpMax).describe('The fixed identity-provider value of the deployment.'),
  "aiw-tenant-id": zod.string().min(1).max(testDatabaseConnectionSettingsHeaderAiwTenantIdMax).regex(testDatabaseConnectionSettingsHeaderAiwTenantIdRegExp).describe('The active organization id (the tenant). It must name an organization in which the access token\'s project roles claim grants the caller a studio role the operation allows (x-studio-access), else 403 TENANT_FORBIDDEN; a missing or malformed header is a 400, never a fallback to another organization.')
})

export const testDatabaseConnectionSettingsBodyConnectionIdMax = 64;


export const testDatabaseConnectionSettingsBodyConnectionIdRegExp = new RegExp('^[A-Za-z0-9_-]+$');
export const testDatabaseConnectionSettingsBodyUsernameMax = 128;

export const testDatabaseConnectionSettingsBodyPasswordMax = 256;

export const testDatabaseConnectionSettingsBodyConnectionStringMax = 2000;

export const testDatabaseConnectionSettingsBodyWalletPasswordMax = 256;

export const testDatabaseConnectionSettingsBodyGcpProjectIdMax = 64;

export const testDatabaseConnectionSettingsBodyApiEndpointMin = 9;
export const testDatabaseConnectionSettingsBodyApiEndpointMax = 2000;


export const testDatabaseConnectionSettingsBodyApiEndpointRegExp = new RegExp('^https://[^\\s/?#@\\\\]+(?:[/?#]\\S*)?$');
export const testDatabaseConnectionSettingsBodyLocationMax = 64;



export const TestDatabaseConnectionSettingsBody = zod.strictObject({
  "type": zod.enum(['DB_TYPE_ORACLE', 'DB_TYPE_BIGQUERY']).describe('The kind of database.'),
  "connectionId": zod.string().min(1).max(testDatabaseConnectionSettingsBodyConnectionIdMax).regex(testDatabaseConnectionSettingsBodyConnectionIdRegExp).optional().describe('The stored connection being edited (its secrets fill blank ones).'),
  "username": zod.string().max(testDatabaseConnectionSettingsBodyUsernameMax).optional(),
  "password": zod.string().max(testDatabaseConnectionSettingsBodyPasswordMax).optional(),
  "connectionString": zod.string().max(testDatabaseConnectionSettingsBodyConnectionStringMax).optional(),
  "walletFile": zod.instanceof(Blob).optional(),
  "walletPassword": zod.string().max(testDatabaseConnectionSettingsBodyWalletPasswordMax).optional(),
  "gcpProjectId": zod.string().max(testDatabaseConnectionSettingsBodyGcpProjectIdMax).optional(),
  "serviceAccountKeyFile": zod.instanceof(Blob).optional(),
  "apiEndpoint": zod.url().min(testDatabaseConnectionSettingsBodyApiEndpointMin).max(testDatabaseConnectionSettingsBodyApiEndpointMax).regex(testDatabaseConnectionSettingsBodyApiEndpointRegExp).optional().describe('An API endpoint other than Google\'s default: an absolute `https://` URL (no other scheme, no credentials in it). The backend calls it from inside its network, so it never points at the backend\'s own network: a loopback, link-local or cloud metadata address is refused — `localhost` and `*.localhost`, 127.0.0.0/8, `::1`, 0.0.0.0, `::`, 169.254.0.0/16 (e.g. 169.254.169.254), fe80::/10, `metadata`, `metadata.google.internal`, 100.100.100.200 and fd00:ec2::254, however the address is written (decimal or hex IPv4 forms, IPv4-mapped IPv6). Not a valid URL: 400 \'Please enter a valid URL\'; another scheme: 400 \'The API endpoint must be an https URL\'; a forbidden address: 400 \'The API endpoint must not be a loopback, link-local or cloud metadata address\'.'),
  "location": zod.string().max(testDatabaseConnectionSettingsBodyLocationMax).optional()
}).describe('Settings to try before they are saved (multipart form; nothing is stored). The fields of DatabaseConnectionCreate without the name, required per type in the same way. With `connectionId` (trying an edit), a blank or absent password, wallet, wallet password or service account key is taken from that stored connection, whose type must match.')

export const testDatabaseConnectionSettingsResponseMessageMax = 1000;

export const testDatabaseConnectionSettingsResponseLatencyMsMin = 0;
export const testDatabaseConnectionSettingsResponseLatencyMsMax = 600000;

export const testDatabaseConnectionSettingsResponseServerVersionMax = 200;

export const testDatabaseConnectionSettingsResponseTestedAtMax = 40;



export const TestDatabaseConnectionSettingsResponse = zod.object({
  "success": zod.boolean(),
  "message": zod.string().max(testDatabaseConnectionSettingsResponseMessageMax),
  "latencyMs": zod.int().min(testDatabaseConnectionSettingsResponseLatencyMsMin).max(testDatabaseConnectionSettingsResponseLatencyMsMax).optional().describe('How long connecting took (successful tests only).'),
  "serverVersion": zod.string().max(testDatabaseConnectionSettingsResponseServerVersionMax).optional().describe('The database server\'s version as it reported it (successful tests only).'),
  "testedAt": zod.iso.datetime({"offset":true}).max(testDatabaseConnectionSettingsResponseTestedAtMax).describe('An instant in RFC 3339 (UTC).')
}).describe('The outcome of trying to connect with the stored settings.')

