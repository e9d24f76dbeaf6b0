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
  KnowledgeFileStatus,
  KnowledgeFileType
} from '../model';
import type {
  KnowledgeFile,
  KnowledgeFileList,
  KnowledgeFileText
} from '../model';


export const getListKnowledgeFilesResponseMock = (): KnowledgeFileList => ({...{totalCount: faker.number.int({min: 0, max: 1000000}), page: faker.number.int({min: 1, max: 100000}), pageSize: faker.number.int({min: 10, max: 100})},...{items: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), fileName: faker.string.alpha({length: {min: 1, max: 255}}), status: faker.helpers.arrayElement(Object.values(KnowledgeFileStatus)), statusMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), size: faker.number.int({min: 0, max: 1048576}), type: faker.helpers.arrayElement(Object.values(KnowledgeFileType)), indexIds: faker.helpers.arrayElement([Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => (faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"))), undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}))},})

export const getUploadKnowledgeFileResponseMock = (overrideResponse: Partial<Extract<KnowledgeFile, object>> = {}): KnowledgeFile => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), fileName: faker.string.alpha({length: {min: 1, max: 255}}), status: faker.helpers.arrayElement(Object.values(KnowledgeFileStatus)), statusMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), size: faker.number.int({min: 0, max: 1048576}), type: faker.helpers.arrayElement(Object.values(KnowledgeFileType)), indexIds: faker.helpers.arrayElement([Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => (faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"))), undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getGetKnowledgeFileResponseMock = (overrideResponse: Partial<Extract<KnowledgeFile, object>> = {}): KnowledgeFile => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), fileName: faker.string.alpha({length: {min: 1, max: 255}}), status: faker.helpers.arrayElement(Object.values(KnowledgeFileStatus)), statusMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), size: faker.number.int({min: 0, max: 1048576}), type: faker.helpers.arrayElement(Object.values(KnowledgeFileType)), indexIds: faker.helpers.arrayElement([Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => (faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"))), undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getGetKnowledgeFileTextResponseMock = (overrideResponse: Partial<Extract<KnowledgeFileText, object>> = {}): KnowledgeFileText => ({fileId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), text: faker.string.alpha({length: {min: 10, max: 20000}}), truncated: faker.datatype.boolean(), ...overrideResponse})


export const getListKnowledgeFilesMockHandler = (overrideResponse?: KnowledgeFileList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<KnowledgeFileList> | KnowledgeFileList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/knowledge/files', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListKnowledgeFilesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUploadKnowledgeFileMockHandler = (overrideResponse?: KnowledgeFile | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<KnowledgeFile> | KnowledgeFile), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/knowledge/files', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUploadKnowledgeFileResponseMock(),
      { status: 201
      })
  }, options)
}

export const getGetKnowledgeFileMockHandler = (overrideResponse?: KnowledgeFile | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<KnowledgeFile> | KnowledgeFile), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/knowledge/files/:fileId', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetKnowledgeFileResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteKnowledgeFileMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/studio/v1/projects/:projectId/knowledge/files/:fileId', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getGetKnowledgeFileTextMockHandler = (overrideResponse?: KnowledgeFileText | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<KnowledgeFileText> | KnowledgeFileText), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/knowledge/files/:fileId/text', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetKnowledgeFileTextResponseMock(),
      { status: 200
      })
  }, options)
}
export const getKnowledgeFilesMock = () => [
  getListKnowledgeFilesMockHandler(),
  getUploadKnowledgeFileMockHandler(),
  getGetKnowledgeFileMockHandler(),
  getDeleteKnowledgeFileMockHandler(),
  getGetKnowledgeFileTextMockHandler()
]
