import {
  useQuery
} from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseQueryResult,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseQueryOptions,
  UseQueryResult
} from '@tanstack/react-query';

import type {
  BadRequestResponse,
  ConflictResponse,
  ForbiddenResponse,
  InternalErrorResponse,
  ListWorkflowItemsParams,
  ListWorkflowsForSelectionParams,
  NotFoundResponse,
  UnauthorizedResponse,
  Workflow,
  WorkflowCreate,
  WorkflowDuplicate,
  WorkflowFolder,
  WorkflowFolderCreate,
  WorkflowFolderUpdate,
  WorkflowForSelectionList,
  WorkflowHierarchy,
  WorkflowItemList,
  WorkflowItemsMove,
  WorkflowItemsMoveResult,
  WorkflowUpdate
} from '../model';

import { httpClient } from '../../api/http-client';
import type { ErrorType , BodyType } from '../../api/http-client';


type SecondParameter<T extends (...args: never) => unknown> = Parameters<T>[1];



const withQueryKey = <T extends object, K>(query: T, queryKey: K): T & { queryKey: K } => {
  const result = { queryKey } as T & { queryKey: K };
  for (const key of Object.keys(query)) {
    // The explicit queryKey always wins, matching the previous
    // `{ ...query, queryKey }` spread where it was set last.
    if (key === 'queryKey') continue;
    Object.defineProperty(result, key, {
      enumerable: true,
      configurable: true,
      get: () => (query as Record<string, unknown>)[key],
    });
  }
  return result;
};

/**
 * One page of the items of a folder, chosen by folderId or by folderPath ('/' or neither = the root): folders first (by name), then workflows (last updated first), filtered by name (contains, case-insensitive) within that folder. An unknown folder answers 404 'Folder not found'.
 * @summary List one folder's folders and workflows
 */
