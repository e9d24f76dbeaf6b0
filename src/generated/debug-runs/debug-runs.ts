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
  DebugRun,
  DebugRunList,
  DebugRunStart,
  ForbiddenResponse,
  InternalErrorResponse,
  ListDebugRunsParams,
  NotFoundResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse
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
 * One page of the workflow's debug runs, newest first (name filters by the starter's name).
 * @summary List a workflow's debug runs
 */
export const listDebugRuns = (
    projectId: string,
    workflowId: string,
    params?: ListDebugRunsParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<DebugRunList>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/debug-runs`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListDebugRunsQueryKey = (projectId: string,
    workflowId: string,
    params?: ListDebugRunsParams,) => {
    return [
    `/studio/v1/projects/${projectId}/workflows/${workflowId}/debug-runs`, ...(params ? [params] : [])
    ] as const;
    }


export const getListDebugRunsQueryOptions = <TData = Awaited<ReturnType<typeof listDebugRuns>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    workflowId: string,
    params?: ListDebugRunsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDebugRuns>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListDebugRunsQueryKey(projectId,workflowId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listDebugRuns>>> = ({ signal }) => listDebugRuns(projectId,workflowId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listDebugRuns>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListDebugRunsQueryResult = NonNullable<Awaited<ReturnType<typeof listDebugRuns>>>
export type ListDebugRunsQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useListDebugRuns<TData = Awaited<ReturnType<typeof listDebugRuns>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params: undefined |  ListDebugRunsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDebugRuns>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listDebugRuns>>,
          TError,
          Awaited<ReturnType<typeof listDebugRuns>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListDebugRuns<TData = Awaited<ReturnType<typeof listDebugRuns>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params?: ListDebugRunsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDebugRuns>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listDebugRuns>>,
          TError,
          Awaited<ReturnType<typeof listDebugRuns>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListDebugRuns<TData = Awaited<ReturnType<typeof listDebugRuns>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params?: ListDebugRunsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDebugRuns>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List a workflow's debug runs
 */

export function useListDebugRuns<TData = Awaited<ReturnType<typeof listDebugRuns>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params?: ListDebugRunsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDebugRuns>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListDebugRunsQueryOptions(projectId,workflowId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Runs the saved graph with the start node's inputs, in step mode (PAUSED before each node until next) or auto mode (RUNNING through the nodes over time). A graph without a start node answers 400 'Start node is not found', without an end node 400 'End node is not found'.
 * @summary Start a debug run
 */
export const startDebugRun = (
    projectId: string,
    workflowId: string,
    debugRunStart: BodyType<DebugRunStart>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<DebugRun>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/debug-runs`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: debugRunStart, signal
    },
      options);
    }




export const getStartDebugRunMutationKey = () => ['startDebugRun'] as const;

