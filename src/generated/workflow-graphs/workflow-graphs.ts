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
  NotFoundResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  WorkflowGraph,
  WorkflowGraphConflict,
  WorkflowGraphSave
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
 * The nodes, edges and revision of the workflow's stored graph.
 * @summary A workflow's graph
 */
export const getWorkflowGraph = (
    projectId: string,
    workflowId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<WorkflowGraph>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/graph`, method: 'GET', signal
    },
      options);
    }




export const getGetWorkflowGraphQueryKey = (projectId: string,
    workflowId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/workflows/${workflowId}/graph`
    ] as const;
    }


export const getGetWorkflowGraphQueryOptions = <TData = Awaited<ReturnType<typeof getWorkflowGraph>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowGraph>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetWorkflowGraphQueryKey(projectId,workflowId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getWorkflowGraph>>> = ({ signal }) => getWorkflowGraph(projectId,workflowId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getWorkflowGraph>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetWorkflowGraphQueryResult = NonNullable<Awaited<ReturnType<typeof getWorkflowGraph>>>
export type GetWorkflowGraphQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetWorkflowGraph<TData = Awaited<ReturnType<typeof getWorkflowGraph>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowGraph>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWorkflowGraph>>,
          TError,
          Awaited<ReturnType<typeof getWorkflowGraph>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWorkflowGraph<TData = Awaited<ReturnType<typeof getWorkflowGraph>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowGraph>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWorkflowGraph>>,
          TError,
          Awaited<ReturnType<typeof getWorkflowGraph>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWorkflowGraph<TData = Awaited<ReturnType<typeof getWorkflowGraph>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowGraph>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary A workflow's graph
 */

export function useGetWorkflowGraph<TData = Awaited<ReturnType<typeof getWorkflowGraph>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowGraph>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetWorkflowGraphQueryOptions(projectId,workflowId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Replaces the graph. Only the holder of the edit permission may save (403 'You do not hold the edit permission for this workflow'). The save names the revision it was based on; a stale baseRevision is refused with 409 carrying the current revision (reload with getWorkflowGraph) and nothing is overwritten. Invalid node data (unknown kind or operator, duplicate node ids, an edge to a missing node, a reserved variable name) answers 400.
 * @summary Save a workflow's graph
 */
export const saveWorkflowGraph = (
    projectId: string,
    workflowId: string,
    workflowGraphSave: BodyType<WorkflowGraphSave>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<WorkflowGraph>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/graph`, method: 'PUT',
      headers: {'Content-Type': 'application/json', },
      data: workflowGraphSave, signal
    },
      options);
    }




export const getSaveWorkflowGraphMutationKey = () => ['saveWorkflowGraph'] as const;

export const getSaveWorkflowGraphMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | EditForbiddenResponse | NotFoundResponse | WorkflowGraphConflict | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof saveWorkflowGraph>>, TError,SaveWorkflowGraphMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof saveWorkflowGraph>>, TError,SaveWorkflowGraphMutationVariables, TContext> => {

const mutationKey = getSaveWorkflowGraphMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof saveWorkflowGraph>>, SaveWorkflowGraphMutationVariables> = (props) => {
          const {projectId,workflowId,data} = props ?? {};

          return  saveWorkflowGraph(projectId,workflowId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SaveWorkflowGraphMutationResult = NonNullable<Awaited<ReturnType<typeof saveWorkflowGraph>>>
    export type SaveWorkflowGraphMutationBody = BodyType<WorkflowGraphSave>
    export type SaveWorkflowGraphMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | EditForbiddenResponse | NotFoundResponse | WorkflowGraphConflict | TooManyRequestsResponse | InternalErrorResponse>
    export type SaveWorkflowGraphMutationVariables = {projectId: string;workflowId: string;data: BodyType<WorkflowGraphSave>}

    /**
 * @summary Save a workflow's graph
 */
export const useSaveWorkflowGraph = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | EditForbiddenResponse | NotFoundResponse | WorkflowGraphConflict | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof saveWorkflowGraph>>, TError,SaveWorkflowGraphMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof saveWorkflowGraph>>,
        TError,
        SaveWorkflowGraphMutationVariables,
        TContext
      > => {
      return useMutation(getSaveWorkflowGraphMutationOptions(options), queryClient);
    }
