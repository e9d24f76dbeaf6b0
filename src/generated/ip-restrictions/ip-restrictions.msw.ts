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
  IpRestrictionCheck
} from '../model';


export const getCheckIpRestrictionResponseMock = (overrideResponse: Partial<Extract<IpRestrictionCheck, object>> = {}): IpRestrictionCheck => ({valid: faker.datatype.boolean(), ...overrideResponse})


export const getCheckIpRestrictionMockHandler = (overrideResponse?: IpRestrictionCheck | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<IpRestrictionCheck> | IpRestrictionCheck), options?: RequestHandlerOptions) => {
  return http.get('*/ip-restriction', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCheckIpRestrictionResponseMock(),
      { status: 200
      })
  }, options)
}
export const getIpRestrictionsMock = () => [
  getCheckIpRestrictionMockHandler()
]
