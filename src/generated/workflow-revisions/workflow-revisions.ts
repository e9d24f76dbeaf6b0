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
  EditForbiddenResponse,
  ForbiddenResponse,
  InternalErrorResponse,
  ListWorkflowRevisionsParams,
  NotFoundResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  WorkflowGraph,
  WorkflowGraphConflict,
  WorkflowRevision,
  WorkflowRevisionDetail,
  WorkflowRevisionList,
  WorkflowRevisionNameConflict,
  WorkflowRevisionRestore,
  WorkflowRevisionUpdate
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
 * One page of the workflow's saved revisions, newest first, filtered by revision name (name): who saved each and when, what it changed against the revision before it, its name and description and the API versions that run it. Every save (saveWorkflowGraph, restoreWorkflowRevision) records a revision. Retention: the latest 200 revisions of each workflow are kept; an older revision is pruned (the oldest first) unless it is named or an API version runs it, which are kept for as long as the workflow exists. A pruned revision is gone (404). A project or workflow that does not exist in the caller's organization answers 404 ('Workflow not found').
 * @summary List a workflow's saved revisions
 */
export const listWorkflowRevisions = (
    projectId: string,
    workflowId: string,
    params?: ListWorkflowRevisionsParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<WorkflowRevisionList>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/revisions`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListWorkflowRevisionsQueryKey = (projectId: string,
    workflowId: string,
    params?: ListWorkflowRevisionsParams,) => {
    return [
    `/studio/v1/projects/${projectId}/workflows/${workflowId}/revisions`, ...(params ? [params] : [])
    ] as const;
    }


export const getListWorkflowRevisionsQueryOptions = <TData = Awaited<ReturnType<typeof listWorkflowRevisions>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    workflowId: string,
    params?: ListWorkflowRevisionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWorkflowRevisions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListWorkflowRevisionsQueryKey(projectId,workflowId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listWorkflowRevisions>>> = ({ signal }) => listWorkflowRevisions(projectId,workflowId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listWorkflowRevisions>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListWorkflowRevisionsQueryResult = NonNullable<Awaited<ReturnType<typeof listWorkflowRevisions>>>
export type ListWorkflowRevisionsQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useListWorkflowRevisions<TData = Awaited<ReturnType<typeof listWorkflowRevisions>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params: undefined |  ListWorkflowRevisionsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWorkflowRevisions>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWorkflowRevisions>>,
          TError,
          Awaited<ReturnType<typeof listWorkflowRevisions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListWorkflowRevisions<TData = Awaited<ReturnType<typeof listWorkflowRevisions>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params?: ListWorkflowRevisionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWorkflowRevisions>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listWorkflowRevisions>>,
          TError,
          Awaited<ReturnType<typeof listWorkflowRevisions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListWorkflowRevisions<TData = Awaited<ReturnType<typeof listWorkflowRevisions>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params?: ListWorkflowRevisionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWorkflowRevisions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List a workflow's saved revisions
 */

export function useListWorkflowRevisions<TData = Awaited<ReturnType<typeof listWorkflowRevisions>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params?: ListWorkflowRevisionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listWorkflowRevisions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListWorkflowRevisionsQueryOptions(projectId,workflowId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * The revision's metadata and its graph, in the shape getWorkflowGraph answers. A revision that was never saved or has been pruned answers 404 ('Revision not found').
 * @summary A saved revision with its graph
 */
export const getWorkflowRevision = (
    projectId: string,
    workflowId: string,
    revision: number,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<WorkflowRevisionDetail>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/revisions/${revision}`, method: 'GET', signal
    },
      options);
    }




export const getGetWorkflowRevisionQueryKey = (projectId: string,
    workflowId: string,
    revision: number,) => {
    return [
    `/studio/v1/projects/${projectId}/workflows/${workflowId}/revisions/${revision}`
    ] as const;
    }


export const getGetWorkflowRevisionQueryOptions = <TData = Awaited<ReturnType<typeof getWorkflowRevision>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    workflowId: string,
    revision: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowRevision>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetWorkflowRevisionQueryKey(projectId,workflowId,revision);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getWorkflowRevision>>> = ({ signal }) => getWorkflowRevision(projectId,workflowId,revision, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined && revision !== null && revision !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getWorkflowRevision>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetWorkflowRevisionQueryResult = NonNullable<Awaited<ReturnType<typeof getWorkflowRevision>>>
export type GetWorkflowRevisionQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetWorkflowRevision<TData = Awaited<ReturnType<typeof getWorkflowRevision>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    revision: number, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowRevision>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWorkflowRevision>>,
          TError,
          Awaited<ReturnType<typeof getWorkflowRevision>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWorkflowRevision<TData = Awaited<ReturnType<typeof getWorkflowRevision>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    revision: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowRevision>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWorkflowRevision>>,
          TError,
          Awaited<ReturnType<typeof getWorkflowRevision>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWorkflowRevision<TData = Awaited<ReturnType<typeof getWorkflowRevision>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    revision: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowRevision>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary A saved revision with its graph
 */

export function useGetWorkflowRevision<TData = Awaited<ReturnType<typeof getWorkflowRevision>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    revision: number, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowRevision>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetWorkflowRevisionQueryOptions(projectId,workflowId,revision,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Sets or clears (an empty value) the revision's name and description; the graph never changes. Only the holder of the edit permission may (403 EDIT_PERMISSION_REQUIRED). A name that another revision of the workflow has answers 409 naming that revision (WorkflowRevisionNameConflict: 'A revision with this name already exists'). A named revision is never pruned.
 * @summary Name or describe a revision
 */
export const updateWorkflowRevision = (
    projectId: string,
    workflowId: string,
    revision: number,
    workflowRevisionUpdate: BodyType<WorkflowRevisionUpdate>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<WorkflowRevision>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/revisions/${revision}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', },
      data: workflowRevisionUpdate, signal
    },
      options);
    }




