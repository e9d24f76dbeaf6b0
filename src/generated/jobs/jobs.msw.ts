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
  JobRowStatus,
  JobStatus
} from '../model';
import type {
  Job,
  JobExecution,
  JobExecutionDetail,
  JobExecutionList,
  JobList
} from '../model';


export const getListJobsResponseMock = (): JobList => ({...{totalCount: faker.number.int({min: 0, max: 1000000}), page: faker.number.int({min: 1, max: 100000}), pageSize: faker.number.int({min: 10, max: 100})},...{items: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 20}}), datasetFileId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), datasetFileName: faker.string.alpha({length: {min: 10, max: 255}}), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowName: faker.string.alpha({length: {min: 10, max: 100}}), workflowVersion: faker.number.int({min: 1, max: 100000}), datasetColumn: faker.string.alpha({length: {min: 1, max: 200}}), startNodeVariable: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 100}}), undefined]), endNodeVariable: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 100}}), undefined]), lastExecution: faker.helpers.arrayElement([{id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), status: faker.helpers.arrayElement(Object.values(JobStatus)), createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', startedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), finishedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined])}, undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}))},})

export const getCreateJobResponseMock = (overrideResponse: Partial<Extract<Job, object>> = {}): Job => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 20}}), datasetFileId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), datasetFileName: faker.string.alpha({length: {min: 10, max: 255}}), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowName: faker.string.alpha({length: {min: 10, max: 100}}), workflowVersion: faker.number.int({min: 1, max: 100000}), datasetColumn: faker.string.alpha({length: {min: 1, max: 200}}), startNodeVariable: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 100}}), undefined]), endNodeVariable: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 100}}), undefined]), lastExecution: faker.helpers.arrayElement([{id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), status: faker.helpers.arrayElement(Object.values(JobStatus)), createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', startedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), finishedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined])}, undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getGetJobResponseMock = (overrideResponse: Partial<Extract<Job, object>> = {}): Job => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 20}}), datasetFileId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), datasetFileName: faker.string.alpha({length: {min: 10, max: 255}}), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowName: faker.string.alpha({length: {min: 10, max: 100}}), workflowVersion: faker.number.int({min: 1, max: 100000}), datasetColumn: faker.string.alpha({length: {min: 1, max: 200}}), startNodeVariable: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 100}}), undefined]), endNodeVariable: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 100}}), undefined]), lastExecution: faker.helpers.arrayElement([{id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), status: faker.helpers.arrayElement(Object.values(JobStatus)), createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', startedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), finishedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined])}, undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getUpdateJobResponseMock = (overrideResponse: Partial<Extract<Job, object>> = {}): Job => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 20}}), datasetFileId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), datasetFileName: faker.string.alpha({length: {min: 10, max: 255}}), workflowId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), workflowName: faker.string.alpha({length: {min: 10, max: 100}}), workflowVersion: faker.number.int({min: 1, max: 100000}), datasetColumn: faker.string.alpha({length: {min: 1, max: 200}}), startNodeVariable: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 100}}), undefined]), endNodeVariable: faker.helpers.arrayElement([faker.string.alpha({length: {min: 1, max: 100}}), undefined]), lastExecution: faker.helpers.arrayElement([{id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), status: faker.helpers.arrayElement(Object.values(JobStatus)), createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', startedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), finishedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined])}, undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getListJobExecutionsResponseMock = (): JobExecutionList => ({...{totalCount: faker.number.int({min: 0, max: 1000000}), page: faker.number.int({min: 1, max: 100000}), pageSize: faker.number.int({min: 10, max: 100})},...{items: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), jobId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), jobName: faker.string.alpha({length: {min: 1, max: 20}}), status: faker.helpers.arrayElement(Object.values(JobStatus)), totalRows: faker.number.int({min: 0, max: 1000000}), processedRows: faker.number.int({min: 0, max: 1000000}), succeededRows: faker.number.int({min: 0, max: 1000000}), failedRows: faker.number.int({min: 0, max: 1000000}), executedBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', startedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), finishedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined])}))},})

