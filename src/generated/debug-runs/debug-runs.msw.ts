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
  DebugLogLevel,
  DebugNodeStatus,
  DebugRunMode,
  DebugRunStatus,
  NodeKind
} from '../model';
import type {
  DebugRun,
  DebugRunList
} from '../model';


export const getListDebugRunsResponseMock = (): DebugRunList => ({...{totalCount: faker.number.int({min: 0, max: 1000000}), page: faker.number.int({min: 1, max: 100000}), pageSize: faker.number.int({min: 10, max: 100})},...{items: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), mode: faker.helpers.arrayElement(Object.values(DebugRunMode)), status: faker.helpers.arrayElement(Object.values(DebugRunStatus)), graphRevision: faker.number.int({min: 0, max: 2147483647}), currentNodeId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), inputs: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), value: faker.string.alpha({length: {min: 10, max: 100000}})})), nodes: Array.from({ length: faker.number.int({min: 1, max: 500}) }, (_, i) => i + 1).map(() => ({nodeId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), kind: faker.helpers.arrayElement(Object.values(NodeKind)), title: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 50}}), undefined]), status: faker.helpers.arrayElement(Object.values(DebugNodeStatus)), startedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), finishedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), elapsedMs: faker.helpers.arrayElement([faker.number.int({min: 0, max: 86400000}), undefined]), usage: faker.helpers.arrayElement([{promptTokens: faker.number.int({min: 0, max: 10000000}), completionTokens: faker.number.int({min: 0, max: 10000000}), totalTokens: faker.number.int({min: 0, max: 20000000})}, undefined]), inputs: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), value: faker.string.alpha({length: {min: 10, max: 100000}})})), outputs: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), value: faker.string.alpha({length: {min: 10, max: 100000}})})), logs: Array.from({ length: faker.number.int({min: 1, max: 5000}) }, (_, i) => i + 1).map(() => ({at: faker.date.past().toISOString().slice(0, 19) + 'Z', level: faker.helpers.arrayElement(Object.values(DebugLogLevel)), message: faker.string.alpha({length: {min: 10, max: 2000}})})), error: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2000}}), undefined])})), outputs: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), value: faker.string.alpha({length: {min: 10, max: 100000}})})), error: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2000}}), undefined]), startedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', finishedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}}))},})

export const getStartDebugRunResponseMock = (overrideResponse: Partial<Extract<DebugRun, object>> = {}): DebugRun => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), mode: faker.helpers.arrayElement(Object.values(DebugRunMode)), status: faker.helpers.arrayElement(Object.values(DebugRunStatus)), graphRevision: faker.number.int({min: 0, max: 2147483647}), currentNodeId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), inputs: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), value: faker.string.alpha({length: {min: 10, max: 100000}})})), nodes: Array.from({ length: faker.number.int({min: 1, max: 500}) }, (_, i) => i + 1).map(() => ({nodeId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), kind: faker.helpers.arrayElement(Object.values(NodeKind)), title: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 50}}), undefined]), status: faker.helpers.arrayElement(Object.values(DebugNodeStatus)), startedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), finishedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), elapsedMs: faker.helpers.arrayElement([faker.number.int({min: 0, max: 86400000}), undefined]), usage: faker.helpers.arrayElement([{promptTokens: faker.number.int({min: 0, max: 10000000}), completionTokens: faker.number.int({min: 0, max: 10000000}), totalTokens: faker.number.int({min: 0, max: 20000000})}, undefined]), inputs: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), value: faker.string.alpha({length: {min: 10, max: 100000}})})), outputs: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), value: faker.string.alpha({length: {min: 10, max: 100000}})})), logs: Array.from({ length: faker.number.int({min: 1, max: 5000}) }, (_, i) => i + 1).map(() => ({at: faker.date.past().toISOString().slice(0, 19) + 'Z', level: faker.helpers.arrayElement(Object.values(DebugLogLevel)), message: faker.string.alpha({length: {min: 10, max: 2000}})})), error: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2000}}), undefined])})), outputs: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), value: faker.string.alpha({length: {min: 10, max: 100000}})})), error: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2000}}), undefined]), startedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', finishedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, ...overrideResponse})

export const getGetDebugRunResponseMock = (overrideResponse: Partial<Extract<DebugRun, object>> = {}): DebugRun => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), mode: faker.helpers.arrayElement(Object.values(DebugRunMode)), status: faker.helpers.arrayElement(Object.values(DebugRunStatus)), graphRevision: faker.number.int({min: 0, max: 2147483647}), currentNodeId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), inputs: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), value: faker.string.alpha({length: {min: 10, max: 100000}})})), nodes: Array.from({ length: faker.number.int({min: 1, max: 500}) }, (_, i) => i + 1).map(() => ({nodeId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), kind: faker.helpers.arrayElement(Object.values(NodeKind)), title: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 50}}), undefined]), status: faker.helpers.arrayElement(Object.values(DebugNodeStatus)), startedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), finishedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), elapsedMs: faker.helpers.arrayElement([faker.number.int({min: 0, max: 86400000}), undefined]), usage: faker.helpers.arrayElement([{promptTokens: faker.number.int({min: 0, max: 10000000}), completionTokens: faker.number.int({min: 0, max: 10000000}), totalTokens: faker.number.int({min: 0, max: 20000000})}, undefined]), inputs: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), value: faker.string.alpha({length: {min: 10, max: 100000}})})), outputs: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), value: faker.string.alpha({length: {min: 10, max: 100000}})})), logs: Array.from({ length: faker.number.int({min: 1, max: 5000}) }, (_, i) => i + 1).map(() => ({at: faker.date.past().toISOString().slice(0, 19) + 'Z', level: faker.helpers.arrayElement(Object.values(DebugLogLevel)), message: faker.string.alpha({length: {min: 10, max: 2000}})})), error: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2000}}), undefined])})), outputs: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), value: faker.string.alpha({length: {min: 10, max: 100000}})})), error: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2000}}), undefined]), startedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', finishedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, ...overrideResponse})

