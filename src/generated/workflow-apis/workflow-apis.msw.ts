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

import {
  ApiHistoryAction,
  WorkflowApiStatus
} from '../model';
import type {
  ApiKeyIssued,
  ApiVersion,
  ApiVersionCreated,
  ApiVersionHistoryList,
  ApiVersionList,
  Tenant,
  WorkflowApi
} from '../model';


export const getGetTenantResponseMock = (overrideResponse: Partial<Extract<Tenant, object>> = {}): Tenant => ({tenantId: faker.string.alpha({length: {min: 1, max: 64}}), organizationId: faker.string.alpha({length: {min: 1, max: 64}}), ...overrideResponse})

export const getGetWorkflowApiResponseMock = (overrideResponse: Partial<Extract<WorkflowApi, object>> = {}): WorkflowApi => ({workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowName: faker.string.alpha({length: {min: 10, max: 100}}), tenantId: faker.string.alpha({length: {min: 1, max: 64}}), versionCount: faker.number.int({min: 0, max: 10000}), publishedVersionCount: faker.number.int({min: 0, max: 10000}), latestVersion: faker.helpers.arrayElement([{id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowName: faker.string.alpha({length: {min: 10, max: 100}}), workflowVersion: faker.number.int({min: 1, max: 100000}), versionName: faker.string.alpha({length: {min: 1, max: 20}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), status: faker.helpers.arrayElement(Object.values(WorkflowApiStatus)), syncEndpoint: faker.internet.url(), asyncEndpoint: faker.internet.url(), hubEndpoint: faker.internet.url(), tenantId: faker.string.alpha({length: {min: 1, max: 64}}), inputVariableNames: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 100}}))), outputVariableNames: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 100}}))), apiKeyIssuedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', apiKeyHint: faker.string.alpha({length: {min: 10, max: 64}}), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}, undefined]), ...overrideResponse})

export const getListApiVersionsResponseMock = (): ApiVersionList => ({...{totalCount: faker.number.int({min: 0, max: 1000000}), page: faker.number.int({min: 1, max: 100000}), pageSize: faker.number.int({min: 10, max: 100})},...{items: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowName: faker.string.alpha({length: {min: 10, max: 100}}), workflowVersion: faker.number.int({min: 1, max: 100000}), versionName: faker.string.alpha({length: {min: 1, max: 20}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), status: faker.helpers.arrayElement(Object.values(WorkflowApiStatus)), syncEndpoint: faker.internet.url(), asyncEndpoint: faker.internet.url(), hubEndpoint: faker.internet.url(), tenantId: faker.string.alpha({length: {min: 1, max: 64}}), inputVariableNames: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 100}}))), outputVariableNames: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 100}}))), apiKeyIssuedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', apiKeyHint: faker.string.alpha({length: {min: 10, max: 64}}), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}))},})

export const getCreateApiVersionResponseMock = (): ApiVersionCreated => ({...{id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowName: faker.string.alpha({length: {min: 10, max: 100}}), workflowVersion: faker.number.int({min: 1, max: 100000}), versionName: faker.string.alpha({length: {min: 1, max: 20}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), status: faker.helpers.arrayElement(Object.values(WorkflowApiStatus)), syncEndpoint: faker.internet.url(), asyncEndpoint: faker.internet.url(), hubEndpoint: faker.internet.url(), tenantId: faker.string.alpha({length: {min: 1, max: 64}}), inputVariableNames: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 100}}))), outputVariableNames: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 100}}))), apiKeyIssuedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', apiKeyHint: faker.string.alpha({length: {min: 10, max: 64}}), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'},...{apiKey: faker.string.alpha({length: {min: 20, max: 128}})},})

