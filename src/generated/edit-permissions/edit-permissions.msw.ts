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
  EditPermission
} from '../model';


export const getGetEditPermissionResponseMock = (overrideResponse: Partial<Extract<EditPermission, object>> = {}): EditPermission => ({workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), holder: faker.helpers.arrayElement([{id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, undefined]), since: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), heldByMe: faker.datatype.boolean(), ...overrideResponse})

export const getRequestEditPermissionResponseMock = (overrideResponse: Partial<Extract<EditPermission, object>> = {}): EditPermission => ({workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), holder: faker.helpers.arrayElement([{id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, undefined]), since: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), heldByMe: faker.datatype.boolean(), ...overrideResponse})


export const getGetEditPermissionMockHandler = (overrideResponse?: EditPermission | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<EditPermission> | EditPermission), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/workflows/:workflowId/edit-permission', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetEditPermissionResponseMock(),
      { status: 200
      })
  }, options)
}

export const getRequestEditPermissionMockHandler = (overrideResponse?: EditPermission | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<EditPermission> | EditPermission), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/workflows/:workflowId/edit-permission', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRequestEditPermissionResponseMock(),
      { status: 200
      })
  }, options)
}

export const getReleaseEditPermissionMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/studio/v1/projects/:projectId/workflows/:workflowId/edit-permission', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}
export const getEditPermissionsMock = () => [
  getGetEditPermissionMockHandler(),
  getRequestEditPermissionMockHandler(),
  getReleaseEditPermissionMockHandler()
]
