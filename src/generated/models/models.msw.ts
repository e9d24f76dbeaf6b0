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
  LlmProvider
} from '../model';
import type {
  LlmModelList
} from '../model';


export const getListModelsResponseMock = (): LlmModelList => ({...{totalCount: faker.number.int({min: 0, max: 1000000}), page: faker.number.int({min: 1, max: 100000}), pageSize: faker.number.int({min: 10, max: 100})},...{items: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.string.alpha({length: {min: 1, max: 100}}), displayName: faker.string.alpha({length: {min: 10, max: 100}}), provider: faker.helpers.arrayElement(Object.values(LlmProvider)), maxTokens: faker.number.int({min: 1, max: 128000}), contextWindow: faker.helpers.arrayElement([faker.number.int({min: 1, max: 10000000}), undefined]), supportsJsonMode: faker.datatype.boolean(), supportsImages: faker.datatype.boolean(), supportsVideo: faker.datatype.boolean(), supportsAudio: faker.datatype.boolean(), supportsFiles: faker.datatype.boolean(), available: faker.datatype.boolean()}))},})


export const getListModelsMockHandler = (overrideResponse?: LlmModelList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<LlmModelList> | LlmModelList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/models', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListModelsResponseMock(),
      { status: 200
      })
  }, options)
}
export const getModelsMock = () => [
  getListModelsMockHandler()
]