export const getGetApiVersionResponseMock = (overrideResponse: Partial<Extract<ApiVersion, object>> = {}): ApiVersion => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowName: faker.string.alpha({length: {min: 10, max: 100}}), workflowVersion: faker.number.int({min: 1, max: 100000}), versionName: faker.string.alpha({length: {min: 1, max: 20}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), status: faker.helpers.arrayElement(Object.values(WorkflowApiStatus)), syncEndpoint: faker.internet.url(), asyncEndpoint: faker.internet.url(), hubEndpoint: faker.internet.url(), tenantId: faker.string.alpha({length: {min: 1, max: 64}}), inputVariableNames: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 100}}))), outputVariableNames: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 100}}))), apiKeyIssuedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', apiKeyHint: faker.string.alpha({length: {min: 10, max: 64}}), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getUpdateApiVersionResponseMock = (overrideResponse: Partial<Extract<ApiVersion, object>> = {}): ApiVersion => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowName: faker.string.alpha({length: {min: 10, max: 100}}), workflowVersion: faker.number.int({min: 1, max: 100000}), versionName: faker.string.alpha({length: {min: 1, max: 20}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), status: faker.helpers.arrayElement(Object.values(WorkflowApiStatus)), syncEndpoint: faker.internet.url(), asyncEndpoint: faker.internet.url(), hubEndpoint: faker.internet.url(), tenantId: faker.string.alpha({length: {min: 1, max: 64}}), inputVariableNames: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 100}}))), outputVariableNames: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 100}}))), apiKeyIssuedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', apiKeyHint: faker.string.alpha({length: {min: 10, max: 64}}), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getIssueApiKeyResponseMock = (overrideResponse: Partial<Extract<ApiKeyIssued, object>> = {}): ApiKeyIssued => ({apiId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), apiKey: faker.string.alpha({length: {min: 20, max: 128}}), apiKeyIssuedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', apiKeyHint: faker.string.alpha({length: {min: 10, max: 64}}), ...overrideResponse})

export const getListApiVersionHistoryResponseMock = (): ApiVersionHistoryList => ({...{totalCount: faker.number.int({min: 0, max: 1000000}), page: faker.number.int({min: 1, max: 100000}), pageSize: faker.number.int({min: 10, max: 100})},...{items: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), apiId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), versionName: faker.string.alpha({length: {min: 1, max: 20}}), action: faker.helpers.arrayElement(Object.values(ApiHistoryAction)), actor: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, occurredAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}))},})


export const getGetTenantMockHandler = (overrideResponse?: Tenant | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Tenant> | Tenant), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/tenant', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetTenantResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetWorkflowApiMockHandler = (overrideResponse?: WorkflowApi | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<WorkflowApi> | WorkflowApi), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/workflows/:workflowId/api', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetWorkflowApiResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListApiVersionsMockHandler = (overrideResponse?: ApiVersionList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ApiVersionList> | ApiVersionList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/workflows/:workflowId/apis', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListApiVersionsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateApiVersionMockHandler = (overrideResponse?: ApiVersionCreated | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ApiVersionCreated> | ApiVersionCreated), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/workflows/:workflowId/apis', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateApiVersionResponseMock(),
      { status: 201
      })
  }, options)
}

export const getGetApiVersionMockHandler = (overrideResponse?: ApiVersion | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ApiVersion> | ApiVersion), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/workflows/:workflowId/apis/:apiId', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetApiVersionResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUpdateApiVersionMockHandler = (overrideResponse?: ApiVersion | ((info: Parameters<Parameters<typeof http.patch>[1]>[0]) => Promise<ApiVersion> | ApiVersion), options?: RequestHandlerOptions) => {
  return http.patch('*/studio/v1/projects/:projectId/workflows/:workflowId/apis/:apiId', async (info: Parameters<Parameters<typeof http.patch>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateApiVersionResponseMock(),
      { status: 200
      })
  }, options)
}

export const getIssueApiKeyMockHandler = (overrideResponse?: ApiKeyIssued | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ApiKeyIssued> | ApiKeyIssued), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/workflows/:workflowId/apis/:apiId/api-key', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getIssueApiKeyResponseMock(),
      { status: 201
      })
  }, options)
}

export const getListApiVersionHistoryMockHandler = (overrideResponse?: ApiVersionHistoryList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ApiVersionHistoryList> | ApiVersionHistoryList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/workflows/:workflowId/api-history', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListApiVersionHistoryResponseMock(),
      { status: 200
      })
  }, options)
}
export const getWorkflowApisMock = () => [
  getGetTenantMockHandler(),
  getGetWorkflowApiMockHandler(),
  getListApiVersionsMockHandler(),
  getCreateApiVersionMockHandler(),
  getGetApiVersionMockHandler(),
  getUpdateApiVersionMockHandler(),
  getIssueApiKeyMockHandler(),
  getListApiVersionHistoryMockHandler()
]
