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
  AuthenticationProvider,
  ConfigSettingDataType,
  CustomNodeAuthenticationStatus,
  CustomNodeParameterDataType,
  CustomNodePreviewStatus,
  CustomNodeTraceLevel,
  SecurityLevel
} from '../model';
import type {
  AuthenticationProviderList,
  CustomNode,
  CustomNodeAuthentication,
  CustomNodeAuthenticationRedirect,
  CustomNodeConfigFileList,
  CustomNodeDsl,
  CustomNodeInputParameters,
  CustomNodeList,
  CustomNodePreviewResult
} from '../model';


export const getListCustomNodesResponseMock = (): CustomNodeList => ({...{totalCount: faker.number.int({min: 0, max: 1000000}), page: faker.number.int({min: 1, max: 100000}), pageSize: faker.number.int({min: 10, max: 100})},...{items: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({parameterCount: faker.number.int({min: 0, max: 50}), id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 20}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), authenticationProvider: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(AuthenticationProvider)), undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}))},})

export const getCreateCustomNodeResponseMock = (overrideResponse: Partial<Extract<CustomNode, object>> = {}): CustomNode => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 20}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), code: faker.string.alpha({length: {min: 1, max: 100000}}), parameters: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({label: faker.helpers.fromRegExp("^[A-Za-z_][A-Za-z0-9_]*$"), dataType: faker.helpers.arrayElement(Object.values(CustomNodeParameterDataType)), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), required: faker.datatype.boolean()})), outputVariable: faker.string.alpha({length: {min: 1, max: 50}}), authentication: faker.helpers.arrayElement([{provider: faker.helpers.arrayElement(Object.values(AuthenticationProvider)), scopes: Array.from({ length: faker.number.int({min: 1, max: 30}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 200}})))}, undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getImportCustomNodeResponseMock = (overrideResponse: Partial<Extract<CustomNode, object>> = {}): CustomNode => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 20}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), code: faker.string.alpha({length: {min: 1, max: 100000}}), parameters: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({label: faker.helpers.fromRegExp("^[A-Za-z_][A-Za-z0-9_]*$"), dataType: faker.helpers.arrayElement(Object.values(CustomNodeParameterDataType)), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), required: faker.datatype.boolean()})), outputVariable: faker.string.alpha({length: {min: 1, max: 50}}), authentication: faker.helpers.arrayElement([{provider: faker.helpers.arrayElement(Object.values(AuthenticationProvider)), scopes: Array.from({ length: faker.number.int({min: 1, max: 30}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 200}})))}, undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getGetCustomNodeResponseMock = (overrideResponse: Partial<Extract<CustomNode, object>> = {}): CustomNode => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 20}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), code: faker.string.alpha({length: {min: 1, max: 100000}}), parameters: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({label: faker.helpers.fromRegExp("^[A-Za-z_][A-Za-z0-9_]*$"), dataType: faker.helpers.arrayElement(Object.values(CustomNodeParameterDataType)), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), required: faker.datatype.boolean()})), outputVariable: faker.string.alpha({length: {min: 1, max: 50}}), authentication: faker.helpers.arrayElement([{provider: faker.helpers.arrayElement(Object.values(AuthenticationProvider)), scopes: Array.from({ length: faker.number.int({min: 1, max: 30}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 200}})))}, undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getUpdateCustomNodeResponseMock = (overrideResponse: Partial<Extract<CustomNode, object>> = {}): CustomNode => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 20}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), code: faker.string.alpha({length: {min: 1, max: 100000}}), parameters: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({label: faker.helpers.fromRegExp("^[A-Za-z_][A-Za-z0-9_]*$"), dataType: faker.helpers.arrayElement(Object.values(CustomNodeParameterDataType)), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), required: faker.datatype.boolean()})), outputVariable: faker.string.alpha({length: {min: 1, max: 50}}), authentication: faker.helpers.arrayElement([{provider: faker.helpers.arrayElement(Object.values(AuthenticationProvider)), scopes: Array.from({ length: faker.number.int({min: 1, max: 30}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 200}})))}, undefined]), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getExportCustomNodeResponseMock = (): CustomNodeDsl => (faker.string.alpha({length: {min: 10, max: 1048576}}))

export const getRunCustomNodePreviewResponseMock = (overrideResponse: Partial<Extract<CustomNodePreviewResult, object>> = {}): CustomNodePreviewResult => ({status: faker.helpers.arrayElement(Object.values(CustomNodePreviewStatus)), parameters: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({label: faker.string.alpha({length: {min: 1, max: 50}}), dataType: faker.helpers.arrayElement(Object.values(CustomNodeParameterDataType)), value: faker.helpers.arrayElement([{}, undefined])})), outputs: {}, trace: Array.from({ length: faker.number.int({min: 1, max: 1000}) }, (_, i) => i + 1).map(() => ({sequence: faker.number.int({min: 1, max: 1000}), time: faker.date.past().toISOString().slice(0, 19) + 'Z', level: faker.helpers.arrayElement(Object.values(CustomNodeTraceLevel)), message: faker.string.alpha({length: {min: 10, max: 2000}})})), startedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', finishedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', durationMs: faker.number.int({min: 0, max: 600000}), errorMessage: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 2000}}), undefined]), simulated: faker.helpers.arrayElement([faker.datatype.boolean(), undefined]), ...overrideResponse})

