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
  ZitadelGender,
  ZitadelUserState
} from '../model';
import type {
  OidcUserInfo,
  ZitadelGetMyUserResponse
} from '../model';


export const getGetMyUserResponseMock = (overrideResponse: Partial<Extract<ZitadelGetMyUserResponse, object>> = {}): ZitadelGetMyUserResponse => ({user: {id: faker.string.alpha({length: {min: 10, max: 200}}), details: faker.helpers.arrayElement([{sequence: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 20}}), undefined]), creationDate: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), changeDate: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), resourceOwner: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined])}, undefined]), state: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(ZitadelUserState)), undefined]), userName: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined]), loginNames: faker.helpers.arrayElement([Array.from({ length: faker.number.int({min: 1, max: 20}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 10, max: 200}}))), undefined]), preferredLoginName: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined]), human: faker.helpers.arrayElement([{profile: faker.helpers.arrayElement([{firstName: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined]), lastName: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined]), nickName: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined]), displayName: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined]), preferredLanguage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 35}}), undefined]), gender: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(ZitadelGender)), undefined]), avatarUrl: faker.helpers.arrayElement([faker.internet.url(), undefined])}, undefined]), email: faker.helpers.arrayElement([{email: faker.helpers.arrayElement([faker.internet.email(), undefined]), isEmailVerified: faker.helpers.arrayElement([faker.datatype.boolean(), undefined])}, undefined]), phone: faker.helpers.arrayElement([{phone: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 50}}), undefined]), isPhoneVerified: faker.helpers.arrayElement([faker.datatype.boolean(), undefined])}, undefined])}, undefined])}, lastLogin: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), ...overrideResponse})

export const getGetUserInfoResponseMock = (overrideResponse: Partial<Extract<OidcUserInfo, object>> = {}): OidcUserInfo => ({sub: faker.string.alpha({length: {min: 10, max: 255}}), name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined]), given_name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined]), family_name: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined]), preferred_username: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 200}}), undefined]), email: faker.helpers.arrayElement([faker.internet.email(), undefined]), email_verified: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), locale: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 35}}), undefined]), updated_at: faker.helpers.arrayElement([faker.number.int({min: 0, max: 253402300799}), undefined]), 'urn:zitadel:iam:org:project:roles': faker.helpers.arrayElement([{
        [faker.string.alphanumeric(5)]: {
        [faker.string.alphanumeric(5)]: faker.string.alpha({length: {min: 10, max: 200}})
      }
      }, undefined]), ...overrideResponse})


export const getGetMyUserMockHandler = (overrideResponse?: ZitadelGetMyUserResponse | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ZitadelGetMyUserResponse> | ZitadelGetMyUserResponse), options?: RequestHandlerOptions) => {
  return http.get('*/auth/v1/users/me', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetMyUserResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetUserInfoMockHandler = (overrideResponse?: OidcUserInfo | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<OidcUserInfo> | OidcUserInfo), options?: RequestHandlerOptions) => {
  return http.get('*/oidc/v1/userinfo', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetUserInfoResponseMock(),
      { status: 200
      })
  }, options)
}
export const getUsersMock = () => [
  getGetMyUserMockHandler(),
  getGetUserInfoMockHandler()
]
