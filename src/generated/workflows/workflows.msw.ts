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
  WorkflowType,
  WorkflowVersionStatus
} from '../model';
import type {
  Workflow,
  WorkflowFolder,
  WorkflowForSelectionList,
  WorkflowHierarchy,
  WorkflowItemList,
  WorkflowItemsMoveResult
} from '../model';


export const getListWorkflowItemsResponseWorkflowFolderMock = (overrideResponse: Partial<WorkflowFolder> = {}): WorkflowFolder => ({...{itemType: faker.helpers.arrayElement(['WORKFLOW_ITEM_TYPE_FOLDER'] as const), id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.helpers.fromRegExp("^[^/]+$"), parentId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), path: faker.helpers.fromRegExp("^/"), itemCount: faker.number.int({min: 0, max: 1000000}), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}, ...overrideResponse});

export const getListWorkflowItemsResponseWorkflowMock = (overrideResponse: Partial<Workflow> = {}): Workflow => ({...{itemType: faker.helpers.arrayElement(['WORKFLOW_ITEM_TYPE_WORKFLOW'] as const), id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 100}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), folderId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), folderPath: faker.helpers.fromRegExp("^/"), type: faker.helpers.arrayElement(Object.values(WorkflowType)), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', versions: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 10, max: 50}}), status: faker.helpers.arrayElement(Object.values(WorkflowVersionStatus)), workflowVersion: faker.number.int({min: 1, max: 100000}), createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z'})), published: faker.datatype.boolean(), latestVersion: faker.helpers.arrayElement([{id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 10, max: 50}}), status: faker.helpers.arrayElement(Object.values(WorkflowVersionStatus)), workflowVersion: faker.number.int({min: 1, max: 100000}), createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}, undefined])}, ...overrideResponse});

export const getListWorkflowItemsResponseMock = (): WorkflowItemList => ({...{totalCount: faker.number.int({min: 0, max: 1000000}), page: faker.number.int({min: 1, max: 100000}), pageSize: faker.number.int({min: 10, max: 100})},...{folderId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), path: faker.helpers.fromRegExp("^/"), breadcrumbs: Array.from({ length: faker.number.int({min: 1, max: 50}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 10, max: 100}})})), items: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => (faker.helpers.arrayElement([{...getListWorkflowItemsResponseWorkflowFolderMock()},{...getListWorkflowItemsResponseWorkflowMock()},])))},})

export const getMoveWorkflowItemsResponseWorkflowFolderMock = (overrideResponse: Partial<WorkflowFolder> = {}): WorkflowFolder => ({...{itemType: faker.helpers.arrayElement(['WORKFLOW_ITEM_TYPE_FOLDER'] as const), id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.helpers.fromRegExp("^[^/]+$"), parentId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), path: faker.helpers.fromRegExp("^/"), itemCount: faker.number.int({min: 0, max: 1000000}), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}, ...overrideResponse});

export const getMoveWorkflowItemsResponseWorkflowMock = (overrideResponse: Partial<Workflow> = {}): Workflow => ({...{itemType: faker.helpers.arrayElement(['WORKFLOW_ITEM_TYPE_WORKFLOW'] as const), id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 100}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), folderId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), folderPath: faker.helpers.fromRegExp("^/"), type: faker.helpers.arrayElement(Object.values(WorkflowType)), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', versions: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 10, max: 50}}), status: faker.helpers.arrayElement(Object.values(WorkflowVersionStatus)), workflowVersion: faker.number.int({min: 1, max: 100000}), createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z'})), published: faker.datatype.boolean(), latestVersion: faker.helpers.arrayElement([{id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 10, max: 50}}), status: faker.helpers.arrayElement(Object.values(WorkflowVersionStatus)), workflowVersion: faker.number.int({min: 1, max: 100000}), createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}, undefined])}, ...overrideResponse});

export const getMoveWorkflowItemsResponseMock = (overrideResponse: Partial<Extract<WorkflowItemsMoveResult, object>> = {}): WorkflowItemsMoveResult => ({items: Array.from({ length: faker.number.int({min: 1, max: 200}) }, (_, i) => i + 1).map(() => (faker.helpers.arrayElement([{...getMoveWorkflowItemsResponseWorkflowFolderMock()},{...getMoveWorkflowItemsResponseWorkflowMock()},]))), ...overrideResponse})