export const getGetCustomNodeInputParametersResponseMock = (overrideResponse: Partial<Extract<CustomNodeInputParameters, object>> = {}): CustomNodeInputParameters => ({customNodeId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), inputParameters: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 1, max: 50}}), dataType: faker.helpers.arrayElement(Object.values(CustomNodeParameterDataType)), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), required: faker.datatype.boolean()})), outputVariable: faker.string.alpha({length: {min: 1, max: 50}}), ...overrideResponse})

export const getListCustomNodeConfigFilesResponseMock = (): CustomNodeConfigFileList => ({...{totalCount: faker.number.int({min: 0, max: 1000000}), page: faker.number.int({min: 1, max: 100000}), pageSize: faker.number.int({min: 10, max: 100})},...{items: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), customNodeId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), fileName: faker.string.alpha({length: {min: 1, max: 100}}), settings: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({label: faker.string.alpha({length: {min: 1, max: 100}}), key: faker.string.alpha({length: {min: 1, max: 100}}), dataType: faker.helpers.arrayElement(Object.values(ConfigSettingDataType)), securityLevel: faker.helpers.arrayElement(Object.values(SecurityLevel)), value: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 5000}}), undefined]), hasValue: faker.datatype.boolean(), valueSetAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), options: faker.helpers.arrayElement([Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 1, max: 200}}))), undefined])})), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}))},})

export const getGetCustomNodeAuthenticationResponseMock = (overrideResponse: Partial<Extract<CustomNodeAuthentication, object>> = {}): CustomNodeAuthentication => ({customNodeId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), status: faker.helpers.arrayElement(Object.values(CustomNodeAuthenticationStatus)), provider: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(AuthenticationProvider)), undefined]), scopes: Array.from({ length: faker.number.int({min: 1, max: 30}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 10, max: 200}}))), accountName: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 320}}), undefined]), authenticatedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), expiresAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), ...overrideResponse})

export const getSignOutCustomNodeAuthenticationResponseMock = (overrideResponse: Partial<Extract<CustomNodeAuthentication, object>> = {}): CustomNodeAuthentication => ({customNodeId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), status: faker.helpers.arrayElement(Object.values(CustomNodeAuthenticationStatus)), provider: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(AuthenticationProvider)), undefined]), scopes: Array.from({ length: faker.number.int({min: 1, max: 30}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 10, max: 200}}))), accountName: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 320}}), undefined]), authenticatedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), expiresAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), ...overrideResponse})

export const getStartCustomNodeAuthenticationResponseMock = (overrideResponse: Partial<Extract<CustomNodeAuthenticationRedirect, object>> = {}): CustomNodeAuthenticationRedirect => ({authorizationUrl: faker.internet.url(), state: faker.string.alpha({length: {min: 1, max: 128}}), expiresAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getCompleteCustomNodeAuthenticationResponseMock = (overrideResponse: Partial<Extract<CustomNodeAuthentication, object>> = {}): CustomNodeAuthentication => ({customNodeId: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), status: faker.helpers.arrayElement(Object.values(CustomNodeAuthenticationStatus)), provider: faker.helpers.arrayElement([faker.helpers.arrayElement(Object.values(AuthenticationProvider)), undefined]), scopes: Array.from({ length: faker.number.int({min: 1, max: 30}) }, (_, i) => i + 1).map(() => (faker.string.alpha({length: {min: 10, max: 200}}))), accountName: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 320}}), undefined]), authenticatedAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), expiresAt: faker.helpers.arrayElement([faker.date.past().toISOString().slice(0, 19) + 'Z', undefined]), ...overrideResponse})

export const getGetAuthenticationProvidersResponseMock = (overrideResponse: Partial<Extract<AuthenticationProviderList, object>> = {}): AuthenticationProviderList => ({items: Array.from({ length: faker.number.int({min: 1, max: 10}) }, (_, i) => i + 1).map(() => ({provider: faker.helpers.arrayElement(Object.values(AuthenticationProvider)), displayName: faker.string.alpha({length: {min: 10, max: 100}}), scopes: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({scope: faker.string.alpha({length: {min: 1, max: 200}}), description: faker.string.alpha({length: {min: 10, max: 500}})}))})), ...overrideResponse})


