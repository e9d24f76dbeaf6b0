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
  ToolType
} from '../model';
import type {
  Agent,
  AgentList
} from '../model';


export const getListAgentsResponseMock = (): AgentList => ({...{totalCount: faker.number.int({min: 0, max: 1000000}), page: faker.number.int({min: 1, max: 100000}), pageSize: faker.number.int({min: 10, max: 100})},...{items: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 20}}), tools: Array.from({ length: faker.number.int({min: 1, max: 128}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.helpers.fromRegExp("^[A-Za-z0-9_]+$"), displayName: faker.string.alpha({length: {min: 1, max: 20}}), type: faker.helpers.arrayElement(Object.values(ToolType))})), systemPrompt: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 5000}}), undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}))},})

export const getCreateAgentResponseMock = (overrideResponse: Partial<Extract<Agent, object>> = {}): Agent => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 20}}), tools: Array.from({ length: faker.number.int({min: 1, max: 128}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.helpers.fromRegExp("^[A-Za-z0-9_]+$"), displayName: faker.string.alpha({length: {min: 1, max: 20}}), type: faker.helpers.arrayElement(Object.values(ToolType))})), systemPrompt: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 5000}}), undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getGetAgentResponseMock = (overrideResponse: Partial<Extract<Agent, object>> = {}): Agent => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 20}}), tools: Array.from({ length: faker.number.int({min: 1, max: 128}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.helpers.fromRegExp("^[A-Za-z0-9_]+$"), displayName: faker.string.alpha({length: {min: 1, max: 20}}), type: faker.helpers.arrayElement(Object.values(ToolType))})), systemPrompt: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 5000}}), undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getUpdateAgentResponseMock = (overrideResponse: Partial<Extract<Agent, object>> = {}): Agent => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 20}}), tools: Array.from({ length: faker.number.int({min: 1, max: 128}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.helpers.fromRegExp("^[A-Za-z0-9_]+$"), displayName: faker.string.alpha({length: {min: 1, max: 20}}), type: faker.helpers.arrayElement(Object.values(ToolType))})), systemPrompt: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 5000}}), undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})


export const getListAgentsMockHandler = (overrideResponse?: AgentList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AgentList> | AgentList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/agents', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListAgentsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateAgentMockHandler = (overrideResponse?: Agent | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Agent> | Agent), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/agents', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateAgentResponseMock(),
      { status: 201
      })
  }, options)
}

export const getGetAgentMockHandler = (overrideResponse?: Agent | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Agent> | Agent), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/agents/:agentId', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetAgentResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUpdateAgentMockHandler = (overrideResponse?: Agent | ((info: Parameters<Parameters<typeof http.patch>[1]>[0]) => Promise<Agent> | Agent), options?: RequestHandlerOptions) => {
  return http.patch('*/studio/v1/projects/:projectId/agents/:agentId', async (info: Parameters<Parameters<typeof http.patch>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateAgentResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteAgentMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/studio/v1/projects/:projectId/agents/:agentId', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}
export const getAgentsMock = () => [
  getListAgentsMockHandler(),
  getCreateAgentMockHandler(),
  getGetAgentMockHandler(),
  getUpdateAgentMockHandler(),
  getDeleteAgentMockHandler()
]
