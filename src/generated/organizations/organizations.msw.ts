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
  ZitadelOrgState
} from '../model';
import type {
  ZitadelListMyProjectOrgsResponse
} from '../model';


export const getListMyProjectOrgsResponseMock = (overrideResponse: Partial<Extract<ZitadelListMyProjectOrgsResponse, object>> = {}): ZitadelListMyProjectOrgsResponse => ({details: faker.helpers.arrayElement([{totalResult: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), undefined]), processedSequence: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), undefined]), viewTimestamp: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined])}, undefined]), result: Array.from({ length: faker.number.int({min: 1, max: 1000}) }, (_, i) => i + 1).map(() => ({id: faker.string.alpha({length: {min: 10, max: 200}}), details: faker.helpers.arrayElement([{sequence: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), undefined]), creationDate: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), changeDate: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), resourceOwner: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined])}, undefined]), state: faker.helpers.arrayElement(Object.values(ZitadelOrgState)), name: faker.string.alpha({length: {min: 10, max: 200}}), primaryDomain: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined])})), ...overrideResponse})


export const getListMyProjectOrgsMockHandler = (overrideResponse?: ZitadelListMyProjectOrgsResponse | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<ZitadelListMyProjectOrgsResponse> | ZitadelListMyProjectOrgsResponse), options?: RequestHandlerOptions) => {
  return http.post('*/auth/v1/global/projectorgs/_search', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListMyProjectOrgsResponseMock(),
      { status: 200
      })
  }, options)
}
export const getOrganizationsMock = () => [
  getListMyProjectOrgsMockHandler()
]