export const getListCustomNodesMockHandler = (overrideResponse?: CustomNodeList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CustomNodeList> | CustomNodeList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/custom-nodes', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListCustomNodesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateCustomNodeMockHandler = (overrideResponse?: CustomNode | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CustomNode> | CustomNode), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/custom-nodes', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateCustomNodeResponseMock(),
      { status: 201
      })
  }, options)
}

export const getImportCustomNodeMockHandler = (overrideResponse?: CustomNode | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CustomNode> | CustomNode), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/custom-nodes/import', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getImportCustomNodeResponseMock(),
      { status: 201
      })
  }, options)
}

export const getGetCustomNodeMockHandler = (overrideResponse?: CustomNode | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CustomNode> | CustomNode), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/custom-nodes/:customNodeId', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetCustomNodeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUpdateCustomNodeMockHandler = (overrideResponse?: CustomNode | ((info: Parameters<Parameters<typeof http.put>[1]>[0]) => Promise<CustomNode> | CustomNode), options?: RequestHandlerOptions) => {
  return http.put('*/studio/v1/projects/:projectId/custom-nodes/:customNodeId', async (info: Parameters<Parameters<typeof http.put>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateCustomNodeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteCustomNodeMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/studio/v1/projects/:projectId/custom-nodes/:customNodeId', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getExportCustomNodeMockHandler = (overrideResponse?: CustomNodeDsl | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CustomNodeDsl> | CustomNodeDsl), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/custom-nodes/:customNodeId/export', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getExportCustomNodeResponseMock(),
      { status: 200
      })
  }, options)
}

export const getRunCustomNodePreviewMockHandler = (overrideResponse?: CustomNodePreviewResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CustomNodePreviewResult> | CustomNodePreviewResult), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/custom-nodes/:customNodeId/preview', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getRunCustomNodePreviewResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetCustomNodeInputParametersMockHandler = (overrideResponse?: CustomNodeInputParameters | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CustomNodeInputParameters> | CustomNodeInputParameters), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/custom-nodes/:customNodeId/input-parameters', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetCustomNodeInputParametersResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListCustomNodeConfigFilesMockHandler = (overrideResponse?: CustomNodeConfigFileList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CustomNodeConfigFileList> | CustomNodeConfigFileList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/custom-nodes/:customNodeId/config-files', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListCustomNodeConfigFilesResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetCustomNodeAuthenticationMockHandler = (overrideResponse?: CustomNodeAuthentication | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<CustomNodeAuthentication> | CustomNodeAuthentication), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/custom-nodes/:customNodeId/authentication', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetCustomNodeAuthenticationResponseMock(),
      { status: 200
      })
  }, options)
}

export const getSignOutCustomNodeAuthenticationMockHandler = (overrideResponse?: CustomNodeAuthentication | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<CustomNodeAuthentication> | CustomNodeAuthentication), options?: RequestHandlerOptions) => {
  return http.delete('*/studio/v1/projects/:projectId/custom-nodes/:customNodeId/authentication', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getSignOutCustomNodeAuthenticationResponseMock(),
      { status: 200
      })
  }, options)
}

export const getStartCustomNodeAuthenticationMockHandler = (overrideResponse?: CustomNodeAuthenticationRedirect | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CustomNodeAuthenticationRedirect> | CustomNodeAuthenticationRedirect), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/custom-nodes/:customNodeId/authentication/start', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getStartCustomNodeAuthenticationResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCompleteCustomNodeAuthenticationMockHandler = (overrideResponse?: CustomNodeAuthentication | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<CustomNodeAuthentication> | CustomNodeAuthentication), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/custom-nodes/:customNodeId/authentication/complete', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCompleteCustomNodeAuthenticationResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetAuthenticationProvidersMockHandler = (overrideResponse?: AuthenticationProviderList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<AuthenticationProviderList> | AuthenticationProviderList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/custom-node-authentication-providers', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetAuthenticationProvidersResponseMock(),
      { status: 200
      })
  }, options)
}
export const getCustomNodesMock = () => [
  getListCustomNodesMockHandler(),
  getCreateCustomNodeMockHandler(),
  getImportCustomNodeMockHandler(),
  getGetCustomNodeMockHandler(),
  getUpdateCustomNodeMockHandler(),
  getDeleteCustomNodeMockHandler(),
  getExportCustomNodeMockHandler(),
  getRunCustomNodePreviewMockHandler(),
  getGetCustomNodeInputParametersMockHandler(),
  getListCustomNodeConfigFilesMockHandler(),
  getGetCustomNodeAuthenticationMockHandler(),
  getSignOutCustomNodeAuthenticationMockHandler(),
  getStartCustomNodeAuthenticationMockHandler(),
  getCompleteCustomNodeAuthenticationMockHandler(),
  getGetAuthenticationProvidersMockHandler()
]