export const getStartDebugRunMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof startDebugRun>>, TError,StartDebugRunMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof startDebugRun>>, TError,StartDebugRunMutationVariables, TContext> => {

const mutationKey = getStartDebugRunMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof startDebugRun>>, StartDebugRunMutationVariables> = (props) => {
          const {projectId,workflowId,data} = props ?? {};

          return  startDebugRun(projectId,workflowId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type StartDebugRunMutationResult = NonNullable<Awaited<ReturnType<typeof startDebugRun>>>
    export type StartDebugRunMutationBody = BodyType<DebugRunStart>
    export type StartDebugRunMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type StartDebugRunMutationVariables = {projectId: string;workflowId: string;data: BodyType<DebugRunStart>}

    /**
 * @summary Start a debug run
 */
export const useStartDebugRun = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof startDebugRun>>, TError,StartDebugRunMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof startDebugRun>>,
        TError,
        StartDebugRunMutationVariables,
        TContext
      > => {
      return useMutation(getStartDebugRunMutationOptions(options), queryClient);
    }
    /**
 * The run with its status and, per node, its logs, outputs, elapsed time and (LLM nodes) token usage; poll it while RUNNING.
 * @summary One debug run
 */
export const getDebugRun = (
    projectId: string,
    workflowId: string,
    runId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<DebugRun>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/debug-runs/${runId}`, method: 'GET', signal
    },
      options);
    }




export const getGetDebugRunQueryKey = (projectId: string,
    workflowId: string,
    runId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/workflows/${workflowId}/debug-runs/${runId}`
    ] as const;
    }


export const getGetDebugRunQueryOptions = <TData = Awaited<ReturnType<typeof getDebugRun>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    workflowId: string,
    runId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDebugRun>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetDebugRunQueryKey(projectId,workflowId,runId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getDebugRun>>> = ({ signal }) => getDebugRun(projectId,workflowId,runId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined && runId !== null && runId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getDebugRun>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetDebugRunQueryResult = NonNullable<Awaited<ReturnType<typeof getDebugRun>>>
export type GetDebugRunQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetDebugRun<TData = Awaited<ReturnType<typeof getDebugRun>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    runId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDebugRun>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDebugRun>>,
          TError,
          Awaited<ReturnType<typeof getDebugRun>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDebugRun<TData = Awaited<ReturnType<typeof getDebugRun>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    runId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDebugRun>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDebugRun>>,
          TError,
          Awaited<ReturnType<typeof getDebugRun>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDebugRun<TData = Awaited<ReturnType<typeof getDebugRun>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    runId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDebugRun>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One debug run
 */

export function useGetDebugRun<TData = Awaited<ReturnType<typeof getDebugRun>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    runId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDebugRun>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetDebugRunQueryOptions(projectId,workflowId,runId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Executes the node the run is paused before. Only PAUSED step-mode runs take a step (409 otherwise).
 * @summary Run the next node of a step-mode run
 */
export const nextDebugRunStep = (
    projectId: string,
    workflowId: string,
    runId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<DebugRun>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/debug-runs/${runId}/next`, method: 'POST', signal
    },
      options);
    }




export const getNextDebugRunStepMutationKey = () => ['nextDebugRunStep'] as const;

export const getNextDebugRunStepMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof nextDebugRunStep>>, TError,NextDebugRunStepMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof nextDebugRunStep>>, TError,NextDebugRunStepMutationVariables, TContext> => {

const mutationKey = getNextDebugRunStepMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof nextDebugRunStep>>, NextDebugRunStepMutationVariables> = (props) => {
          const {projectId,workflowId,runId} = props ?? {};

          return  nextDebugRunStep(projectId,workflowId,runId,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type NextDebugRunStepMutationResult = NonNullable<Awaited<ReturnType<typeof nextDebugRunStep>>>

    export type NextDebugRunStepMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type NextDebugRunStepMutationVariables = {projectId: string;workflowId: string;runId: string}

    /**
 * @summary Run the next node of a step-mode run
 */
export const useNextDebugRunStep = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof nextDebugRunStep>>, TError,NextDebugRunStepMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof nextDebugRunStep>>,
        TError,
        NextDebugRunStepMutationVariables,
        TContext
      > => {
      return useMutation(getNextDebugRunStepMutationOptions(options), queryClient);
    }
    /**
 * Cancels a RUNNING or PAUSED run: status CANCELLED with 'Debug execution cancelled'. The nodes that finished keep their outputs, the node running is CANCELLED, and the nodes never reached are not listed. A finished run answers 409.
 * @summary Stop a debug run
 */
export const stopDebugRun = (
    projectId: string,
    workflowId: string,
    runId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<DebugRun>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/debug-runs/${runId}/stop`, method: 'POST', signal
    },
      options);
    }




export const getStopDebugRunMutationKey = () => ['stopDebugRun'] as const;

export const getStopDebugRunMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof stopDebugRun>>, TError,StopDebugRunMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof stopDebugRun>>, TError,StopDebugRunMutationVariables, TContext> => {

const mutationKey = getStopDebugRunMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof stopDebugRun>>, StopDebugRunMutationVariables> = (props) => {
          const {projectId,workflowId,runId} = props ?? {};

          return  stopDebugRun(projectId,workflowId,runId,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type StopDebugRunMutationResult = NonNullable<Awaited<ReturnType<typeof stopDebugRun>>>

    export type StopDebugRunMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type StopDebugRunMutationVariables = {projectId: string;workflowId: string;runId: string}

    /**
 * @summary Stop a debug run
 */
export const useStopDebugRun = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof stopDebugRun>>, TError,StopDebugRunMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof stopDebugRun>>,
        TError,
        StopDebugRunMutationVariables,
        TContext
      > => {
      return useMutation(getStopDebugRunMutationOptions(options), queryClient);
    }