export const listWorkflowItems = (
    projectId: string,
    params?: ListWorkflowItemsParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<WorkflowItemList>(
      {url: `/studio/v1/projects/${projectId}/workflow-items`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListWorkflowItemsQueryKey = (projectId: string,
    params?: ListWorkflowItemsParams,) => {
    return [
    `/studio/v1/projects/${projectId}/workflow-items`, ...(params ? [params] : [])
    ] as const;
    }


export const getListWorkflowItemsQueryOptions = <TData = Awaited<ReturnType<typeof listWorkflowItems>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(projectId: string,
    params?: ListWorkflowItemsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWorkflowItems>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListWorkflowItemsQueryKey(projectId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listWorkflowItems>>> = ({ signal }) => listWorkflowItems(projectId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listWorkflowItems>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListWorkflowItemsQueryResult = NonNullable<Awaited<ReturnType<typeof listWorkflowItems>>>
export type ListWorkflowItemsQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>


export function useListWorkflowItems<TData = Awaited<ReturnType<typeof listWorkflowItems>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    params: undefined |  ListWorkflowItemsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWorkflowItems>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWorkflowItems>>,
          TError,
          Awaited<ReturnType<typeof listWorkflowItems>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListWorkflowItems<TData = Awaited<ReturnType<typeof listWorkflowItems>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListWorkflowItemsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWorkflowItems>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWorkflowItems>>,
          TError,
          Awaited<ReturnType<typeof listWorkflowItems>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListWorkflowItems<TData = Awaited<ReturnType<typeof listWorkflowItems>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListWorkflowItemsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWorkflowItems>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List one folder's folders and workflows
 */

export function useListWorkflowItems<TData = Awaited<ReturnType<typeof listWorkflowItems>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListWorkflowItemsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWorkflowItems>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListWorkflowItemsQueryOptions(projectId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Moves the given folders and workflows into the target folder (the root when absent), all or nothing. Moving a folder into itself or into one of its descendants is refused with 409 'A folder cannot be moved into itself or one of its subfolders' and nothing moves; unknown items or target answer 404.
 * @summary Move folders and workflows to another folder
 */
export const moveWorkflowItems = (
    projectId: string,
    workflowItemsMove: BodyType<WorkflowItemsMove>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<WorkflowItemsMoveResult>(
      {url: `/studio/v1/projects/${projectId}/workflow-items/move`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: workflowItemsMove, signal
    },
      options);
    }




export const getMoveWorkflowItemsQueryKey = (projectId: string,
    workflowItemsMove?: BodyType<WorkflowItemsMove>,) => {
    return [
    'POST', `/studio/v1/projects/${projectId}/workflow-items/move`, workflowItemsMove
    ] as const;
    }


export const getMoveWorkflowItemsQueryOptions = <TData = Awaited<ReturnType<typeof moveWorkflowItems>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(projectId: string,
    workflowItemsMove: BodyType<WorkflowItemsMove>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof moveWorkflowItems>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getMoveWorkflowItemsQueryKey(projectId,workflowItemsMove);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof moveWorkflowItems>>> = ({ signal }) => moveWorkflowItems(projectId,workflowItemsMove, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof moveWorkflowItems>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type MoveWorkflowItemsQueryResult = NonNullable<Awaited<ReturnType<typeof moveWorkflowItems>>>
export type MoveWorkflowItemsQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>


export function useMoveWorkflowItems<TData = Awaited<ReturnType<typeof moveWorkflowItems>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(
 projectId: string,
    workflowItemsMove: BodyType<WorkflowItemsMove>, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof moveWorkflowItems>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof moveWorkflowItems>>,
          TError,
          Awaited<ReturnType<typeof moveWorkflowItems>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useMoveWorkflowItems<TData = Awaited<ReturnType<typeof moveWorkflowItems>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(
 projectId: string,
    workflowItemsMove: BodyType<WorkflowItemsMove>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof moveWorkflowItems>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof moveWorkflowItems>>,
          TError,
          Awaited<ReturnType<typeof moveWorkflowItems>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useMoveWorkflowItems<TData = Awaited<ReturnType<typeof moveWorkflowItems>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(
 projectId: string,
    workflowItemsMove: BodyType<WorkflowItemsMove>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof moveWorkflowItems>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Move folders and workflows to another folder
 */

export function useMoveWorkflowItems<TData = Awaited<ReturnType<typeof moveWorkflowItems>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(
 projectId: string,
    workflowItemsMove: BodyType<WorkflowItemsMove>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof moveWorkflowItems>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getMoveWorkflowItemsQueryOptions(projectId,workflowItemsMove,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Creates a folder in a parent folder (the root when absent). The name is required ('Please enter a folder name') and unique among its siblings (409 'A folder with this name already exists').
 * @summary Create a folder
 */
export const createWorkflowFolder = (
    projectId: string,
    workflowFolderCreate: BodyType<WorkflowFolderCreate>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<WorkflowFolder>(
      {url: `/studio/v1/projects/${projectId}/workflow-folders`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: workflowFolderCreate, signal
    },
      options);
    }




export const getCreateWorkflowFolderQueryKey = (projectId: string,
    workflowFolderCreate?: BodyType<WorkflowFolderCreate>,) => {
    return [
    'POST', `/studio/v1/projects/${projectId}/workflow-folders`, workflowFolderCreate
    ] as const;
    }


export const getCreateWorkflowFolderQueryOptions = <TData = Awaited<ReturnType<typeof createWorkflowFolder>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(projectId: string,
    workflowFolderCreate: BodyType<WorkflowFolderCreate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof createWorkflowFolder>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCreateWorkflowFolderQueryKey(projectId,workflowFolderCreate);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof createWorkflowFolder>>> = ({ signal }) => createWorkflowFolder(projectId,workflowFolderCreate, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof createWorkflowFolder>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CreateWorkflowFolderQueryResult = NonNullable<Awaited<ReturnType<typeof createWorkflowFolder>>>
export type CreateWorkflowFolderQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>


export function useCreateWorkflowFolder<TData = Awaited<ReturnType<typeof createWorkflowFolder>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(
 projectId: string,
    workflowFolderCreate: BodyType<WorkflowFolderCreate>, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof createWorkflowFolder>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof createWorkflowFolder>>,
          TError,
          Awaited<ReturnType<typeof createWorkflowFolder>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCreateWorkflowFolder<TData = Awaited<ReturnType<typeof createWorkflowFolder>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(
 projectId: string,
    workflowFolderCreate: BodyType<WorkflowFolderCreate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof createWorkflowFolder>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof createWorkflowFolder>>,
          TError,
          Awaited<ReturnType<typeof createWorkflowFolder>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCreateWorkflowFolder<TData = Awaited<ReturnType<typeof createWorkflowFolder>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(
 projectId: string,
    workflowFolderCreate: BodyType<WorkflowFolderCreate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof createWorkflowFolder>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Create a folder
 */

export function useCreateWorkflowFolder<TData = Awaited<ReturnType<typeof createWorkflowFolder>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(
 projectId: string,
    workflowFolderCreate: BodyType<WorkflowFolderCreate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof createWorkflowFolder>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCreateWorkflowFolderQueryOptions(projectId,workflowFolderCreate,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * The folder with its path and item count.
 * @summary One folder
 */
export const getWorkflowFolder = (
    projectId: string,
    folderId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<WorkflowFolder>(
      {url: `/studio/v1/projects/${projectId}/workflow-folders/${folderId}`, method: 'GET', signal
    },
      options);
    }




export const getGetWorkflowFolderQueryKey = (projectId: string,
    folderId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/workflow-folders/${folderId}`
    ] as const;
    }


export const getGetWorkflowFolderQueryOptions = <TData = Awaited<ReturnType<typeof getWorkflowFolder>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(projectId: string,
    folderId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowFolder>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetWorkflowFolderQueryKey(projectId,folderId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getWorkflowFolder>>> = ({ signal }) => getWorkflowFolder(projectId,folderId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && folderId !== null && folderId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getWorkflowFolder>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetWorkflowFolderQueryResult = NonNullable<Awaited<ReturnType<typeof getWorkflowFolder>>>
export type GetWorkflowFolderQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>


export function useGetWorkflowFolder<TData = Awaited<ReturnType<typeof getWorkflowFolder>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    folderId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowFolder>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWorkflowFolder>>,
          TError,
          Awaited<ReturnType<typeof getWorkflowFolder>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWorkflowFolder<TData = Awaited<ReturnType<typeof getWorkflowFolder>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    folderId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowFolder>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWorkflowFolder>>,
          TError,
          Awaited<ReturnType<typeof getWorkflowFolder>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWorkflowFolder<TData = Awaited<ReturnType<typeof getWorkflowFolder>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    folderId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowFolder>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One folder
 */

export function useGetWorkflowFolder<TData = Awaited<ReturnType<typeof getWorkflowFolder>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    folderId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowFolder>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetWorkflowFolderQueryOptions(projectId,folderId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Renames the folder. The name is required ('Please enter a folder name') and unique among its siblings (409).
 * @summary Rename a folder
 */
export const updateWorkflowFolder = (
    projectId: string,
    folderId: string,
    workflowFolderUpdate: BodyType<WorkflowFolderUpdate>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<WorkflowFolder>(
      {url: `/studio/v1/projects/${projectId}/workflow-folders/${folderId}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', },
      data: workflowFolderUpdate, signal
    },
      options);
    }




export const getUpdateWorkflowFolderQueryKey = (projectId: string,
    folderId: string,
    workflowFolderUpdate?: BodyType<WorkflowFolderUpdate>,) => {
    return [
    'PATCH', `/studio/v1/projects/${projectId}/workflow-folders/${folderId}`, workflowFolderUpdate
    ] as const;
    }


export const getUpdateWorkflowFolderQueryOptions = <TData = Awaited<ReturnType<typeof updateWorkflowFolder>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(projectId: string,
    folderId: string,
    workflowFolderUpdate: BodyType<WorkflowFolderUpdate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateWorkflowFolder>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getUpdateWorkflowFolderQueryKey(projectId,folderId,workflowFolderUpdate);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof updateWorkflowFolder>>> = ({ signal }) => updateWorkflowFolder(projectId,folderId,workflowFolderUpdate, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && folderId !== null && folderId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof updateWorkflowFolder>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type UpdateWorkflowFolderQueryResult = NonNullable<Awaited<ReturnType<typeof updateWorkflowFolder>>>
export type UpdateWorkflowFolderQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>


export function useUpdateWorkflowFolder<TData = Awaited<ReturnType<typeof updateWorkflowFolder>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(
 projectId: string,
    folderId: string,
    workflowFolderUpdate: BodyType<WorkflowFolderUpdate>, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateWorkflowFolder>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof updateWorkflowFolder>>,
          TError,
          Awaited<ReturnType<typeof updateWorkflowFolder>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useUpdateWorkflowFolder<TData = Awaited<ReturnType<typeof updateWorkflowFolder>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(
 projectId: string,
    folderId: string,
    workflowFolderUpdate: BodyType<WorkflowFolderUpdate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateWorkflowFolder>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof updateWorkflowFolder>>,
          TError,
          Awaited<ReturnType<typeof updateWorkflowFolder>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useUpdateWorkflowFolder<TData = Awaited<ReturnType<typeof updateWorkflowFolder>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(
 projectId: string,
    folderId: string,
    workflowFolderUpdate: BodyType<WorkflowFolderUpdate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateWorkflowFolder>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Rename a folder
 */

export function useUpdateWorkflowFolder<TData = Awaited<ReturnType<typeof updateWorkflowFolder>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(
 projectId: string,
    folderId: string,
    workflowFolderUpdate: BodyType<WorkflowFolderUpdate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateWorkflowFolder>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getUpdateWorkflowFolderQueryOptions(projectId,folderId,workflowFolderUpdate,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Deletes the folder with every folder and workflow in it.
 * @summary Delete a folder and its content
 */
export const deleteWorkflowFolder = (
    projectId: string,
    folderId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<void>(
      {url: `/studio/v1/projects/${projectId}/workflow-folders/${folderId}`, method: 'DELETE', signal
    },
      options);
    }




export const getDeleteWorkflowFolderQueryKey = (projectId: string,
    folderId: string,) => {
    return [
    'DELETE', `/studio/v1/projects/${projectId}/workflow-folders/${folderId}`
    ] as const;
    }


export const getDeleteWorkflowFolderQueryOptions = <TData = Awaited<ReturnType<typeof deleteWorkflowFolder>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(projectId: string,
    folderId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteWorkflowFolder>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDeleteWorkflowFolderQueryKey(projectId,folderId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof deleteWorkflowFolder>>> = ({ signal }) => deleteWorkflowFolder(projectId,folderId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && folderId !== null && folderId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof deleteWorkflowFolder>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DeleteWorkflowFolderQueryResult = NonNullable<Awaited<ReturnType<typeof deleteWorkflowFolder>>>
export type DeleteWorkflowFolderQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>


export function useDeleteWorkflowFolder<TData = Awaited<ReturnType<typeof deleteWorkflowFolder>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    folderId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteWorkflowFolder>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof deleteWorkflowFolder>>,
          TError,
          Awaited<ReturnType<typeof deleteWorkflowFolder>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDeleteWorkflowFolder<TData = Awaited<ReturnType<typeof deleteWorkflowFolder>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    folderId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteWorkflowFolder>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof deleteWorkflowFolder>>,
          TError,
          Awaited<ReturnType<typeof deleteWorkflowFolder>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDeleteWorkflowFolder<TData = Awaited<ReturnType<typeof deleteWorkflowFolder>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    folderId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteWorkflowFolder>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Delete a folder and its content
 */

export function useDeleteWorkflowFolder<TData = Awaited<ReturnType<typeof deleteWorkflowFolder>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    folderId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteWorkflowFolder>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDeleteWorkflowFolderQueryOptions(projectId,folderId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Creates a workflow in a folder (the root when absent). Empty, it gets a start node and an end node; with copyFromWorkflowId it gets a copy of that workflow's graph. The name is required ('Please enter a workflow name').
 * @summary Create a workflow, empty or as a copy
 */
export const createWorkflow = (
    projectId: string,
    workflowCreate: BodyType<WorkflowCreate>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<Workflow>(
      {url: `/studio/v1/projects/${projectId}/workflows`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: workflowCreate, signal
    },
      options);
    }




export const getCreateWorkflowQueryKey = (projectId: string,
    workflowCreate?: BodyType<WorkflowCreate>,) => {
    return [
    'POST', `/studio/v1/projects/${projectId}/workflows`, workflowCreate
    ] as const;
    }


export const getCreateWorkflowQueryOptions = <TData = Awaited<ReturnType<typeof createWorkflow>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(projectId: string,
    workflowCreate: BodyType<WorkflowCreate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof createWorkflow>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCreateWorkflowQueryKey(projectId,workflowCreate);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof createWorkflow>>> = ({ signal }) => createWorkflow(projectId,workflowCreate, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof createWorkflow>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CreateWorkflowQueryResult = NonNullable<Awaited<ReturnType<typeof createWorkflow>>>
export type CreateWorkflowQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>


export function useCreateWorkflow<TData = Awaited<ReturnType<typeof createWorkflow>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowCreate: BodyType<WorkflowCreate>, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof createWorkflow>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof createWorkflow>>,
          TError,
          Awaited<ReturnType<typeof createWorkflow>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCreateWorkflow<TData = Awaited<ReturnType<typeof createWorkflow>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowCreate: BodyType<WorkflowCreate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof createWorkflow>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof createWorkflow>>,
          TError,
          Awaited<ReturnType<typeof createWorkflow>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCreateWorkflow<TData = Awaited<ReturnType<typeof createWorkflow>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowCreate: BodyType<WorkflowCreate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof createWorkflow>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Create a workflow, empty or as a copy
 */

export function useCreateWorkflow<TData = Awaited<ReturnType<typeof createWorkflow>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowCreate: BodyType<WorkflowCreate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof createWorkflow>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCreateWorkflowQueryOptions(projectId,workflowCreate,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Every folder (with parentId) and every workflow (with folderId) of the project, for the hierarchy view; the client builds the tree.
 * @summary The project's folder tree
 */
export const getWorkflowHierarchy = (
    projectId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<WorkflowHierarchy>(
      {url: `/studio/v1/projects/${projectId}/workflows/hierarchy`, method: 'GET', signal
    },
      options);
    }




export const getGetWorkflowHierarchyQueryKey = (projectId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/workflows/hierarchy`
    ] as const;
    }


export const getGetWorkflowHierarchyQueryOptions = <TData = Awaited<ReturnType<typeof getWorkflowHierarchy>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(projectId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowHierarchy>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetWorkflowHierarchyQueryKey(projectId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getWorkflowHierarchy>>> = ({ signal }) => getWorkflowHierarchy(projectId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getWorkflowHierarchy>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetWorkflowHierarchyQueryResult = NonNullable<Awaited<ReturnType<typeof getWorkflowHierarchy>>>
export type GetWorkflowHierarchyQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>


export function useGetWorkflowHierarchy<TData = Awaited<ReturnType<typeof getWorkflowHierarchy>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowHierarchy>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWorkflowHierarchy>>,
          TError,
          Awaited<ReturnType<typeof getWorkflowHierarchy>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWorkflowHierarchy<TData = Awaited<ReturnType<typeof getWorkflowHierarchy>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowHierarchy>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWorkflowHierarchy>>,
          TError,
          Awaited<ReturnType<typeof getWorkflowHierarchy>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWorkflowHierarchy<TData = Awaited<ReturnType<typeof getWorkflowHierarchy>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowHierarchy>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The project's folder tree
 */

export function useGetWorkflowHierarchy<TData = Awaited<ReturnType<typeof getWorkflowHierarchy>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowHierarchy>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetWorkflowHierarchyQueryOptions(projectId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * One page of the project's workflows by name, with their published API versions and their start and end node variables, for the pickers of jobs, tools and the workflow node. With publishedOnly=true only workflows with a published API version.
 * @summary List workflows for pickers
 */
export const listWorkflowsForSelection = (
    projectId: string,
    params?: ListWorkflowsForSelectionParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<WorkflowForSelectionList>(
      {url: `/studio/v1/projects/${projectId}/workflows/selection`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListWorkflowsForSelectionQueryKey = (projectId: string,
    params?: ListWorkflowsForSelectionParams,) => {
    return [
    `/studio/v1/projects/${projectId}/workflows/selection`, ...(params ? [params] : [])
    ] as const;
    }


export const getListWorkflowsForSelectionQueryOptions = <TData = Awaited<ReturnType<typeof listWorkflowsForSelection>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(projectId: string,
    params?: ListWorkflowsForSelectionParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWorkflowsForSelection>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListWorkflowsForSelectionQueryKey(projectId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listWorkflowsForSelection>>> = ({ signal }) => listWorkflowsForSelection(projectId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listWorkflowsForSelection>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListWorkflowsForSelectionQueryResult = NonNullable<Awaited<ReturnType<typeof listWorkflowsForSelection>>>
export type ListWorkflowsForSelectionQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>


export function useListWorkflowsForSelection<TData = Awaited<ReturnType<typeof listWorkflowsForSelection>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    params: undefined |  ListWorkflowsForSelectionParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWorkflowsForSelection>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWorkflowsForSelection>>,
          TError,
          Awaited<ReturnType<typeof listWorkflowsForSelection>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListWorkflowsForSelection<TData = Awaited<ReturnType<typeof listWorkflowsForSelection>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListWorkflowsForSelectionParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWorkflowsForSelection>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWorkflowsForSelection>>,
          TError,
          Awaited<ReturnType<typeof listWorkflowsForSelection>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListWorkflowsForSelection<TData = Awaited<ReturnType<typeof listWorkflowsForSelection>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListWorkflowsForSelectionParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWorkflowsForSelection>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List workflows for pickers
 */

export function useListWorkflowsForSelection<TData = Awaited<ReturnType<typeof listWorkflowsForSelection>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListWorkflowsForSelectionParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWorkflowsForSelection>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListWorkflowsForSelectionQueryOptions(projectId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * The workflow with its folder, versions and published flag.
 * @summary One workflow
 */
export const getWorkflow = (
    projectId: string,
    workflowId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<Workflow>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}`, method: 'GET', signal
    },
      options);
    }




export const getGetWorkflowQueryKey = (projectId: string,
    workflowId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/workflows/${workflowId}`
    ] as const;
    }


export const getGetWorkflowQueryOptions = <TData = Awaited<ReturnType<typeof getWorkflow>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflow>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetWorkflowQueryKey(projectId,workflowId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getWorkflow>>> = ({ signal }) => getWorkflow(projectId,workflowId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getWorkflow>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetWorkflowQueryResult = NonNullable<Awaited<ReturnType<typeof getWorkflow>>>
export type GetWorkflowQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>


export function useGetWorkflow<TData = Awaited<ReturnType<typeof getWorkflow>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflow>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWorkflow>>,
          TError,
          Awaited<ReturnType<typeof getWorkflow>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWorkflow<TData = Awaited<ReturnType<typeof getWorkflow>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflow>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWorkflow>>,
          TError,
          Awaited<ReturnType<typeof getWorkflow>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWorkflow<TData = Awaited<ReturnType<typeof getWorkflow>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflow>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One workflow
 */

export function useGetWorkflow<TData = Awaited<ReturnType<typeof getWorkflow>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflow>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetWorkflowQueryOptions(projectId,workflowId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Changes the workflow's name or description. The name cannot be blank ('Please enter a workflow name').
 * @summary Rename a workflow
 */
export const updateWorkflow = (
    projectId: string,
    workflowId: string,
    workflowUpdate: BodyType<WorkflowUpdate>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<Workflow>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', },
      data: workflowUpdate, signal
    },
      options);
    }




export const getUpdateWorkflowQueryKey = (projectId: string,
    workflowId: string,
    workflowUpdate?: BodyType<WorkflowUpdate>,) => {
    return [
    'PATCH', `/studio/v1/projects/${projectId}/workflows/${workflowId}`, workflowUpdate
    ] as const;
    }


export const getUpdateWorkflowQueryOptions = <TData = Awaited<ReturnType<typeof updateWorkflow>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(projectId: string,
    workflowId: string,
    workflowUpdate: BodyType<WorkflowUpdate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateWorkflow>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getUpdateWorkflowQueryKey(projectId,workflowId,workflowUpdate);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof updateWorkflow>>> = ({ signal }) => updateWorkflow(projectId,workflowId,workflowUpdate, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof updateWorkflow>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type UpdateWorkflowQueryResult = NonNullable<Awaited<ReturnType<typeof updateWorkflow>>>
export type UpdateWorkflowQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>


export function useUpdateWorkflow<TData = Awaited<ReturnType<typeof updateWorkflow>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    workflowUpdate: BodyType<WorkflowUpdate>, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateWorkflow>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof updateWorkflow>>,
          TError,
          Awaited<ReturnType<typeof updateWorkflow>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useUpdateWorkflow<TData = Awaited<ReturnType<typeof updateWorkflow>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    workflowUpdate: BodyType<WorkflowUpdate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateWorkflow>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof updateWorkflow>>,
          TError,
          Awaited<ReturnType<typeof updateWorkflow>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useUpdateWorkflow<TData = Awaited<ReturnType<typeof updateWorkflow>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    workflowUpdate: BodyType<WorkflowUpdate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateWorkflow>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Rename a workflow
 */

export function useUpdateWorkflow<TData = Awaited<ReturnType<typeof updateWorkflow>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    workflowUpdate: BodyType<WorkflowUpdate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateWorkflow>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getUpdateWorkflowQueryOptions(projectId,workflowId,workflowUpdate,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Deletes the workflow with its graph, edit permission and debug runs.
 * @summary Delete a workflow
 */
export const deleteWorkflow = (
    projectId: string,
    workflowId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<void>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}`, method: 'DELETE', signal
    },
      options);
    }




export const getDeleteWorkflowQueryKey = (projectId: string,
    workflowId: string,) => {
    return [
    'DELETE', `/studio/v1/projects/${projectId}/workflows/${workflowId}`
    ] as const;
    }


export const getDeleteWorkflowQueryOptions = <TData = Awaited<ReturnType<typeof deleteWorkflow>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteWorkflow>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDeleteWorkflowQueryKey(projectId,workflowId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof deleteWorkflow>>> = ({ signal }) => deleteWorkflow(projectId,workflowId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof deleteWorkflow>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DeleteWorkflowQueryResult = NonNullable<Awaited<ReturnType<typeof deleteWorkflow>>>
export type DeleteWorkflowQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>


export function useDeleteWorkflow<TData = Awaited<ReturnType<typeof deleteWorkflow>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteWorkflow>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof deleteWorkflow>>,
          TError,
          Awaited<ReturnType<typeof deleteWorkflow>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDeleteWorkflow<TData = Awaited<ReturnType<typeof deleteWorkflow>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteWorkflow>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof deleteWorkflow>>,
          TError,
          Awaited<ReturnType<typeof deleteWorkflow>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDeleteWorkflow<TData = Awaited<ReturnType<typeof deleteWorkflow>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteWorkflow>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Delete a workflow
 */

export function useDeleteWorkflow<TData = Awaited<ReturnType<typeof deleteWorkflow>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteWorkflow>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDeleteWorkflowQueryOptions(projectId,workflowId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Creates a copy of the workflow and its graph (not its API versions), by default beside it and named after it with ' のコピー'.
 * @summary Duplicate a workflow
 */
export const duplicateWorkflow = (
    projectId: string,
    workflowId: string,
    workflowDuplicate: BodyType<WorkflowDuplicate>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<Workflow>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/duplicate`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: workflowDuplicate, signal
    },
      options);
    }




export const getDuplicateWorkflowQueryKey = (projectId: string,
    workflowId: string,
    workflowDuplicate?: BodyType<WorkflowDuplicate>,) => {
    return [
    'POST', `/studio/v1/projects/${projectId}/workflows/${workflowId}/duplicate`, workflowDuplicate
    ] as const;
    }


export const getDuplicateWorkflowQueryOptions = <TData = Awaited<ReturnType<typeof duplicateWorkflow>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(projectId: string,
    workflowId: string,
    workflowDuplicate: BodyType<WorkflowDuplicate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof duplicateWorkflow>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDuplicateWorkflowQueryKey(projectId,workflowId,workflowDuplicate);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof duplicateWorkflow>>> = ({ signal }) => duplicateWorkflow(projectId,workflowId,workflowDuplicate, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof duplicateWorkflow>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DuplicateWorkflowQueryResult = NonNullable<Awaited<ReturnType<typeof duplicateWorkflow>>>
export type DuplicateWorkflowQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>


export function useDuplicateWorkflow<TData = Awaited<ReturnType<typeof duplicateWorkflow>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    workflowDuplicate: BodyType<WorkflowDuplicate>, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof duplicateWorkflow>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof duplicateWorkflow>>,
          TError,
          Awaited<ReturnType<typeof duplicateWorkflow>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDuplicateWorkflow<TData = Awaited<ReturnType<typeof duplicateWorkflow>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    workflowDuplicate: BodyType<WorkflowDuplicate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof duplicateWorkflow>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof duplicateWorkflow>>,
          TError,
          Awaited<ReturnType<typeof duplicateWorkflow>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDuplicateWorkflow<TData = Awaited<ReturnType<typeof duplicateWorkflow>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    workflowDuplicate: BodyType<WorkflowDuplicate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof duplicateWorkflow>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Duplicate a workflow
 */

export function useDuplicateWorkflow<TData = Awaited<ReturnType<typeof duplicateWorkflow>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    workflowDuplicate: BodyType<WorkflowDuplicate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof duplicateWorkflow>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDuplicateWorkflowQueryOptions(projectId,workflowId,workflowDuplicate,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