export const getNextDebugRunStepResponseMock = (overrideResponse: Partial<Extract<DebugRun, object>> = {}): DebugRun => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), mode: faker.helpers.arrayElement(Object.values(DebugRunMode)), status: faker.helpers.arrayElement(Object.values(DebugRunStatus)), graphRevision: faker.number.int({min: 0, max: 2147483647}), currentNodeId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), inputs: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), value: faker.string.alpha({length: {min: 10, max: 100000}})})), nodes: Array.from({ length: faker.number.int({min: 1, max: 500}) }, (_, i) => i + 1).map(() => ({nodeId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), kind: faker.helpers.arrayElement(Object.values(NodeKind)), title: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 50}}), undefined]), status: faker.helpers.arrayElement(Object.values(DebugNodeStatus)), startedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), finishedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), elapsedMs: faker.helpers.arrayElement([faker.number.int({min: 0, max: 86400000}), undefined]), usage: faker.helpers.arrayElement([{promptTokens: faker.number.int({min: 0, max: 10000000}), completionTokens: faker.number.int({min: 0, max: 10000000}), totalTokens: faker.number.int({min: 0, max: 20000000})}, undefined]), inputs: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), value: faker.string.alpha({length: {min: 10, max: 100000}})})), outputs: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), value: faker.string.alpha({length: {min: 10, max: 100000}})})), logs: Array.from({ length: faker.number.int({min: 1, max: 5000}) }, (_, i) => i + 1).map(() => ({at: faker.date.past().toISOString().slice(0, 19) + 'Z', level: faker.helpers.arrayElement(Object.values(DebugLogLevel)), message: faker.string.alpha({length: {min: 10, max: 2000}})})), error: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2000}}), undefined])})), outputs: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), value: faker.string.alpha({length: {min: 10, max: 100000}})})), error: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2000}}), undefined]), startedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', finishedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, ...overrideResponse})

export const getStopDebugRunResponseMock = (overrideResponse: Partial<Extract<DebugRun, object>> = {}): DebugRun => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), mode: faker.helpers.arrayElement(Object.values(DebugRunMode)), status: faker.helpers.arrayElement(Object.values(DebugRunStatus)), graphRevision: faker.number.int({min: 0, max: 2147483647}), currentNodeId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), inputs: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), value: faker.string.alpha({length: {min: 10, max: 100000}})})), nodes: Array.from({ length: faker.number.int({min: 1, max: 500}) }, (_, i) => i + 1).map(() => ({nodeId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), kind: faker.helpers.arrayElement(Object.values(NodeKind)), title: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 50}}), undefined]), status: faker.helpers.arrayElement(Object.values(DebugNodeStatus)), startedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), finishedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), elapsedMs: faker.helpers.arrayElement([faker.number.int({min: 0, max: 86400000}), undefined]), usage: faker.helpers.arrayElement([{promptTokens: faker.number.int({min: 0, max: 10000000}), completionTokens: faker.number.int({min: 0, max: 10000000}), totalTokens: faker.number.int({min: 0, max: 20000000})}, undefined]), inputs: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), value: faker.string.alpha({length: {min: 10, max: 100000}})})), outputs: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), value: faker.string.alpha({length: {min: 10, max: 100000}})})), logs: Array.from({ length: faker.number.int({min: 1, max: 5000}) }, (_, i) => i + 1).map(() => ({at: faker.date.past().toISOString().slice(0, 19) + 'Z', level: faker.helpers.arrayElement(Object.values(DebugLogLevel)), message: faker.string.alpha({length: {min: 10, max: 2000}})})), error: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2000}}), undefined])})), outputs: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 64}}), value: faker.string.alpha({length: {min: 10, max: 100000}})})), error: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2000}}), undefined]), startedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', finishedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, ...overrideResponse})


export const getListDebugRunsMockHandler = (overrideResponse?: DebugRunList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DebugRunList> | DebugRunList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/workflows/:workflowId/debug-runs', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListDebugRunsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getStartDebugRunMockHandler = (overrideResponse?: DebugRun | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<DebugRun> | DebugRun), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/workflows/:workflowId/debug-runs', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getStartDebugRunResponseMock(),
      { status: 201
      })
  }, options)
}

export const getGetDebugRunMockHandler = (overrideResponse?: DebugRun | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<DebugRun> | DebugRun), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/workflows/:workflowId/debug-runs/:runId', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetDebugRunResponseMock(),
      { status: 200
      })
  }, options)
}

export const getNextDebugRunStepMockHandler = (overrideResponse?: DebugRun | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<DebugRun> | DebugRun), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/workflows/:workflowId/debug-runs/:runId/next', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getNextDebugRunStepResponseMock(),
      { status: 200
      })
  }, options)
}

export const getStopDebugRunMockHandler = (overrideResponse?: DebugRun | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<DebugRun> | DebugRun), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/workflows/:workflowId/debug-runs/:runId/stop', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getStopDebugRunResponseMock(),
      { status: 200
      })
  }, options)
}
export const getDebugRunsMock = () => [
  getListDebugRunsMockHandler(),
  getStartDebugRunMockHandler(),
  getGetDebugRunMockHandler(),
  getNextDebugRunStepMockHandler(),
  getStopDebugRunMockHandler()
]
