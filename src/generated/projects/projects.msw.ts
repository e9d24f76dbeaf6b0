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
  Project,
  ProjectList
} from '../model';


export const getListProjectsResponseMock = (): ProjectList => ({...{totalCount: faker.number.int({min: 0, max: 1000000}), page: faker.number.int({min: 1, max: 100000}), pageSize: faker.number.int({min: 10, max: 100})},...{items: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 100}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}))},})

export const getCreateProjectResponseMock = (overrideResponse: Partial<Extract<Project, object>> = {}): Project => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 100}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getGetProjectResponseMock = (overrideResponse: Partial<Extract<Project, object>> = {}): Project => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 100}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getUpdateProjectResponseMock = (overrideResponse: Partial<Extract<Project, object>> = {}): Project => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 100}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})


export const getListProjectsMockHandler = (overrideResponse?: ProjectList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ProjectList> | ProjectList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListProjectsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateProjectMockHandler = (overrideResponse?: Project | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Project> | Project), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateProjectResponseMock(),
      { status: 201
      })
  }, options)
}

export const getGetProjectMockHandler = (overrideResponse?: Project | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Project> | Project), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetProjectResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUpdateProjectMockHandler = (overrideResponse?: Project | ((info: Parameters<Parameters<typeof http.patch>[1]>[0]) => Promise<Project> | Project), options?: RequestHandlerOptions) => {
  return http.patch('*/studio/v1/projects/:projectId', async (info: Parameters<Parameters<typeof http.patch>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateProjectResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteProjectMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/studio/v1/projects/:projectId', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}
export const getProjectsMock = () => [
  getListProjectsMockHandler(),
  getCreateProjectMockHandler(),
  getGetProjectMockHandler(),
  getUpdateProjectMockHandler(),
  getDeleteProjectMockHandler()
]