export const getExecuteJobResponseMock = (overrideResponse: Partial<Extract<JobExecution, object>> = {}): JobExecution => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), jobId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), jobName: faker.string.alpha({length: {min: 1, max: 20}}), status: faker.helpers.arrayElement(Object.values(JobStatus)), totalRows: faker.number.int({min: 0, max: 1000000}), processedRows: faker.number.int({min: 0, max: 1000000}), succeededRows: faker.number.int({min: 0, max: 1000000}), failedRows: faker.number.int({min: 0, max: 1000000}), executedBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', startedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), finishedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), ...overrideResponse})

export const getGetJobExecutionResponseMock = (): JobExecutionDetail => ({...{id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), jobId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), jobName: faker.string.alpha({length: {min: 1, max: 20}}), status: faker.helpers.arrayElement(Object.values(JobStatus)), totalRows: faker.number.int({min: 0, max: 1000000}), processedRows: faker.number.int({min: 0, max: 1000000}), succeededRows: faker.number.int({min: 0, max: 1000000}), failedRows: faker.number.int({min: 0, max: 1000000}), executedBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', startedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), finishedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined])},...{results: Array.from({ length: faker.number.int({min: 1, max: 10000}) }, (_, i) => i + 1).map(() => ({rowNumber: faker.number.int({min: 1, max: 1000000}), inputValue: faker.string.alpha({length: {min: 10, max: 10000}}), outputValue: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 10000}}), undefined]), status: faker.helpers.arrayElement(Object.values(JobRowStatus)), errorMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2000}}), undefined])}))},})

export const getCancelJobExecutionResponseMock = (overrideResponse: Partial<Extract<JobExecution, object>> = {}): JobExecution => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), jobId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), jobName: faker.string.alpha({length: {min: 1, max: 20}}), status: faker.helpers.arrayElement(Object.values(JobStatus)), totalRows: faker.number.int({min: 0, max: 1000000}), processedRows: faker.number.int({min: 0, max: 1000000}), succeededRows: faker.number.int({min: 0, max: 1000000}), failedRows: faker.number.int({min: 0, max: 1000000}), executedBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', startedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), finishedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), ...overrideResponse})


export const getListJobsMockHandler = (overrideResponse?: JobList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<JobList> | JobList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/jobs', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListJobsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateJobMockHandler = (overrideResponse?: Job | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Job> | Job), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/jobs', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateJobResponseMock(),
      { status: 201
      })
  }, options)
}

export const getGetJobMockHandler = (overrideResponse?: Job | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Job> | Job), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/jobs/:jobId', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetJobResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUpdateJobMockHandler = (overrideResponse?: Job | ((info: Parameters<Parameters<typeof http.patch>[1]>[0]) => Promise<Job> | Job), options?: RequestHandlerOptions) => {
  return http.patch('*/studio/v1/projects/:projectId/jobs/:jobId', async (info: Parameters<Parameters<typeof http.patch>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateJobResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteJobMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/studio/v1/projects/:projectId/jobs/:jobId', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getListJobExecutionsMockHandler = (overrideResponse?: JobExecutionList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<JobExecutionList> | JobExecutionList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/jobs/:jobId/executions', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListJobExecutionsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getExecuteJobMockHandler = (overrideResponse?: JobExecution | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<JobExecution> | JobExecution), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/jobs/:jobId/executions', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getExecuteJobResponseMock(),
      { status: 201
      })
  }, options)
}

export const getGetJobExecutionMockHandler = (overrideResponse?: JobExecutionDetail | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<JobExecutionDetail> | JobExecutionDetail), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/jobs/:jobId/executions/:executionId', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetJobExecutionResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCancelJobExecutionMockHandler = (overrideResponse?: JobExecution | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<JobExecution> | JobExecution), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/jobs/:jobId/executions/:executionId/cancel', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCancelJobExecutionResponseMock(),
      { status: 200
      })
  }, options)
}
export const getJobsMock = () => [
  getListJobsMockHandler(),
  getCreateJobMockHandler(),
  getGetJobMockHandler(),
  getUpdateJobMockHandler(),
  getDeleteJobMockHandler(),
  getListJobExecutionsMockHandler(),
  getExecuteJobMockHandler(),
  getGetJobExecutionMockHandler(),
  getCancelJobExecutionMockHandler()
]