export const getCreateWorkflowFolderResponseMock = (overrideResponse: Partial<Extract<WorkflowFolder, object>> = {}): WorkflowFolder => ({itemType: faker.helpers.arrayElement(['WORKFLOW_ITEM_TYPE_FOLDER'] as const), id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.helpers.fromRegExp("^[^/]+$"), parentId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), path: faker.helpers.fromRegExp("^/"), itemCount: faker.number.int({min: 0, max: 1000000}), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getGetWorkflowFolderResponseMock = (overrideResponse: Partial<Extract<WorkflowFolder, object>> = {}): WorkflowFolder => ({itemType: faker.helpers.arrayElement(['WORKFLOW_ITEM_TYPE_FOLDER'] as const), id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.helpers.fromRegExp("^[^/]+$"), parentId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), path: faker.helpers.fromRegExp("^/"), itemCount: faker.number.int({min: 0, max: 1000000}), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getUpdateWorkflowFolderResponseMock = (overrideResponse: Partial<Extract<WorkflowFolder, object>> = {}): WorkflowFolder => ({itemType: faker.helpers.arrayElement(['WORKFLOW_ITEM_TYPE_FOLDER'] as const), id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.helpers.fromRegExp("^[^/]+$"), parentId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), path: faker.helpers.fromRegExp("^/"), itemCount: faker.number.int({min: 0, max: 1000000}), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', ...overrideResponse})

export const getCreateWorkflowResponseMock = (overrideResponse: Partial<Extract<Workflow, object>> = {}): Workflow => ({itemType: faker.helpers.arrayElement(['WORKFLOW_ITEM_TYPE_WORKFLOW'] as const), id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 100}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), folderId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), folderPath: faker.helpers.fromRegExp("^/"), type: faker.helpers.arrayElement(Object.values(WorkflowType)), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', versions: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 10, max: 50}}), status: faker.helpers.arrayElement(Object.values(WorkflowVersionStatus)), workflowVersion: faker.number.int({min: 1, max: 100000}), createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z'})), published: faker.datatype.boolean(), latestVersion: faker.helpers.arrayElement([{id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 10, max: 50}}), status: faker.helpers.arrayElement(Object.values(WorkflowVersionStatus)), workflowVersion: faker.number.int({min: 1, max: 100000}), createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}, undefined]), ...overrideResponse})

export const getGetWorkflowHierarchyResponseMock = (overrideResponse: Partial<Extract<WorkflowHierarchy, object>> = {}): WorkflowHierarchy => ({folders: Array.from({ length: faker.number.int({min: 1, max: 1000}) }, (_, i) => i + 1).map(() => ({itemType: faker.helpers.arrayElement(['WORKFLOW_ITEM_TYPE_FOLDER'] as const), id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.helpers.fromRegExp("^[^/]+$"), parentId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), path: faker.helpers.fromRegExp("^/"), itemCount: faker.number.int({min: 0, max: 1000000}), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'})), workflows: Array.from({ length: faker.number.int({min: 1, max: 5000}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 100}}), folderId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), type: faker.helpers.arrayElement(Object.values(WorkflowType)), published: faker.datatype.boolean(), updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z'})), ...overrideResponse})

export const getListWorkflowsForSelectionResponseMock = (): WorkflowForSelectionList => ({...{totalCount: faker.number.int({min: 0, max: 1000000}), page: faker.number.int({min: 1, max: 100000}), pageSize: faker.number.int({min: 10, max: 100})},...{items: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 100}}), folderPath: faker.helpers.fromRegExp("^/"), published: faker.datatype.boolean(), versions: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 10, max: 50}}), status: faker.helpers.arrayElement(Object.values(WorkflowVersionStatus)), workflowVersion: faker.number.int({min: 1, max: 100000}), createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z'})), startVariables: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 10, max: 64}})})), endVariables: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({name: faker.string.alpha({length: {min: 10, max: 64}})}))}))},})