export const getUpdateWorkflowRevisionMutationKey = () => ['updateWorkflowRevision'] as const;

export const getUpdateWorkflowRevisionMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | EditForbiddenResponse | NotFoundResponse | WorkflowRevisionNameConflict | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateWorkflowRevision>>, TError,UpdateWorkflowRevisionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof updateWorkflowRevision>>, TError,UpdateWorkflowRevisionMutationVariables, TContext> => {

const mutationKey = getUpdateWorkflowRevisionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateWorkflowRevision>>, UpdateWorkflowRevisionMutationVariables> = (props) => {
          const {projectId,workflowId,revision,data} = props ?? {};

          return  updateWorkflowRevision(projectId,workflowId,revision,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateWorkflowRevisionMutationResult = NonNullable<Awaited<ReturnType<typeof updateWorkflowRevision>>>
    export type UpdateWorkflowRevisionMutationBody = BodyType<WorkflowRevisionUpdate>
    export type UpdateWorkflowRevisionMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | EditForbiddenResponse | NotFoundResponse | WorkflowRevisionNameConflict | TooManyRequestsResponse | InternalErrorResponse>
    export type UpdateWorkflowRevisionMutationVariables = {projectId: string;workflowId: string;revision: number;data: BodyType<WorkflowRevisionUpdate>}

    /**
 * @summary Name or describe a revision
 */
export const useUpdateWorkflowRevision = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | EditForbiddenResponse | NotFoundResponse | WorkflowRevisionNameConflict | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateWorkflowRevision>>, TError,UpdateWorkflowRevisionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateWorkflowRevision>>,
        TError,
        UpdateWorkflowRevisionMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateWorkflowRevisionMutationOptions(options), queryClient);
    }
    /**
 * Saves the revision's graph as the workflow's graph: a new revision (current + 1) whose restoredFrom names the revision copied and its name; nothing is overwritten, and the revisions in between stay. It is a save: only the holder of the edit permission may (403 EDIT_PERMISSION_REQUIRED); baseRevision must be the current revision, else 409 with the current revision (WorkflowGraphConflict, as saveWorkflowGraph answers) and nothing changes; the graph is checked as a save's is (400 when it no longer passes, e.g. its model was removed). A revision never saved or pruned answers 404 ('Revision not found').
 * @summary Restore a revision as a new save
 */
export const restoreWorkflowRevision = (
    projectId: string,
    workflowId: string,
    revision: number,
    workflowRevisionRestore: BodyType<WorkflowRevisionRestore>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<WorkflowGraph>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/revisions/${revision}/restore`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: workflowRevisionRestore, signal
    },
      options);
    }




export const getRestoreWorkflowRevisionMutationKey = () => ['restoreWorkflowRevision'] as const;

export const getRestoreWorkflowRevisionMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | EditForbiddenResponse | NotFoundResponse | WorkflowGraphConflict | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof restoreWorkflowRevision>>, TError,RestoreWorkflowRevisionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof restoreWorkflowRevision>>, TError,RestoreWorkflowRevisionMutationVariables, TContext> => {

const mutationKey = getRestoreWorkflowRevisionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof restoreWorkflowRevision>>, RestoreWorkflowRevisionMutationVariables> = (props) => {
          const {projectId,workflowId,revision,data} = props ?? {};

          return  restoreWorkflowRevision(projectId,workflowId,revision,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type RestoreWorkflowRevisionMutationResult = NonNullable<Awaited<ReturnType<typeof restoreWorkflowRevision>>>
    export type RestoreWorkflowRevisionMutationBody = BodyType<WorkflowRevisionRestore>
    export type RestoreWorkflowRevisionMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | EditForbiddenResponse | NotFoundResponse | WorkflowGraphConflict | TooManyRequestsResponse | InternalErrorResponse>
    export type RestoreWorkflowRevisionMutationVariables = {projectId: string;workflowId: string;revision: number;data: BodyType<WorkflowRevisionRestore>}

    /**
 * @summary Restore a revision as a new save
 */
export const useRestoreWorkflowRevision = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | EditForbiddenResponse | NotFoundResponse | WorkflowGraphConflict | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof restoreWorkflowRevision>>, TError,RestoreWorkflowRevisionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof restoreWorkflowRevision>>,
        TError,
        RestoreWorkflowRevisionMutationVariables,
        TContext
      > => {
      return useMutation(getRestoreWorkflowRevisionMutationOptions(options), queryClient);
    }
