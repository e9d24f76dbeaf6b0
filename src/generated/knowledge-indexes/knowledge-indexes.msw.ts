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
  KnowledgeEmbeddingModel,
  KnowledgeIndexFileStage,
  KnowledgeIndexStatus,
  KnowledgeSearchType
} from '../model';
import type {
  KnowledgeIndex,
  KnowledgeIndexList
} from '../model';


export const getListKnowledgeIndexesResponseMock = (): KnowledgeIndexList => ({...{totalCount: faker.number.int({min: 0, max: 1000000}), page: faker.number.int({min: 1, max: 100000}), pageSize: faker.number.int({min: 10, max: 100})},...{items: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 50}}), status: faker.helpers.arrayElement(Object.values(KnowledgeIndexStatus)), statusMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), chunkSize: faker.number.int({min: 1, max: 8000}), chunkOverlap: faker.number.int({min: 1, max: 8000}), searchType: faker.helpers.arrayElement(Object.values(KnowledgeSearchType)), embeddingModel: faker.helpers.arrayElement(Object.values(KnowledgeEmbeddingModel)), files: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), fileName: faker.string.alpha({length: {min: 1, max: 255}})})), fileProgress: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({fileId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), fileName: faker.string.alpha({length: {min: 1, max: 255}}), stage: faker.helpers.arrayElement(Object.values(KnowledgeIndexFileStage)), stageChangedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', uploadedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), chunkedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), embeddedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), searchableAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), expectedNextAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), chunkCount: faker.helpers.arrayElement([faker.number.int({min: 0, max: 1000000}), undefined]), statusMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined])})), minimumScore: faker.number.float({min: 0, max: 1, fractionDigits: 2}), documentCount: faker.number.int({min: 1, max: 50}), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}))},})

export const getCreateKnowledgeIndexResponseMock = (overrideResponse: Partial<Extract<KnowledgeIndex, object>> = {}): KnowledgeIndex => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 50}}), status: faker.helpers.arrayElement(Object.values(KnowledgeIndexStatus)), statusMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), chunkSize: faker.number.int({min: 1, max: 8000}), chunkOverlap: faker.number.int({min: 1, max: 8000}), searchType: faker.helpers.arrayElement(Object.values(KnowledgeSearchType)), embeddingModel: faker.helpers.arrayElement(Object.values(KnowledgeEmbeddingModel)), files: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), fileName: faker.string.alpha({length: {min: 1, max: 255}})})), fileProgress: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({fileId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), fileName: faker.string.alpha({length: {min: 1, max: 255}}), stage: faker.helpers.arrayElement(Object.values(KnowledgeIndexFileStage)), stageChangedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', uploadedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), chunkedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), embeddedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), searchableAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), expectedNextAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), chunkCount: faker.helpers.arrayElement([faker.number.int({min: 0, max: 1000000}), undefined]), statusMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined])})), minimumScore: faker.number.float({min: 0, max: 1, fractionDigits: 2}), documentCount: faker.number.int({min: 1, max: 50}), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getGetKnowledgeIndexResponseMock = (overrideResponse: Partial<Extract<KnowledgeIndex, object>> = {}): KnowledgeIndex => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 50}}), status: faker.helpers.arrayElement(Object.values(KnowledgeIndexStatus)), statusMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), chunkSize: faker.number.int({min: 1, max: 8000}), chunkOverlap: faker.number.int({min: 1, max: 8000}), searchType: faker.helpers.arrayElement(Object.values(KnowledgeSearchType)), embeddingModel: faker.helpers.arrayElement(Object.values(KnowledgeEmbeddingModel)), files: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), fileName: faker.string.alpha({length: {min: 1, max: 255}})})), fileProgress: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({fileId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), fileName: faker.string.alpha({length: {min: 1, max: 255}}), stage: faker.helpers.arrayElement(Object.values(KnowledgeIndexFileStage)), stageChangedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', uploadedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), chunkedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), embeddedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), searchableAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), expectedNextAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), chunkCount: faker.helpers.arrayElement([faker.number.int({min: 0, max: 1000000}), undefined]), statusMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined])})), minimumScore: faker.number.float({min: 0, max: 1, fractionDigits: 2}), documentCount: faker.number.int({min: 1, max: 50}), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getUpdateKnowledgeIndexResponseMock = (overrideResponse: Partial<Extract<KnowledgeIndex, object>> = {}): KnowledgeIndex => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 50}}), status: faker.helpers.arrayElement(Object.values(KnowledgeIndexStatus)), statusMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), chunkSize: faker.number.int({min: 1, max: 8000}), chunkOverlap: faker.number.int({min: 1, max: 8000}), searchType: faker.helpers.arrayElement(Object.values(KnowledgeSearchType)), embeddingModel: faker.helpers.arrayElement(Object.values(KnowledgeEmbeddingModel)), files: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), fileName: faker.string.alpha({length: {min: 1, max: 255}})})), fileProgress: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({fileId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), fileName: faker.string.alpha({length: {min: 1, max: 255}}), stage: faker.helpers.arrayElement(Object.values(KnowledgeIndexFileStage)), stageChangedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', uploadedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), chunkedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), embeddedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), searchableAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), expectedNextAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), chunkCount: faker.helpers.arrayElement([faker.number.int({min: 0, max: 1000000}), undefined]), statusMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined])})), minimumScore: faker.number.float({min: 0, max: 1, fractionDigits: 2}), documentCount: faker.number.int({min: 1, max: 50}), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getRebuildKnowledgeIndexResponseMock = (overrideResponse: Partial<Extract<KnowledgeIndex, object>> = {}): KnowledgeIndex => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 50}}), status: faker.helpers.arrayElement(Object.values(KnowledgeIndexStatus)), statusMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), chunkSize: faker.number.int({min: 1, max: 8000}), chunkOverlap: faker.number.int({min: 1, max: 8000}), searchType: faker.helpers.arrayElement(Object.values(KnowledgeSearchType)), embeddingModel: faker.helpers.arrayElement(Object.values(KnowledgeEmbeddingModel)), files: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), fileName: faker.string.alpha({length: {min: 1, max: 255}})})), fileProgress: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({fileId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), fileName: faker.string.alpha({length: {min: 1, max: 255}}), stage: faker.helpers.arrayElement(Object.values(KnowledgeIndexFileStage)), stageChangedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', uploadedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), chunkedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), embeddedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), searchableAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), expectedNextAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), chunkCount: faker.helpers.arrayElement([faker.number.int({min: 0, max: 1000000}), undefined]), statusMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined])})), minimumScore: faker.number.float({min: 0, max: 1, fractionDigits: 2}), documentCount: faker.number.int({min: 1, max: 50}), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})