export const getGetWorkflowResponseMock = (overrideResponse: Partial<Extract<Workflow, object>> = {}): Workflow => ({itemType: faker.helpers.arrayElement(['WORKFLOW_ITEM_TYPE_WORKFLOW'] as const), id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 100}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), folderId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), folderPath: faker.helpers.fromRegExp("^/"), type: faker.helpers.arrayElement(Object.values(WorkflowType)), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', versions: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 10, max: 50}}), status: faker.helpers.arrayElement(Object.values(WorkflowVersionStatus)), workflowVersion: faker.number.int({min: 1, max: 100000}), createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z'})), published: faker.datatype.boolean(), latestVersion: faker.helpers.arrayElement([{id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 10, max: 50}}), status: faker.helpers.arrayElement(Object.values(WorkflowVersionStatus)), workflowVersion: faker.number.int({min: 1, max: 100000}), createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}, undefined]), ...overrideResponse})

export const getUpdateWorkflowResponseMock = (overrideResponse: Partial<Extract<Workflow, object>> = {}): Workflow => ({itemType: faker.helpers.arrayElement(['WORKFLOW_ITEM_TYPE_WORKFLOW'] as const), id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 100}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), folderId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), folderPath: faker.helpers.fromRegExp("^/"), type: faker.helpers.arrayElement(Object.values(WorkflowType)), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', versions: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 10, max: 50}}), status: faker.helpers.arrayElement(Object.values(WorkflowVersionStatus)), workflowVersion: faker.number.int({min: 1, max: 100000}), createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z'})), published: faker.datatype.boolean(), latestVersion: faker.helpers.arrayElement([{id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 10, max: 50}}), status: faker.helpers.arrayElement(Object.values(WorkflowVersionStatus)), workflowVersion: faker.number.int({min: 1, max: 100000}), createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}, undefined]), ...overrideResponse})

export const getDuplicateWorkflowResponseMock = (overrideResponse: Partial<Extract<Workflow, object>> = {}): Workflow => ({itemType: faker.helpers.arrayElement(['WORKFLOW_ITEM_TYPE_WORKFLOW'] as const), id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 1, max: 100}}), description: faker.helpers.arrayElement([faker.string.alpha({length: {min: 10, max: 500}}), undefined]), folderId: faker.helpers.arrayElement([faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), undefined]), folderPath: faker.helpers.fromRegExp("^/"), type: faker.helpers.arrayElement(Object.values(WorkflowType)), createdBy: {id: faker.string.alpha({length: {min: 10, max: 64}}), name: faker.string.alpha({length: {min: 10, max: 200}})}, createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z', updatedAt: faker.date.past().toISOString().slice(0, 19) + 'Z', versions: Array.from({ length: faker.number.int({min: 1, max: 100}) }, (_, i) => i + 1).map(() => ({id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 10, max: 50}}), status: faker.helpers.arrayElement(Object.values(WorkflowVersionStatus)), workflowVersion: faker.number.int({min: 1, max: 100000}), createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z'})), published: faker.datatype.boolean(), latestVersion: faker.helpers.arrayElement([{id: faker.helpers.fromRegExp("^[A-Za-z0-9_-]+$"), name: faker.string.alpha({length: {min: 10, max: 50}}), status: faker.helpers.arrayElement(Object.values(WorkflowVersionStatus)), workflowVersion: faker.number.int({min: 1, max: 100000}), createdAt: faker.date.past().toISOString().slice(0, 19) + 'Z'}, undefined]), ...overrideResponse})


export const getListWorkflowItemsMockHandler = (overrideResponse?: WorkflowItemList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<WorkflowItemList> | WorkflowItemList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/workflow-items', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListWorkflowItemsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getMoveWorkflowItemsMockHandler = (overrideResponse?: WorkflowItemsMoveResult | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<WorkflowItemsMoveResult> | WorkflowItemsMoveResult), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/workflow-items/move', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getMoveWorkflowItemsResponseMock(),
      { status: 200
      })
  }, options)
}

export const getCreateWorkflowFolderMockHandler = (overrideResponse?: WorkflowFolder | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<WorkflowFolder> | WorkflowFolder), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/workflow-folders', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateWorkflowFolderResponseMock(),
      { status: 201
      })
  }, options)
}

