import {
  faker
} from '@faker-js/faker';

import {
  HttpResponse,
  http
} from 'msw';
import type {
  RequestHandlerOptions
} from 'msw';

import type {
  BigQueryDatabaseConnection,
  DatabaseConnection,
  DatabaseConnectionList,
  DatabaseConnectionTestResult,
  OracleDatabaseConnection
} from '../model';


export const getListDatabaseConnectionsResponseOracleDatabaseConnectionMock = (overrideResponse: Partial<OracleDatabaseConnection> = {}): OracleDatabaseConnection => ({...{id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 50}}), type: faker.helpers.arrayElement(['DB_TYPE_ORACLE'] as const), username: faker.string.alpha({length: {min: 1, max: 128}}), connectionString: faker.string.alpha({length: {min: 1, max: 2000}}), hasPassword: faker.datatype.boolean(), walletFileName: faker.string.alpha({length: {min: 1, max: 255}}), hasWalletPassword: faker.datatype.boolean(), passwordSetAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), walletSetAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), walletPasswordSetAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}, ...overrideResponse});

export const getListDatabaseConnectionsResponseBigQueryDatabaseConnectionMock = (overrideResponse: Partial<BigQueryDatabaseConnection> = {}): BigQueryDatabaseConnection => ({...{id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 50}}), type: faker.helpers.arrayElement(['DB_TYPE_BIGQUERY'] as const), gcpProjectId: faker.string.alpha({length: {min: 1, max: 64}}), serviceAccountKeyFileName: faker.string.alpha({length: {min: 1, max: 255}}), serviceAccountEmail: faker.helpers.arrayElement([faker.internet.email(), undefined]), serviceAccountKeySetAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), apiEndpoint: faker.helpers.arrayElement([faker.internet.url(), undefined]), location: faker.string.alpha({length: {min: 1, max: 64}}), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}, ...overrideResponse});

export const getListDatabaseConnectionsResponseMock = (): DatabaseConnectionList => ({...{totalCount: faker.number.int({min: 0, max: 1000000}), page: faker.number.int({min: 1, max: 100000}), pageSize: faker.number.int({min: 10, max: 100})},...{items: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => (faker.helpers.arrayElement([{...getListDatabaseConnectionsResponseOracleDatabaseConnectionMock()},{...getListDatabaseConnectionsResponseBigQueryDatabaseConnectionMock()},])))},})

export const getCreateDatabaseConnectionResponseOracleDatabaseConnectionMock = (overrideResponse: Partial<OracleDatabaseConnection> = {}): OracleDatabaseConnection => ({...{id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 50}}), type: faker.helpers.arrayElement(['DB_TYPE_ORACLE'] as const), username: faker.string.alpha({length: {min: 1, max: 128}}), connectionString: faker.string.alpha({length: {min: 1, max: 2000}}), hasPassword: faker.datatype.boolean(), walletFileName: faker.string.alpha({length: {min: 1, max: 255}}), hasWalletPassword: faker.datatype.boolean(), passwordSetAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), walletSetAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), walletPasswordSetAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}, ...overrideResponse});

export const getCreateDatabaseConnectionResponseBigQueryDatabaseConnectionMock = (overrideResponse: Partial<BigQueryDatabaseConnection> = {}): BigQueryDatabaseConnection => ({...{id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 50}}), type: faker.helpers.arrayElement(['DB_TYPE_BIGQUERY'] as const), gcpProjectId: faker.string.alpha({length: {min: 1, max: 64}}), serviceAccountKeyFileName: faker.string.alpha({length: {min: 1, max: 255}}), serviceAccountEmail: faker.helpers.arrayElement([faker.internet.email(), undefined]), serviceAccountKeySetAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), apiEndpoint: faker.helpers.arrayElement([faker.internet.url(), undefined]), location: faker.string.alpha({length: {min: 1, max: 64}}), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}, ...overrideResponse});

export const getCreateDatabaseConnectionResponseMock = (): DatabaseConnection => (faker.helpers.arrayElement([{...getCreateDatabaseConnectionResponseOracleDatabaseConnectionMock()},{...getCreateDatabaseConnectionResponseBigQueryDatabaseConnectionMock()},]))

export const getGetDatabaseConnectionResponseOracleDatabaseConnectionMock = (overrideResponse: Partial<OracleDatabaseConnection> = {}): OracleDatabaseConnection => ({...{id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 50}}), type: faker.helpers.arrayElement(['DB_TYPE_ORACLE'] as const), username: faker.string.alpha({length: {min: 1, max: 128}}), connectionString: faker.string.alpha({length: {min: 1, max: 2000}}), hasPassword: faker.datatype.boolean(), walletFileName: faker.string.alpha({length: {min: 1, max: 255}}), hasWalletPassword: faker.datatype.boolean(), passwordSetAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), walletSetAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), walletPasswordSetAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}, ...overrideResponse});

export const getGetDatabaseConnectionResponseBigQueryDatabaseConnectionMock = (overrideResponse: Partial<BigQueryDatabaseConnection> = {}): BigQueryDatabaseConnection => ({...{id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 50}}), type: faker.helpers.arrayElement(['DB_TYPE_BIGQUERY'] as const), gcpProjectId: faker.string.alpha({length: {min: 1, max: 64}}), serviceAccountKeyFileName: faker.string.alpha({length: {min: 1, max: 255}}), serviceAccountEmail: faker.helpers.arrayElement([faker.internet.email(), undefined]), serviceAccountKeySetAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), apiEndpoint: faker.helpers.arrayElement([faker.internet.url(), undefined]), location: faker.string.alpha({length: {min: 1, max: 64}}), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}, ...overrideResponse});

