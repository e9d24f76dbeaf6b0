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
  DatasetFileStatus,
  DatasetFileType
} from '../model';
import type {
  DatasetFile,
  DatasetFileColumns,
  DatasetFileList
} from '../model';


export const getListDatasetFilesResponseMock = (): DatasetFileList => ({...{totalCount: faker.number.int({min: 0, max: 1000000}), page: faker.number.int({min: 1, max: 100000}), pageSize: faker.number.int({min: 10, max: 100})},...{items: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), fileName: faker.string.alpha({length: {min: 1, max: 255}}), size: faker.number.int({min: 0, max: 10485760}), type: faker.helpers.arrayElement(Object.values(DatasetFileType)), status: faker.helpers.arrayElement(Object.values(DatasetFileStatus)), rowCount: faker.number.int({min: 0, max: 1000000}), errorMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2000}}), undefined]), updatedBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}))},})

export const getUploadDatasetFileResponseMock = (overrideResponse: Partial<Extract<DatasetFile, object>> = {}): DatasetFile => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), fileName: faker.string.alpha({length: {min: 1, max: 255}}), size: faker.number.int({min: 0, max: 10485760}), type: faker.helpers.arrayElement(Object.values(DatasetFileType)), status: faker.helpers.arrayElement(Object.values(DatasetFileStatus)), rowCount: faker.number.int({min: 0, max: 1000000}), errorMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2000}}), undefined]), updatedBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getGetDatasetFileResponseMock = (overrideResponse: Partial<Extract<DatasetFile, object>> = {}): DatasetFile => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), fileName: faker.string.alpha({length: {min: 1, max: 255}}), size: faker.number.int({min: 0, max: 10485760}), type: faker.helpers.arrayElement(Object.values(DatasetFileType)), status: faker.helpers.arrayElement(Object.values(DatasetFileStatus)), rowCount: faker.number.int({min: 0, max: 1000000}), errorMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2000}}), undefined]), updatedBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getGetDatasetFileColumnsResponseMock = (overrideResponse: Partial<Extract<DatasetFileColumns, object>> = {}): DatasetFileColumns => ({fileId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), columns: Array.from({ length: faker.number.int({min: 1, max: 1000}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 200}}), index: faker.number.int({min: 0, max: 10000}), sampleValues: faker.helpers.arrayElement([Array.from({ length: faker.number.int({min: 1, max: 3}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 10, max: 200}}))), undefined])})), ...overrideResponse})


export const getListDatasetFilesMockHandler = (overrideResponse?: DatasetFileList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DatasetFileList> | DatasetFileList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/datasets/files', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListDatasetFilesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUploadDatasetFileMockHandler = (overrideResponse?: DatasetFile | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<DatasetFile> | DatasetFile), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/datasets/files', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUploadDatasetFileResponseMock(),
      { status: 201
      })
  }, options)
}

export const getGetDatasetFileMockHandler = (overrideResponse?: DatasetFile | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DatasetFile> | DatasetFile), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/datasets/files/:fileId', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetDatasetFileResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteDatasetFileMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/studio/v1/projects/:projectId/datasets/files/:fileId', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getGetDatasetFileColumnsMockHandler = (overrideResponse?: DatasetFileColumns | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DatasetFileColumns> | DatasetFileColumns), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/datasets/files/:fileId/columns', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetDatasetFileColumnsResponseMock(),
      { status: 200
      })
  }, options)
}
export const getDatasetsMock = () => [
  getListDatasetFilesMockHandler(),
  getUploadDatasetFileMockHandler(),
  getGetDatasetFileMockHandler(),
  getDeleteDatasetFileMockHandler(),
  getGetDatasetFileColumnsMockHandler()
]
