import {
  useMutation,
  useQuery
} from '@tanstack/react-query';
import type {
  DataTag,
  DefinedInitialDataOptions,
  DefinedUseQueryResult,
  MutationFunction,
  QueryClient,
  QueryFunction,
  QueryKey,
  UndefinedInitialDataOptions,
  UseMutationOptions,
  UseMutationResult,
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
  TooManyRequestsResponse,
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


export const getListWorkflowItemsQueryOptions = <TData = Awaited<ReturnType<typeof listWorkflowItems>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    params?: ListWorkflowItemsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWorkflowItems>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListWorkflowItemsQueryKey(projectId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listWorkflowItems>>> = ({ signal }) => listWorkflowItems(projectId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listWorkflowItems>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListWorkflowItemsQueryResult = NonNullable<Awaited<ReturnType<typeof listWorkflowItems>>>
export type ListWorkflowItemsQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useListWorkflowItems<TData = Awaited<ReturnType<typeof listWorkflowItems>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
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
export function useListWorkflowItems<TData = Awaited<ReturnType<typeof listWorkflowItems>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
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
export function useListWorkflowItems<TData = Awaited<ReturnType<typeof listWorkflowItems>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListWorkflowItemsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWorkflowItems>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List one folder's folders and workflows
 */

export function useListWorkflowItems<TData = Awaited<ReturnType<typeof listWorkflowItems>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
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




export const getMoveWorkflowItemsMutationKey = () => ['moveWorkflowItems'] as const;

export const getMoveWorkflowItemsMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof moveWorkflowItems>>, TError,MoveWorkflowItemsMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof moveWorkflowItems>>, TError,MoveWorkflowItemsMutationVariables, TContext> => {

const mutationKey = getMoveWorkflowItemsMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof moveWorkflowItems>>, MoveWorkflowItemsMutationVariables> = (props) => {
          const {projectId,data} = props ?? {};

          return  moveWorkflowItems(projectId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type MoveWorkflowItemsMutationResult = NonNullable<Awaited<ReturnType<typeof moveWorkflowItems>>>
    export type MoveWorkflowItemsMutationBody = BodyType<WorkflowItemsMove>
    export type MoveWorkflowItemsMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type MoveWorkflowItemsMutationVariables = {projectId: string;data: BodyType<WorkflowItemsMove>}

    /**
 * @summary Move folders and workflows to another folder
 */
export const useMoveWorkflowItems = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof moveWorkflowItems>>, TError,MoveWorkflowItemsMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof moveWorkflowItems>>,
        TError,
        MoveWorkflowItemsMutationVariables,
        TContext
      > => {
      return useMutation(getMoveWorkflowItemsMutationOptions(options), queryClient);
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




export const getCreateWorkflowFolderMutationKey = () => ['createWorkflowFolder'] as const;

export const getCreateWorkflowFolderMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createWorkflowFolder>>, TError,CreateWorkflowFolderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createWorkflowFolder>>, TError,CreateWorkflowFolderMutationVariables, TContext> => {

const mutationKey = getCreateWorkflowFolderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createWorkflowFolder>>, CreateWorkflowFolderMutationVariables> = (props) => {
          const {projectId,data} = props ?? {};

          return  createWorkflowFolder(projectId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateWorkflowFolderMutationResult = NonNullable<Awaited<ReturnType<typeof createWorkflowFolder>>>
    export type CreateWorkflowFolderMutationBody = BodyType<WorkflowFolderCreate>
    export type CreateWorkflowFolderMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type CreateWorkflowFolderMutationVariables = {projectId: string;data: BodyType<WorkflowFolderCreate>}

    /**
 * @summary Create a folder
 */
export const useCreateWorkflowFolder = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createWorkflowFolder>>, TError,CreateWorkflowFolderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createWorkflowFolder>>,
        TError,
        CreateWorkflowFolderMutationVariables,
        TContext
      > => {
      return useMutation(getCreateWorkflowFolderMutationOptions(options), queryClient);
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


export const getGetWorkflowFolderQueryOptions = <TData = Awaited<ReturnType<typeof getWorkflowFolder>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    folderId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowFolder>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetWorkflowFolderQueryKey(projectId,folderId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getWorkflowFolder>>> = ({ signal }) => getWorkflowFolder(projectId,folderId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && folderId !== null && folderId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getWorkflowFolder>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetWorkflowFolderQueryResult = NonNullable<Awaited<ReturnType<typeof getWorkflowFolder>>>
export type GetWorkflowFolderQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetWorkflowFolder<TData = Awaited<ReturnType<typeof getWorkflowFolder>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
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
export function useGetWorkflowFolder<TData = Awaited<ReturnType<typeof getWorkflowFolder>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
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
export function useGetWorkflowFolder<TData = Awaited<ReturnType<typeof getWorkflowFolder>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    folderId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowFolder>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One folder
 */

export function useGetWorkflowFolder<TData = Awaited<ReturnType<typeof getWorkflowFolder>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
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




export const getUpdateWorkflowFolderMutationKey = () => ['updateWorkflowFolder'] as const;

export const getUpdateWorkflowFolderMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateWorkflowFolder>>, TError,UpdateWorkflowFolderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof updateWorkflowFolder>>, TError,UpdateWorkflowFolderMutationVariables, TContext> => {

const mutationKey = getUpdateWorkflowFolderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateWorkflowFolder>>, UpdateWorkflowFolderMutationVariables> = (props) => {
          const {projectId,folderId,data} = props ?? {};

          return  updateWorkflowFolder(projectId,folderId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateWorkflowFolderMutationResult = NonNullable<Awaited<ReturnType<typeof updateWorkflowFolder>>>
    export type UpdateWorkflowFolderMutationBody = BodyType<WorkflowFolderUpdate>
    export type UpdateWorkflowFolderMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type UpdateWorkflowFolderMutationVariables = {projectId: string;folderId: string;data: BodyType<WorkflowFolderUpdate>}

    /**
 * @summary Rename a folder
 */
export const useUpdateWorkflowFolder = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateWorkflowFolder>>, TError,UpdateWorkflowFolderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateWorkflowFolder>>,
        TError,
        UpdateWorkflowFolderMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateWorkflowFolderMutationOptions(options), queryClient);
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




export const getDeleteWorkflowFolderMutationKey = () => ['deleteWorkflowFolder'] as const;

export const getDeleteWorkflowFolderMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteWorkflowFolder>>, TError,DeleteWorkflowFolderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteWorkflowFolder>>, TError,DeleteWorkflowFolderMutationVariables, TContext> => {

const mutationKey = getDeleteWorkflowFolderMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteWorkflowFolder>>, DeleteWorkflowFolderMutationVariables> = (props) => {
          const {projectId,folderId} = props ?? {};

          return  deleteWorkflowFolder(projectId,folderId,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteWorkflowFolderMutationResult = NonNullable<Awaited<ReturnType<typeof deleteWorkflowFolder>>>

    export type DeleteWorkflowFolderMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type DeleteWorkflowFolderMutationVariables = {projectId: string;folderId: string}

    /**
 * @summary Delete a folder and its content
 */
export const useDeleteWorkflowFolder = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteWorkflowFolder>>, TError,DeleteWorkflowFolderMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteWorkflowFolder>>,
        TError,
        DeleteWorkflowFolderMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteWorkflowFolderMutationOptions(options), queryClient);
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




export const getCreateWorkflowMutationKey = () => ['createWorkflow'] as const;

export const getCreateWorkflowMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createWorkflow>>, TError,CreateWorkflowMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createWorkflow>>, TError,CreateWorkflowMutationVariables, TContext> => {

const mutationKey = getCreateWorkflowMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createWorkflow>>, CreateWorkflowMutationVariables> = (props) => {
          const {projectId,data} = props ?? {};

          return  createWorkflow(projectId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateWorkflowMutationResult = NonNullable<Awaited<ReturnType<typeof createWorkflow>>>
    export type CreateWorkflowMutationBody = BodyType<WorkflowCreate>
    export type CreateWorkflowMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type CreateWorkflowMutationVariables = {projectId: string;data: BodyType<WorkflowCreate>}

    /**
 * @summary Create a workflow, empty or as a copy
 */
export const useCreateWorkflow = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createWorkflow>>, TError,CreateWorkflowMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createWorkflow>>,
        TError,
        CreateWorkflowMutationVariables,
        TContext
      > => {
      return useMutation(getCreateWorkflowMutationOptions(options), queryClient);
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


export const getGetWorkflowHierarchyQueryOptions = <TData = Awaited<ReturnType<typeof getWorkflowHierarchy>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowHierarchy>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetWorkflowHierarchyQueryKey(projectId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getWorkflowHierarchy>>> = ({ signal }) => getWorkflowHierarchy(projectId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getWorkflowHierarchy>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetWorkflowHierarchyQueryResult = NonNullable<Awaited<ReturnType<typeof getWorkflowHierarchy>>>
export type GetWorkflowHierarchyQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetWorkflowHierarchy<TData = Awaited<ReturnType<typeof getWorkflowHierarchy>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowHierarchy>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWorkflowHierarchy>>,
          TError,
          Awaited<ReturnType<typeof getWorkflowHierarchy>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWorkflowHierarchy<TData = Awaited<ReturnType<typeof getWorkflowHierarchy>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowHierarchy>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWorkflowHierarchy>>,
          TError,
          Awaited<ReturnType<typeof getWorkflowHierarchy>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWorkflowHierarchy<TData = Awaited<ReturnType<typeof getWorkflowHierarchy>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowHierarchy>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The project's folder tree
 */

export function useGetWorkflowHierarchy<TData = Awaited<ReturnType<typeof getWorkflowHierarchy>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
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


export const getListWorkflowsForSelectionQueryOptions = <TData = Awaited<ReturnType<typeof listWorkflowsForSelection>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    params?: ListWorkflowsForSelectionParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWorkflowsForSelection>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListWorkflowsForSelectionQueryKey(projectId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listWorkflowsForSelection>>> = ({ signal }) => listWorkflowsForSelection(projectId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listWorkflowsForSelection>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListWorkflowsForSelectionQueryResult = NonNullable<Awaited<ReturnType<typeof listWorkflowsForSelection>>>
export type ListWorkflowsForSelectionQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useListWorkflowsForSelection<TData = Awaited<ReturnType<typeof listWorkflowsForSelection>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
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
export function useListWorkflowsForSelection<TData = Awaited<ReturnType<typeof listWorkflowsForSelection>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
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
export function useListWorkflowsForSelection<TData = Awaited<ReturnType<typeof listWorkflowsForSelection>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListWorkflowsForSelectionParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWorkflowsForSelection>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List workflows for pickers
 */

export function useListWorkflowsForSelection<TData = Awaited<ReturnType<typeof listWorkflowsForSelection>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
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


export const getGetWorkflowQueryOptions = <TData = Awaited<ReturnType<typeof getWorkflow>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflow>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetWorkflowQueryKey(projectId,workflowId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getWorkflow>>> = ({ signal }) => getWorkflow(projectId,workflowId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getWorkflow>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetWorkflowQueryResult = NonNullable<Awaited<ReturnType<typeof getWorkflow>>>
export type GetWorkflowQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetWorkflow<TData = Awaited<ReturnType<typeof getWorkflow>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
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
export function useGetWorkflow<TData = Awaited<ReturnType<typeof getWorkflow>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
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
export function useGetWorkflow<TData = Awaited<ReturnType<typeof getWorkflow>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflow>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One workflow
 */

export function useGetWorkflow<TData = Awaited<ReturnType<typeof getWorkflow>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
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




export const getUpdateWorkflowMutationKey = () => ['updateWorkflow'] as const;

export const getUpdateWorkflowMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateWorkflow>>, TError,UpdateWorkflowMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof updateWorkflow>>, TError,UpdateWorkflowMutationVariables, TContext> => {

const mutationKey = getUpdateWorkflowMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateWorkflow>>, UpdateWorkflowMutationVariables> = (props) => {
          const {projectId,workflowId,data} = props ?? {};

          return  updateWorkflow(projectId,workflowId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateWorkflowMutationResult = NonNullable<Awaited<ReturnType<typeof updateWorkflow>>>
    export type UpdateWorkflowMutationBody = BodyType<WorkflowUpdate>
    export type UpdateWorkflowMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type UpdateWorkflowMutationVariables = {projectId: string;workflowId: string;data: BodyType<WorkflowUpdate>}

    /**
 * @summary Rename a workflow
 */
export const useUpdateWorkflow = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateWorkflow>>, TError,UpdateWorkflowMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateWorkflow>>,
        TError,
        UpdateWorkflowMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateWorkflowMutationOptions(options), queryClient);
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




export const getDeleteWorkflowMutationKey = () => ['deleteWorkflow'] as const;

export const getDeleteWorkflowMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteWorkflow>>, TError,DeleteWorkflowMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteWorkflow>>, TError,DeleteWorkflowMutationVariables, TContext> => {

const mutationKey = getDeleteWorkflowMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteWorkflow>>, DeleteWorkflowMutationVariables> = (props) => {
          const {projectId,workflowId} = props ?? {};

          return  deleteWorkflow(projectId,workflowId,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteWorkflowMutationResult = NonNullable<Awaited<ReturnType<typeof deleteWorkflow>>>

    export type DeleteWorkflowMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type DeleteWorkflowMutationVariables = {projectId: string;workflowId: string}

    /**
 * @summary Delete a workflow
 */
export const useDeleteWorkflow = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteWorkflow>>, TError,DeleteWorkflowMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteWorkflow>>,
        TError,
        DeleteWorkflowMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteWorkflowMutationOptions(options), queryClient);
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




export const getDuplicateWorkflowMutationKey = () => ['duplicateWorkflow'] as const;

export const getDuplicateWorkflowMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof duplicateWorkflow>>, TError,DuplicateWorkflowMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof duplicateWorkflow>>, TError,DuplicateWorkflowMutationVariables, TContext> => {

const mutationKey = getDuplicateWorkflowMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof duplicateWorkflow>>, DuplicateWorkflowMutationVariables> = (props) => {
          const {projectId,workflowId,data} = props ?? {};

          return  duplicateWorkflow(projectId,workflowId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DuplicateWorkflowMutationResult = NonNullable<Awaited<ReturnType<typeof duplicateWorkflow>>>
    export type DuplicateWorkflowMutationBody = BodyType<WorkflowDuplicate>
    export type DuplicateWorkflowMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type DuplicateWorkflowMutationVariables = {projectId: string;workflowId: string;data: BodyType<WorkflowDuplicate>}

    /**
 * @summary Duplicate a workflow
 */
export const useDuplicateWorkflow = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof duplicateWorkflow>>, TError,DuplicateWorkflowMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof duplicateWorkflow>>,
        TError,
        DuplicateWorkflowMutationVariables,
        TContext
      > => {
      return useMutation(getDuplicateWorkflowMutationOptions(options), queryClient);
    }
