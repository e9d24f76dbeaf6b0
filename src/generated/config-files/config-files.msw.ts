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
  ConfigSettingDataType,
  SecurityLevel
} from '../model';
import type {
  ConfigFile,
  ConfigFileList,
  SharedCustomNodeUsage
} from '../model';


export const getListConfigFilesResponseMock = (): ConfigFileList => ({...{totalCount: faker.number.int({min: 0, max: 1000000}), page: faker.number.int({min: 1, max: 100000}), pageSize: faker.number.int({min: 10, max: 100})},...{items: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), sharedCustomNodeId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), fileName: faker.string.alpha({length: {min: 1, max: 100}}), settings: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({label: faker.string.alpha({length: {min: 1, max: 100}}), key: faker.string.alpha({length: {min: 1, max: 100}}), dataType: faker.helpers.arrayElement(Object.values(ConfigSettingDataType)), securityLevel: faker.helpers.arrayElement(Object.values(SecurityLevel)), value: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 5000}}), undefined]), hasValue: faker.datatype.boolean(), valueSetAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), options: faker.helpers.arrayElement([Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 200}}))), undefined])})), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}))},})

export const getCreateConfigFileResponseMock = (overrideResponse: Partial<Extract<ConfigFile, object>> = {}): ConfigFile => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), sharedCustomNodeId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), fileName: faker.string.alpha({length: {min: 1, max: 100}}), settings: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({label: faker.string.alpha({length: {min: 1, max: 100}}), key: faker.string.alpha({length: {min: 1, max: 100}}), dataType: faker.helpers.arrayElement(Object.values(ConfigSettingDataType)), securityLevel: faker.helpers.arrayElement(Object.values(SecurityLevel)), value: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 5000}}), undefined]), hasValue: faker.datatype.boolean(), valueSetAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), options: faker.helpers.arrayElement([Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 200}}))), undefined])})), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getGetConfigFileResponseMock = (overrideResponse: Partial<Extract<ConfigFile, object>> = {}): ConfigFile => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), sharedCustomNodeId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), fileName: faker.string.alpha({length: {min: 1, max: 100}}), settings: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({label: faker.string.alpha({length: {min: 1, max: 100}}), key: faker.string.alpha({length: {min: 1, max: 100}}), dataType: faker.helpers.arrayElement(Object.values(ConfigSettingDataType)), securityLevel: faker.helpers.arrayElement(Object.values(SecurityLevel)), value: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 5000}}), undefined]), hasValue: faker.datatype.boolean(), valueSetAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), options: faker.helpers.arrayElement([Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 200}}))), undefined])})), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getUpdateConfigFileResponseMock = (overrideResponse: Partial<Extract<ConfigFile, object>> = {}): ConfigFile => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), sharedCustomNodeId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), fileName: faker.string.alpha({length: {min: 1, max: 100}}), settings: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({label: faker.string.alpha({length: {min: 1, max: 100}}), key: faker.string.alpha({length: {min: 1, max: 100}}), dataType: faker.helpers.arrayElement(Object.values(ConfigSettingDataType)), securityLevel: faker.helpers.arrayElement(Object.values(SecurityLevel)), value: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 5000}}), undefined]), hasValue: faker.datatype.boolean(), valueSetAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), options: faker.helpers.arrayElement([Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 200}}))), undefined])})), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getGetConfigFileUsageResponseMock = (overrideResponse: Partial<Extract<SharedCustomNodeUsage, object>> = {}): SharedCustomNodeUsage => ({workflows: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({projectId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), projectName: faker.string.alpha({length: {min: 1, max: 100}}), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowName: faker.string.alpha({length: {min: 1, max: 100}}), nodes: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({id: faker.string.alpha({length: {min: 1, max: 100}}), label: faker.string.alpha({length: {min: 10, max: 100}})}))})), tools: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({projectId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), projectName: faker.string.alpha({length: {min: 1, max: 100}}), toolId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), toolName: faker.string.alpha({length: {min: 1, max: 100}})})), ...overrideResponse})


export const getListConfigFilesMockHandler = (overrideResponse?: ConfigFileList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ConfigFileList> | ConfigFileList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/shared-custom-nodes/:sharedCustomNodeId/config-files', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListConfigFilesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateConfigFileMockHandler = (overrideResponse?: ConfigFile | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ConfigFile> | ConfigFile), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/shared-custom-nodes/:sharedCustomNodeId/config-files', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateConfigFileResponseMock(),
      { status: 201
      })
  }, options)
}

export const getGetConfigFileMockHandler = (overrideResponse?: ConfigFile | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ConfigFile> | ConfigFile), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/shared-custom-nodes/:sharedCustomNodeId/config-files/:configFileId', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetConfigFileResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUpdateConfigFileMockHandler = (overrideResponse?: ConfigFile | ((info: Parameters<Parameters<typeof http.patch>[1]>[0]) => Promise<ConfigFile> | ConfigFile), options?: RequestHandlerOptions) => {
  return http.patch('*/studio/v1/shared-custom-nodes/:sharedCustomNodeId/config-files/:configFileId', async (info: Parameters<Parameters<typeof http.patch>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateConfigFileResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteConfigFileMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/studio/v1/shared-custom-nodes/:sharedCustomNodeId/config-files/:configFileId', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getGetConfigFileUsageMockHandler = (overrideResponse?: SharedCustomNodeUsage | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<SharedCustomNodeUsage> | SharedCustomNodeUsage), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/shared-custom-nodes/:sharedCustomNodeId/config-files/:configFileId/usage', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetConfigFileUsageResponseMock(),
      { status: 200
      })
  }, options)
}
export const getConfigFilesMock = () => [
  getListConfigFilesMockHandler(),
  getCreateConfigFileMockHandler(),
  getGetConfigFileMockHandler(),
  getUpdateConfigFileMockHandler(),
  getDeleteConfigFileMockHandler(),
  getGetConfigFileUsageMockHandler()
]