export const getGetWorkflowFolderMockHandler = (overrideResponse?: WorkflowFolder | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<WorkflowFolder> | WorkflowFolder), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/workflow-folders/:folderId', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetWorkflowFolderResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUpdateWorkflowFolderMockHandler = (overrideResponse?: WorkflowFolder | ((info: Parameters<Parameters<typeof http.patch>[1]>[0]) => Promise<WorkflowFolder> | WorkflowFolder), options?: RequestHandlerOptions) => {
  return http.patch('*/studio/v1/projects/:projectId/workflow-folders/:folderId', async (info: Parameters<Parameters<typeof http.patch>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateWorkflowFolderResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteWorkflowFolderMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/studio/v1/projects/:projectId/workflow-folders/:folderId', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getCreateWorkflowMockHandler = (overrideResponse?: Workflow | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Workflow> | Workflow), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/workflows', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getCreateWorkflowResponseMock(),
      { status: 201
      })
  }, options)
}

export const getGetWorkflowHierarchyMockHandler = (overrideResponse?: WorkflowHierarchy | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<WorkflowHierarchy> | WorkflowHierarchy), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/workflows/hierarchy', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetWorkflowHierarchyResponseMock(),
      { status: 200
      })
  }, options)
}

export const getListWorkflowsForSelectionMockHandler = (overrideResponse?: WorkflowForSelectionList | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<WorkflowForSelectionList> | WorkflowForSelectionList), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/workflows/selection', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getListWorkflowsForSelectionResponseMock(),
      { status: 200
      })
  }, options)
}

export const getGetWorkflowMockHandler = (overrideResponse?: Workflow | ((info: Parameters<Parameters<typeof http.get>[1]>[0]) => Promise<Workflow> | Workflow), options?: RequestHandlerOptions) => {
  return http.get('*/studio/v1/projects/:projectId/workflows/:workflowId', async (info: Parameters<Parameters<typeof http.get>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getGetWorkflowResponseMock(),
      { status: 200
      })
  }, options)
}

export const getUpdateWorkflowMockHandler = (overrideResponse?: Workflow | ((info: Parameters<Parameters<typeof http.patch>[1]>[0]) => Promise<Workflow> | Workflow), options?: RequestHandlerOptions) => {
  return http.patch('*/studio/v1/projects/:projectId/workflows/:workflowId', async (info: Parameters<Parameters<typeof http.patch>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getUpdateWorkflowResponseMock(),
      { status: 200
      })
  }, options)
}

export const getDeleteWorkflowMockHandler = (overrideResponse?: void | ((info: Parameters<Parameters<typeof http.delete>[1]>[0]) => Promise<void> | void), options?: RequestHandlerOptions) => {
  return http.delete('*/studio/v1/projects/:projectId/workflows/:workflowId', async (info: Parameters<Parameters<typeof http.delete>[1]>[0]) => {
  if (typeof overrideResponse === 'function') {await overrideResponse(info); }

    return new HttpResponse(null,
      { status: 204
      })
  }, options)
}

export const getDuplicateWorkflowMockHandler = (overrideResponse?: Workflow | ((info: Parameters<Parameters<typeof http.post>[1]>[0]) => Promise<Workflow> | Workflow), options?: RequestHandlerOptions) => {
  return http.post('*/studio/v1/projects/:projectId/workflows/:workflowId/duplicate', async (info: Parameters<Parameters<typeof http.post>[1]>[0]) => {


    return HttpResponse.json(overrideResponse !== undefined
    ? (typeof overrideResponse === "function" ? await overrideResponse(info) : overrideResponse)
    : getDuplicateWorkflowResponseMock(),
      { status: 201
      })
  }, options)
}
export const getWorkflowsMock = () => [
  getListWorkflowItemsMockHandler(),
  getMoveWorkflowItemsMockHandler(),
  getCreateWorkflowFolderMockHandler(),
  getGetWorkflowFolderMockHandler(),
  getUpdateWorkflowFolderMockHandler(),
  getDeleteWorkflowFolderMockHandler(),
  getCreateWorkflowMockHandler(),
  getGetWorkflowHierarchyMockHandler(),
  getListWorkflowsForSelectionMockHandler(),
  getGetWorkflowMockHandler(),
  getUpdateWorkflowMockHandler(),
  getDeleteWorkflowMockHandler(),
  getDuplicateWorkflowMockHandler()
]