export const getGetDatabaseConnectionResponseMock = (): DatabaseConnection => (faker.helpers.arrayElement([{...getGetDatabaseConnectionResponseOracleDatabaseConnectionMock()},{...getGetDatabaseConnectionResponseBigQueryDatabaseConnectionMock()},]))

export const getUpdateDatabaseConnectionResponseOracleDatabaseConnectionMock = (overrideResponse: Partial<OracleDatabaseConnection> = {}): OracleDatabaseConnection => ({...{id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 50}}), type: faker.helpers.arrayElement(['DB_TYPE_ORACLE'] as const), username: faker.string.alpha({length: {min: 1, max: 128}}), connectionString: faker.string.alpha({length: {min: 1, max: 2000}}), hasPassword: faker.datatype.boolean(), walletFileName: faker.string.alpha({length: {min: 1, max: 255}}), hasWalletPassword: faker.datatype.boolean(), passwordSetAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), walletSetAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), walletPasswordSetAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}, ...overrideResponse});

export const getUpdateDatabaseConnectionResponseBigQueryDatabaseConnectionMock = (overrideResponse: Partial<BigQueryDatabaseConnection> = {}): BigQueryDatabaseConnection => ({...{id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 50}}), type: faker.helpers.arrayElement(['DB_TYPE_BIGQUERY'] as const), gcpProjectId: faker.string.alpha({length: {min: 1, max: 64}}), serviceAccountKeyFileName: faker.string.alpha({length: {min: 1, max: 255}}), serviceAccountEmail: faker.helpers.arrayElement([faker.internet.email(), undefined]), serviceAccountKeySetAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), apiEndpoint: faker.helpers.arrayElement([faker.internet.url(), undefined]), location: faker.string.alpha({length: {min: 1, max: 64}}), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}, ...overrideResponse});

export const getUpdateDatabaseConnectionResponseMock = (): DatabaseConnection => (faker.helpers.arrayElement([{...getUpdateDatabaseConnectionResponseOracleDatabaseConnectionMock()},{...getUpdateDatabaseConnectionResponseBigQueryDatabaseConnectionMock()},]))

export const getTestDatabaseConnectionResponseMock = (overrideResponse: Partial<Extract<DatabaseConnectionTestResult, object>> = {}): DatabaseConnectionTestResult => ({success: faker.datatype.boolean(), message: faker.string.alpha({length: {min: 10, max: 1000}}), latencyMs: faker.helpers.arrayElement([faker.number.int({min: 0, max: 600000}), undefined]), serverVersion: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined]), testedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getTestDatabaseConnectionSettingsResponseMock = (overrideResponse: Partial<Extract<DatabaseConnectionTestResult, object>> = {}): DatabaseConnectionTestResult => ({success: faker.datatype.boolean(), message: faker.string.alpha({length: {min: 10, max: 1000}}), latencyMs: faker.helpers.arrayElement([faker.number.int({min: 0, max: 600000}), undefined]), serverVersion: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined]), testedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})


export const getListDatabaseConnectionsMockHandler = (overrideResponse?: DatabaseConnectionList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DatabaseConnectionList> | DatabaseConnectionList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/database-connections', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListDatabaseConnectionsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateDatabaseConnectionMockHandler = (overrideResponse?: DatabaseConnection | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<DatabaseConnection> | DatabaseConnection), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/database-connections', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateDatabaseConnectionResponseMock(),
      { status: 201
      })
  }, options)
}

export const getGetDatabaseConnectionMockHandler = (overrideResponse?: DatabaseConnection | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DatabaseConnection> | DatabaseConnection), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/database-connections/:connectionId', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetDatabaseConnectionResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUpdateDatabaseConnectionMockHandler = (overrideResponse?: DatabaseConnection | ((info: Parameters<Parameters<typeof http.patch>[1]>[0]) => Promise<DatabaseConnection> | DatabaseConnection), options?: RequestHandlerOptions) => {
  return http.patch('*/studio/v1/projects/:projectId/database-connections/:connectionId', async (info: Parameters<Parameters<typeof http.patch>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateDatabaseConnectionResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteDatabaseConnectionMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/studio/v1/projects/:projectId/database-connections/:connectionId', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getTestDatabaseConnectionMockHandler = (overrideResponse?: DatabaseConnectionTestResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<DatabaseConnectionTestResult> | DatabaseConnectionTestResult), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/database-connections/:connectionId/test', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTestDatabaseConnectionResponseMock(),
      { status: 200
      })
  }, options)
}

export const getTestDatabaseConnectionSettingsMockHandler = (overrideResponse?: DatabaseConnectionTestResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<DatabaseConnectionTestResult> | DatabaseConnectionTestResult), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/database-connection-tests', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getTestDatabaseConnectionSettingsResponseMock(),
      { status: 200
      })
  }, options)
}
export const getDatabaseConnectionsMock = () => [
  getListDatabaseConnectionsMockHandler(),
  getCreateDatabaseConnectionMockHandler(),
  getGetDatabaseConnectionMockHandler(),
  getUpdateDatabaseConnectionMockHandler(),
  getDeleteDatabaseConnectionMockHandler(),
  getTestDatabaseConnectionMockHandler(),
  getTestDatabaseConnectionSettingsMockHandler()
]