export const getListKnowledgeIndexesMockHandler = (overrideResponse?: KnowledgeIndexList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<KnowledgeIndexList> | KnowledgeIndexList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/knowledge/indexes', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListKnowledgeIndexesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateKnowledgeIndexMockHandler = (overrideResponse?: KnowledgeIndex | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<KnowledgeIndex> | KnowledgeIndex), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/knowledge/indexes', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateKnowledgeIndexResponseMock(),
      { status: 201
      })
  }, options)
}

export const getGetKnowledgeIndexMockHandler = (overrideResponse?: KnowledgeIndex | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<KnowledgeIndex> | KnowledgeIndex), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/knowledge/indexes/:indexId', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetKnowledgeIndexResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUpdateKnowledgeIndexMockHandler = (overrideResponse?: KnowledgeIndex | ((info: Parameters<Parameters<typeof http.patch>[1]>[0]) => Promise<KnowledgeIndex> | KnowledgeIndex), options?: RequestHandlerOptions) => {
  return http.patch('*/studio/v1/projects/:projectId/knowledge/indexes/:indexId', async (info: Parameters<Parameters<typeof http.patch>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateKnowledgeIndexResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteKnowledgeIndexMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/studio/v1/projects/:projectId/knowledge/indexes/:indexId', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getRebuildKnowledgeIndexMockHandler = (overrideResponse?: KnowledgeIndex | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<KnowledgeIndex> | KnowledgeIndex), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/knowledge/indexes/:indexId/rebuild', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRebuildKnowledgeIndexResponseMock(),
      { status: 202
      })
  }, options)
}
export const getKnowledgeIndexesMock = () => [
  getListKnowledgeIndexesMockHandler(),
  getCreateKnowledgeIndexMockHandler(),
  getGetKnowledgeIndexMockHandler(),
  getUpdateKnowledgeIndexMockHandler(),
  getDeleteKnowledgeIndexMockHandler(),
  getRebuildKnowledgeIndexMockHandler()
]
