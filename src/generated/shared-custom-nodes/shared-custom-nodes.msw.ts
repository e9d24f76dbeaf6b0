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
  AuthenticationProvider,
  CustomNodeParameterDataType
} from '../model';
import type {
  SharedCustomNode,
  SharedCustomNodeDetail,
  SharedCustomNodeInputParameters,
  SharedCustomNodeList,
  SharedCustomNodeUsage
} from '../model';


export const getListSharedCustomNodesResponseMock = (): SharedCustomNodeList => ({...{totalCount: faker.number.int({min: 0, max: 1000000}), page: faker.number.int({min: 1, max: 100000}), pageSize: faker.number.int({min: 10, max: 100})},...{items: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 20}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), sourceProjectId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), sourceCustomNodeId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), inputParameters: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 50}}), dataType: faker.helpers.arrayElement(Object.values(CustomNodeParameterDataType)), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), required: faker.datatype.boolean()})), outputVariable: faker.string.alpha({length: {min: 1, max: 50}}), authenticationProvider: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(AuthenticationProvider)), undefined]), configFileCount: faker.number.int({min: 0, max: 1000}), publishedBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}))},})

export const getPublishSharedCustomNodeResponseMock = (overrideResponse: Partial<Extract<SharedCustomNode, object>> = {}): SharedCustomNode => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 20}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), sourceProjectId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), sourceCustomNodeId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), inputParameters: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 50}}), dataType: faker.helpers.arrayElement(Object.values(CustomNodeParameterDataType)), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), required: faker.datatype.boolean()})), outputVariable: faker.string.alpha({length: {min: 1, max: 50}}), authenticationProvider: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(AuthenticationProvider)), undefined]), configFileCount: faker.number.int({min: 0, max: 1000}), publishedBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getGetSharedCustomNodeResponseMock = (): SharedCustomNodeDetail => ({...{id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 20}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), sourceProjectId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), sourceCustomNodeId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), inputParameters: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 50}}), dataType: faker.helpers.arrayElement(Object.values(CustomNodeParameterDataType)), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), required: faker.datatype.boolean()})), outputVariable: faker.string.alpha({length: {min: 1, max: 50}}), authenticationProvider: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(AuthenticationProvider)), undefined]), configFileCount: faker.number.int({min: 0, max: 1000}), publishedBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'},...{code: faker.string.alpha({length: {min: 1, max: 100000}})},})

export const getGetSharedCustomNodeUsageResponseMock = (overrideResponse: Partial<Extract<SharedCustomNodeUsage, object>> = {}): SharedCustomNodeUsage => ({workflows: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({projectId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), projectName: faker.string.alpha({length: {min: 1, max: 100}}), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowName: faker.string.alpha({length: {min: 1, max: 100}}), nodes: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({id: faker.string.alpha({length: {min: 1, max: 100}}), label: faker.string.alpha({length: {min: 10, max: 100}})}))})), tools: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({projectId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), projectName: faker.string.alpha({length: {min: 1, max: 100}}), toolId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), toolName: faker.string.alpha({length: {min: 1, max: 100}})})), ...overrideResponse})

export const getGetSharedCustomNodeInputParametersResponseMock = (overrideResponse: Partial<Extract<SharedCustomNodeInputParameters, object>> = {}): SharedCustomNodeInputParameters => ({sharedCustomNodeId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), inputParameters: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 50}}), dataType: faker.helpers.arrayElement(Object.values(CustomNodeParameterDataType)), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), required: faker.datatype.boolean()})), outputVariable: faker.string.alpha({length: {min: 1, max: 50}}), configFiles: Array.from({ length: faker.number.int({min: 1, max: 1000}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), fileName: faker.string.alpha({length: {min: 1, max: 100}})})), ...overrideResponse})


export const getListSharedCustomNodesMockHandler = (overrideResponse?: SharedCustomNodeList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SharedCustomNodeList> | SharedCustomNodeList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/shared-custom-nodes', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListSharedCustomNodesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getPublishSharedCustomNodeMockHandler = (overrideResponse?: SharedCustomNode | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<SharedCustomNode> | SharedCustomNode), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/shared-custom-nodes', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getPublishSharedCustomNodeResponseMock(),
      { status: 201
      })
  }, options)
}

export const getGetSharedCustomNodeMockHandler = (overrideResponse?: SharedCustomNodeDetail | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SharedCustomNodeDetail> | SharedCustomNodeDetail), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/shared-custom-nodes/:sharedCustomNodeId', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetSharedCustomNodeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUnpublishSharedCustomNodeMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/studio/v1/shared-custom-nodes/:sharedCustomNodeId', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getGetSharedCustomNodeUsageMockHandler = (overrideResponse?: SharedCustomNodeUsage | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SharedCustomNodeUsage> | SharedCustomNodeUsage), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/shared-custom-nodes/:sharedCustomNodeId/usage', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetSharedCustomNodeUsageResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetSharedCustomNodeInputParametersMockHandler = (overrideResponse?: SharedCustomNodeInputParameters | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SharedCustomNodeInputParameters> | SharedCustomNodeInputParameters), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/shared-custom-nodes/:sharedCustomNodeId/input-parameters', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetSharedCustomNodeInputParametersResponseMock(),
      { status: 200
      })
  }, options)
}
export const getSharedCustomNodesMock = () => [
  getListSharedCustomNodesMockHandler(),
  getPublishSharedCustomNodeMockHandler(),
  getGetSharedCustomNodeMockHandler(),
  getUnpublishSharedCustomNodeMockHandler(),
  getGetSharedCustomNodeUsageMockHandler(),
  getGetSharedCustomNodeInputParametersMockHandler()
]
