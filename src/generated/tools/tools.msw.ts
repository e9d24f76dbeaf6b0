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
  CustomNodeParameterDataType,
  ToolType
} from '../model';
import type {
  Tool,
  ToolList,
  ToolSourceList,
  ToolSourceSignature
} from '../model';


export const getListToolsResponseMock = (): ToolList => ({...{totalCount: faker.number.int({min: 0, max: 1000000}), page: faker.number.int({min: 1, max: 100000}), pageSize: faker.number.int({min: 10, max: 100})},...{items: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.helpers.fromRegExp("^[A-Za-z0-9_]+$"), displayName: faker.string.alpha({length: {min: 1, max: 20}}), description: faker.string.alpha({length: {min: 1, max: 500}}), type: faker.helpers.arrayElement(Object.values(ToolType)), inputSchema: faker.string.alpha({length: {min: 1, max: 5000}}), outputSchema: faker.string.alpha({length: {min: 1, max: 5000}}), source: {id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 10, max: 200}}), apiVersionId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), apiVersionName: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 100}}), undefined])}, createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}))},})

export const getCreateToolResponseMock = (overrideResponse: Partial<Extract<Tool, object>> = {}): Tool => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.helpers.fromRegExp("^[A-Za-z0-9_]+$"), displayName: faker.string.alpha({length: {min: 1, max: 20}}), description: faker.string.alpha({length: {min: 1, max: 500}}), type: faker.helpers.arrayElement(Object.values(ToolType)), inputSchema: faker.string.alpha({length: {min: 1, max: 5000}}), outputSchema: faker.string.alpha({length: {min: 1, max: 5000}}), source: {id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 10, max: 200}}), apiVersionId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), apiVersionName: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 100}}), undefined])}, createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getGetToolResponseMock = (overrideResponse: Partial<Extract<Tool, object>> = {}): Tool => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.helpers.fromRegExp("^[A-Za-z0-9_]+$"), displayName: faker.string.alpha({length: {min: 1, max: 20}}), description: faker.string.alpha({length: {min: 1, max: 500}}), type: faker.helpers.arrayElement(Object.values(ToolType)), inputSchema: faker.string.alpha({length: {min: 1, max: 5000}}), outputSchema: faker.string.alpha({length: {min: 1, max: 5000}}), source: {id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 10, max: 200}}), apiVersionId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), apiVersionName: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 100}}), undefined])}, createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getUpdateToolResponseMock = (overrideResponse: Partial<Extract<Tool, object>> = {}): Tool => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.helpers.fromRegExp("^[A-Za-z0-9_]+$"), displayName: faker.string.alpha({length: {min: 1, max: 20}}), description: faker.string.alpha({length: {min: 1, max: 500}}), type: faker.helpers.arrayElement(Object.values(ToolType)), inputSchema: faker.string.alpha({length: {min: 1, max: 5000}}), outputSchema: faker.string.alpha({length: {min: 1, max: 5000}}), source: {id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 10, max: 200}}), apiVersionId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), apiVersionName: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 100}}), undefined])}, createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getListToolSourcesResponseMock = (): ToolSourceList => ({...{totalCount: faker.number.int({min: 0, max: 1000000}), page: faker.number.int({min: 1, max: 100000}), pageSize: faker.number.int({min: 10, max: 100})},...{items: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({type: faker.helpers.arrayElement(Object.values(ToolType)), id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 10, max: 200}}), apiVersions: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 10, max: 100}})}))}))},})

export const getGetToolSourceSignatureResponseMock = (overrideResponse: Partial<Extract<ToolSourceSignature, object>> = {}): ToolSourceSignature => ({inputs: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 100}}), dataType: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(CustomNodeParameterDataType)), undefined]), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), required: faker.datatype.boolean()})), outputs: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 100}}), dataType: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(CustomNodeParameterDataType)), undefined]), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), required: faker.datatype.boolean()})), ...overrideResponse})


export const getListToolsMockHandler = (overrideResponse?: ToolList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ToolList> | ToolList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/tools', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListToolsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateToolMockHandler = (overrideResponse?: Tool | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Tool> | Tool), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/tools', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateToolResponseMock(),
      { status: 201
      })
  }, options)
}

export const getGetToolMockHandler = (overrideResponse?: Tool | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Tool> | Tool), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/tools/:toolId', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetToolResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUpdateToolMockHandler = (overrideResponse?: Tool | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<Tool> | Tool), options?: RequestHandlerOptions) => {
  return http.put('*/studio/v1/projects/:projectId/tools/:toolId', async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateToolResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteToolMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/studio/v1/projects/:projectId/tools/:toolId', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getListToolSourcesMockHandler = (overrideResponse?: ToolSourceList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ToolSourceList> | ToolSourceList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/tool-sources', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListToolSourcesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetToolSourceSignatureMockHandler = (overrideResponse?: ToolSourceSignature | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<ToolSourceSignature> | ToolSourceSignature), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/tool-sources/:sourceId/signature', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetToolSourceSignatureResponseMock(),
      { status: 200
      })
  }, options)
}
export const getToolsMock = () => [
  getListToolsMockHandler(),
  getCreateToolMockHandler(),
  getGetToolMockHandler(),
  getUpdateToolMockHandler(),
  getDeleteToolMockHandler(),
  getListToolSourcesMockHandler(),
  getGetToolSourceSignatureMockHandler()
]
