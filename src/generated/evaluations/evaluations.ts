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
  CompareEvaluationRunsParams,
  ConflictResponse,
  EvaluationComparison,
  EvaluationResultList,
  EvaluationRowList,
  EvaluationRowsAdd,
  EvaluationRun,
  EvaluationRunLimit,
  EvaluationRunList,
  EvaluationRunStart,
  EvaluationSet,
  EvaluationSetCreate,
  EvaluationSetLimit,
  EvaluationSetList,
  EvaluationSetNameConflict,
  EvaluationSetUpdate,
  ForbiddenResponse,
  InternalErrorResponse,
  ListEvaluationResultsParams,
  ListEvaluationRowsParams,
  ListEvaluationRunsParams,
  ListEvaluationSetsParams,
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
 * One page of the workflow's evaluation sets, newest first, filtered by set name (name). A project or workflow that does not exist in the caller's organization answers 404.
 * @summary List a workflow's evaluation sets
 */
export const listEvaluationSets = (
    projectId: string,
    workflowId: string,
    params?: ListEvaluationSetsParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<EvaluationSetList>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/evaluation-sets`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListEvaluationSetsQueryKey = (projectId: string,
    workflowId: string,
    params?: ListEvaluationSetsParams,) => {
    return [
    `/studio/v1/projects/${projectId}/workflows/${workflowId}/evaluation-sets`, ...(params ? [params] : [])
    ] as const;
    }


export const getListEvaluationSetsQueryOptions = <TData = Awaited<ReturnType<typeof listEvaluationSets>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    workflowId: string,
    params?: ListEvaluationSetsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEvaluationSets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListEvaluationSetsQueryKey(projectId,workflowId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listEvaluationSets>>> = ({ signal }) => listEvaluationSets(projectId,workflowId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listEvaluationSets>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListEvaluationSetsQueryResult = NonNullable<Awaited<ReturnType<typeof listEvaluationSets>>>
export type ListEvaluationSetsQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useListEvaluationSets<TData = Awaited<ReturnType<typeof listEvaluationSets>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params: undefined |  ListEvaluationSetsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEvaluationSets>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listEvaluationSets>>,
          TError,
          Awaited<ReturnType<typeof listEvaluationSets>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListEvaluationSets<TData = Awaited<ReturnType<typeof listEvaluationSets>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params?: ListEvaluationSetsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEvaluationSets>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listEvaluationSets>>,
          TError,
          Awaited<ReturnType<typeof listEvaluationSets>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListEvaluationSets<TData = Awaited<ReturnType<typeof listEvaluationSets>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params?: ListEvaluationSetsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEvaluationSets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List a workflow's evaluation sets
 */

export function useListEvaluationSets<TData = Awaited<ReturnType<typeof listEvaluationSets>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params?: ListEvaluationSetsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEvaluationSets>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListEvaluationSetsQueryOptions(projectId,workflowId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Makes a set from a dataset file of the project (read with the encoding its upload detected: Shift_JIS or UTF-8), from succeeded debug runs of the workflow (their inputs, and their outputs as the expected answers) or from rows given by hand. 400 naming the field when a column is missing from the file, when an expected-answer column has no value in any row, when a start variable has no column, when a scorer is refused (a regex that is unsafe or does not compile: `outputs.<i>.scorer.pattern`; a JSON Schema that is not valid), or over 10,000 rows. 409 EvaluationSetLimit at 50 sets per workflow, 409 EvaluationSetNameConflict for a name another set of the workflow has.
 * @summary Create an evaluation set
 */
export const createEvaluationSet = (
    projectId: string,
    workflowId: string,
    evaluationSetCreate: BodyType<EvaluationSetCreate>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<EvaluationSet>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/evaluation-sets`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: evaluationSetCreate, signal
    },
      options);
    }




export const getCreateEvaluationSetMutationKey = () => ['createEvaluationSet'] as const;

export const getCreateEvaluationSetMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EvaluationSetNameConflict | EvaluationSetLimit | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createEvaluationSet>>, TError,CreateEvaluationSetMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createEvaluationSet>>, TError,CreateEvaluationSetMutationVariables, TContext> => {

const mutationKey = getCreateEvaluationSetMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createEvaluationSet>>, CreateEvaluationSetMutationVariables> = (props) => {
          const {projectId,workflowId,data} = props ?? {};

          return  createEvaluationSet(projectId,workflowId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateEvaluationSetMutationResult = NonNullable<Awaited<ReturnType<typeof createEvaluationSet>>>
    export type CreateEvaluationSetMutationBody = BodyType<EvaluationSetCreate>
    export type CreateEvaluationSetMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EvaluationSetNameConflict | EvaluationSetLimit | TooManyRequestsResponse | InternalErrorResponse>
    export type CreateEvaluationSetMutationVariables = {projectId: string;workflowId: string;data: BodyType<EvaluationSetCreate>}

    /**
 * @summary Create an evaluation set
 */
export const useCreateEvaluationSet = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EvaluationSetNameConflict | EvaluationSetLimit | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createEvaluationSet>>, TError,CreateEvaluationSetMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createEvaluationSet>>,
        TError,
        CreateEvaluationSetMutationVariables,
        TContext
      > => {
      return useMutation(getCreateEvaluationSetMutationOptions(options), queryClient);
    }
    /**
 * The set with its outputs, scorers and row count.
 * @summary One evaluation set
 */
export const getEvaluationSet = (
    projectId: string,
    workflowId: string,
    setId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<EvaluationSet>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/evaluation-sets/${setId}`, method: 'GET', signal
    },
      options);
    }




export const getGetEvaluationSetQueryKey = (projectId: string,
    workflowId: string,
    setId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/workflows/${workflowId}/evaluation-sets/${setId}`
    ] as const;
    }


export const getGetEvaluationSetQueryOptions = <TData = Awaited<ReturnType<typeof getEvaluationSet>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    workflowId: string,
    setId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getEvaluationSet>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetEvaluationSetQueryKey(projectId,workflowId,setId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getEvaluationSet>>> = ({ signal }) => getEvaluationSet(projectId,workflowId,setId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined && setId !== null && setId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getEvaluationSet>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetEvaluationSetQueryResult = NonNullable<Awaited<ReturnType<typeof getEvaluationSet>>>
export type GetEvaluationSetQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetEvaluationSet<TData = Awaited<ReturnType<typeof getEvaluationSet>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    setId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getEvaluationSet>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getEvaluationSet>>,
          TError,
          Awaited<ReturnType<typeof getEvaluationSet>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetEvaluationSet<TData = Awaited<ReturnType<typeof getEvaluationSet>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    setId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getEvaluationSet>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getEvaluationSet>>,
          TError,
          Awaited<ReturnType<typeof getEvaluationSet>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetEvaluationSet<TData = Awaited<ReturnType<typeof getEvaluationSet>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    setId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getEvaluationSet>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One evaluation set
 */

export function useGetEvaluationSet<TData = Awaited<ReturnType<typeof getEvaluationSet>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    setId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getEvaluationSet>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetEvaluationSetQueryOptions(projectId,workflowId,setId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Changes the name, the description or the outputs' scorers (the same output names). The same scorer rules as on create (400 naming the field); a name another set of the workflow has answers 409 EvaluationSetNameConflict.
 * @summary Rename a set or change its scorers
 */
export const updateEvaluationSet = (
    projectId: string,
    workflowId: string,
    setId: string,
    evaluationSetUpdate: BodyType<EvaluationSetUpdate>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<EvaluationSet>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/evaluation-sets/${setId}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', },
      data: evaluationSetUpdate, signal
    },
      options);
    }




export const getUpdateEvaluationSetMutationKey = () => ['updateEvaluationSet'] as const;

export const getUpdateEvaluationSetMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EvaluationSetNameConflict | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateEvaluationSet>>, TError,UpdateEvaluationSetMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof updateEvaluationSet>>, TError,UpdateEvaluationSetMutationVariables, TContext> => {

const mutationKey = getUpdateEvaluationSetMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateEvaluationSet>>, UpdateEvaluationSetMutationVariables> = (props) => {
          const {projectId,workflowId,setId,data} = props ?? {};

          return  updateEvaluationSet(projectId,workflowId,setId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateEvaluationSetMutationResult = NonNullable<Awaited<ReturnType<typeof updateEvaluationSet>>>
    export type UpdateEvaluationSetMutationBody = BodyType<EvaluationSetUpdate>
    export type UpdateEvaluationSetMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EvaluationSetNameConflict | TooManyRequestsResponse | InternalErrorResponse>
    export type UpdateEvaluationSetMutationVariables = {projectId: string;workflowId: string;setId: string;data: BodyType<EvaluationSetUpdate>}

    /**
 * @summary Rename a set or change its scorers
 */
export const useUpdateEvaluationSet = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EvaluationSetNameConflict | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateEvaluationSet>>, TError,UpdateEvaluationSetMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateEvaluationSet>>,
        TError,
        UpdateEvaluationSetMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateEvaluationSetMutationOptions(options), queryClient);
    }
    /**
 * Deletes the set, its rows and its runs. A set with a run pending or running answers 409 ('Cannot delete an evaluation set while it is running').
 * @summary Delete an evaluation set
 */
export const deleteEvaluationSet = (
    projectId: string,
    workflowId: string,
    setId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<void>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/evaluation-sets/${setId}`, method: 'DELETE', signal
    },
      options);
    }




export const getDeleteEvaluationSetMutationKey = () => ['deleteEvaluationSet'] as const;

export const getDeleteEvaluationSetMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteEvaluationSet>>, TError,DeleteEvaluationSetMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteEvaluationSet>>, TError,DeleteEvaluationSetMutationVariables, TContext> => {

const mutationKey = getDeleteEvaluationSetMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteEvaluationSet>>, DeleteEvaluationSetMutationVariables> = (props) => {
          const {projectId,workflowId,setId} = props ?? {};

          return  deleteEvaluationSet(projectId,workflowId,setId,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteEvaluationSetMutationResult = NonNullable<Awaited<ReturnType<typeof deleteEvaluationSet>>>

    export type DeleteEvaluationSetMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type DeleteEvaluationSetMutationVariables = {projectId: string;workflowId: string;setId: string}

    /**
 * @summary Delete an evaluation set
 */
export const useDeleteEvaluationSet = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteEvaluationSet>>, TError,DeleteEvaluationSetMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteEvaluationSet>>,
        TError,
        DeleteEvaluationSetMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteEvaluationSetMutationOptions(options), queryClient);
    }
    /**
 * One page of the set's rows by index (pages of up to 1,000).
 * @summary List a set's rows
 */
export const listEvaluationRows = (
    projectId: string,
    workflowId: string,
    setId: string,
    params?: ListEvaluationRowsParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<EvaluationRowList>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/evaluation-sets/${setId}/rows`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListEvaluationRowsQueryKey = (projectId: string,
    workflowId: string,
    setId: string,
    params?: ListEvaluationRowsParams,) => {
    return [
    `/studio/v1/projects/${projectId}/workflows/${workflowId}/evaluation-sets/${setId}/rows`, ...(params ? [params] : [])
    ] as const;
    }


export const getListEvaluationRowsQueryOptions = <TData = Awaited<ReturnType<typeof listEvaluationRows>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    workflowId: string,
    setId: string,
    params?: ListEvaluationRowsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEvaluationRows>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListEvaluationRowsQueryKey(projectId,workflowId,setId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listEvaluationRows>>> = ({ signal }) => listEvaluationRows(projectId,workflowId,setId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined && setId !== null && setId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listEvaluationRows>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListEvaluationRowsQueryResult = NonNullable<Awaited<ReturnType<typeof listEvaluationRows>>>
export type ListEvaluationRowsQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useListEvaluationRows<TData = Awaited<ReturnType<typeof listEvaluationRows>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    setId: string,
    params: undefined |  ListEvaluationRowsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEvaluationRows>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listEvaluationRows>>,
          TError,
          Awaited<ReturnType<typeof listEvaluationRows>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListEvaluationRows<TData = Awaited<ReturnType<typeof listEvaluationRows>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    setId: string,
    params?: ListEvaluationRowsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEvaluationRows>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listEvaluationRows>>,
          TError,
          Awaited<ReturnType<typeof listEvaluationRows>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListEvaluationRows<TData = Awaited<ReturnType<typeof listEvaluationRows>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    setId: string,
    params?: ListEvaluationRowsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEvaluationRows>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List a set's rows
 */

export function useListEvaluationRows<TData = Awaited<ReturnType<typeof listEvaluationRows>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    setId: string,
    params?: ListEvaluationRowsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEvaluationRows>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListEvaluationRowsQueryOptions(projectId,workflowId,setId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Appends 1 to 100 rows at the end of the set; each gives a value for every start variable of the set (400 `rows.<i>.inputs.<variable>`) and only the set's outputs as expected answers. A set holds at most 10,000 rows (400 'rows').
 * @summary Add rows to a set by hand
 */
export const addEvaluationRows = (
    projectId: string,
    workflowId: string,
    setId: string,
    evaluationRowsAdd: BodyType<EvaluationRowsAdd>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<EvaluationSet>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/evaluation-sets/${setId}/rows`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: evaluationRowsAdd, signal
    },
      options);
    }




export const getAddEvaluationRowsMutationKey = () => ['addEvaluationRows'] as const;

export const getAddEvaluationRowsMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addEvaluationRows>>, TError,AddEvaluationRowsMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof addEvaluationRows>>, TError,AddEvaluationRowsMutationVariables, TContext> => {

const mutationKey = getAddEvaluationRowsMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof addEvaluationRows>>, AddEvaluationRowsMutationVariables> = (props) => {
          const {projectId,workflowId,setId,data} = props ?? {};

          return  addEvaluationRows(projectId,workflowId,setId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type AddEvaluationRowsMutationResult = NonNullable<Awaited<ReturnType<typeof addEvaluationRows>>>
    export type AddEvaluationRowsMutationBody = BodyType<EvaluationRowsAdd>
    export type AddEvaluationRowsMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type AddEvaluationRowsMutationVariables = {projectId: string;workflowId: string;setId: string;data: BodyType<EvaluationRowsAdd>}

    /**
 * @summary Add rows to a set by hand
 */
export const useAddEvaluationRows = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof addEvaluationRows>>, TError,AddEvaluationRowsMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof addEvaluationRows>>,
        TError,
        AddEvaluationRowsMutationVariables,
        TContext
      > => {
      return useMutation(getAddEvaluationRowsMutationOptions(options), queryClient);
    }
    /**
 * One page of the workflow's evaluation runs, newest first, filtered by set, revision and status (name filters by the set's name).
 * @summary List a workflow's evaluation runs
 */
export const listEvaluationRuns = (
    projectId: string,
    workflowId: string,
    params?: ListEvaluationRunsParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<EvaluationRunList>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/evaluation-runs`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListEvaluationRunsQueryKey = (projectId: string,
    workflowId: string,
    params?: ListEvaluationRunsParams,) => {
    return [
    `/studio/v1/projects/${projectId}/workflows/${workflowId}/evaluation-runs`, ...(params ? [params] : [])
    ] as const;
    }


export const getListEvaluationRunsQueryOptions = <TData = Awaited<ReturnType<typeof listEvaluationRuns>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    workflowId: string,
    params?: ListEvaluationRunsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEvaluationRuns>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListEvaluationRunsQueryKey(projectId,workflowId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listEvaluationRuns>>> = ({ signal }) => listEvaluationRuns(projectId,workflowId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listEvaluationRuns>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListEvaluationRunsQueryResult = NonNullable<Awaited<ReturnType<typeof listEvaluationRuns>>>
export type ListEvaluationRunsQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useListEvaluationRuns<TData = Awaited<ReturnType<typeof listEvaluationRuns>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params: undefined |  ListEvaluationRunsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEvaluationRuns>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listEvaluationRuns>>,
          TError,
          Awaited<ReturnType<typeof listEvaluationRuns>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListEvaluationRuns<TData = Awaited<ReturnType<typeof listEvaluationRuns>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params?: ListEvaluationRunsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEvaluationRuns>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listEvaluationRuns>>,
          TError,
          Awaited<ReturnType<typeof listEvaluationRuns>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListEvaluationRuns<TData = Awaited<ReturnType<typeof listEvaluationRuns>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params?: ListEvaluationRunsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEvaluationRuns>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List a workflow's evaluation runs
 */

export function useListEvaluationRuns<TData = Awaited<ReturnType<typeof listEvaluationRuns>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params?: ListEvaluationRunsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEvaluationRuns>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListEvaluationRunsQueryOptions(projectId,workflowId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Starts a run of the set on a saved revision of the workflow (the latest when absent; the editor saves the draft first). Each row runs as a debug run of that revision (its trace: getDebugRun answers it once the row is done; listDebugRuns does not list it) and is scored as the set says; the run is PENDING, then RUNNING with rows done over time, then SUCCESS. A revision never saved or pruned answers 400 (`revision`), a set of another workflow 400 (`setId`); 409 EvaluationRunLimit when 3 runs of the workflow are already pending or running.
 * @summary Run a set on a saved revision
 */
export const startEvaluationRun = (
    projectId: string,
    workflowId: string,
    evaluationRunStart: BodyType<EvaluationRunStart>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<EvaluationRun>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/evaluation-runs`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: evaluationRunStart, signal
    },
      options);
    }




export const getStartEvaluationRunMutationKey = () => ['startEvaluationRun'] as const;

export const getStartEvaluationRunMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EvaluationRunLimit | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof startEvaluationRun>>, TError,StartEvaluationRunMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof startEvaluationRun>>, TError,StartEvaluationRunMutationVariables, TContext> => {

const mutationKey = getStartEvaluationRunMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof startEvaluationRun>>, StartEvaluationRunMutationVariables> = (props) => {
          const {projectId,workflowId,data} = props ?? {};

          return  startEvaluationRun(projectId,workflowId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type StartEvaluationRunMutationResult = NonNullable<Awaited<ReturnType<typeof startEvaluationRun>>>
    export type StartEvaluationRunMutationBody = BodyType<EvaluationRunStart>
    export type StartEvaluationRunMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EvaluationRunLimit | TooManyRequestsResponse | InternalErrorResponse>
    export type StartEvaluationRunMutationVariables = {projectId: string;workflowId: string;data: BodyType<EvaluationRunStart>}

    /**
 * @summary Run a set on a saved revision
 */
export const useStartEvaluationRun = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EvaluationRunLimit | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof startEvaluationRun>>, TError,StartEvaluationRunMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof startEvaluationRun>>,
        TError,
        StartEvaluationRunMutationVariables,
        TContext
      > => {
      return useMutation(getStartEvaluationRunMutationOptions(options), queryClient);
    }
    /**
 * The run with its status, counts, pass rate, mean score, latency, tokens and the estimate of time left; poll it while PENDING or RUNNING.
 * @summary One evaluation run
 */
export const getEvaluationRun = (
    projectId: string,
    workflowId: string,
    runId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<EvaluationRun>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/evaluation-runs/${runId}`, method: 'GET', signal
    },
      options);
    }




export const getGetEvaluationRunQueryKey = (projectId: string,
    workflowId: string,
    runId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/workflows/${workflowId}/evaluation-runs/${runId}`
    ] as const;
    }


export const getGetEvaluationRunQueryOptions = <TData = Awaited<ReturnType<typeof getEvaluationRun>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    workflowId: string,
    runId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getEvaluationRun>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetEvaluationRunQueryKey(projectId,workflowId,runId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getEvaluationRun>>> = ({ signal }) => getEvaluationRun(projectId,workflowId,runId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined && runId !== null && runId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getEvaluationRun>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetEvaluationRunQueryResult = NonNullable<Awaited<ReturnType<typeof getEvaluationRun>>>
export type GetEvaluationRunQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetEvaluationRun<TData = Awaited<ReturnType<typeof getEvaluationRun>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    runId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getEvaluationRun>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getEvaluationRun>>,
          TError,
          Awaited<ReturnType<typeof getEvaluationRun>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetEvaluationRun<TData = Awaited<ReturnType<typeof getEvaluationRun>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    runId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getEvaluationRun>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getEvaluationRun>>,
          TError,
          Awaited<ReturnType<typeof getEvaluationRun>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetEvaluationRun<TData = Awaited<ReturnType<typeof getEvaluationRun>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    runId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getEvaluationRun>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One evaluation run
 */

export function useGetEvaluationRun<TData = Awaited<ReturnType<typeof getEvaluationRun>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    runId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getEvaluationRun>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetEvaluationRunQueryOptions(projectId,workflowId,runId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Stops a PENDING or RUNNING run: status CANCELED; the rows done keep their results and no row is done after it. A finished run answers 409 ('The evaluation run has already finished').
 * @summary Cancel an evaluation run
 */
export const cancelEvaluationRun = (
    projectId: string,
    workflowId: string,
    runId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<EvaluationRun>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/evaluation-runs/${runId}/cancel`, method: 'POST', signal
    },
      options);
    }




export const getCancelEvaluationRunMutationKey = () => ['cancelEvaluationRun'] as const;

export const getCancelEvaluationRunMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cancelEvaluationRun>>, TError,CancelEvaluationRunMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof cancelEvaluationRun>>, TError,CancelEvaluationRunMutationVariables, TContext> => {

const mutationKey = getCancelEvaluationRunMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof cancelEvaluationRun>>, CancelEvaluationRunMutationVariables> = (props) => {
          const {projectId,workflowId,runId} = props ?? {};

          return  cancelEvaluationRun(projectId,workflowId,runId,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CancelEvaluationRunMutationResult = NonNullable<Awaited<ReturnType<typeof cancelEvaluationRun>>>

    export type CancelEvaluationRunMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type CancelEvaluationRunMutationVariables = {projectId: string;workflowId: string;runId: string}

    /**
 * @summary Cancel an evaluation run
 */
export const useCancelEvaluationRun = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cancelEvaluationRun>>, TError,CancelEvaluationRunMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof cancelEvaluationRun>>,
        TError,
        CancelEvaluationRunMutationVariables,
        TContext
      > => {
      return useMutation(getCancelEvaluationRunMutationOptions(options), queryClient);
    }
    /**
 * One page of the rows the run has done, by index (pages of up to 1,000), all of them or only the passed or failed ones (outcome; errored rows count as failed). A pending or running run answers the rows done so far, with totalCount the number done (rows run side by side, so they finish out of index order: a row appears once it is done and never changes after); a canceled run, the rows done before the cancel.
 * @summary List a run's results
 */
export const listEvaluationResults = (
    projectId: string,
    workflowId: string,
    runId: string,
    params?: ListEvaluationResultsParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<EvaluationResultList>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/evaluation-runs/${runId}/results`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListEvaluationResultsQueryKey = (projectId: string,
    workflowId: string,
    runId: string,
    params?: ListEvaluationResultsParams,) => {
    return [
    `/studio/v1/projects/${projectId}/workflows/${workflowId}/evaluation-runs/${runId}/results`, ...(params ? [params] : [])
    ] as const;
    }


export const getListEvaluationResultsQueryOptions = <TData = Awaited<ReturnType<typeof listEvaluationResults>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    workflowId: string,
    runId: string,
    params?: ListEvaluationResultsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEvaluationResults>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListEvaluationResultsQueryKey(projectId,workflowId,runId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listEvaluationResults>>> = ({ signal }) => listEvaluationResults(projectId,workflowId,runId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined && runId !== null && runId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listEvaluationResults>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListEvaluationResultsQueryResult = NonNullable<Awaited<ReturnType<typeof listEvaluationResults>>>
export type ListEvaluationResultsQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useListEvaluationResults<TData = Awaited<ReturnType<typeof listEvaluationResults>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    runId: string,
    params: undefined |  ListEvaluationResultsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEvaluationResults>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listEvaluationResults>>,
          TError,
          Awaited<ReturnType<typeof listEvaluationResults>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListEvaluationResults<TData = Awaited<ReturnType<typeof listEvaluationResults>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    runId: string,
    params?: ListEvaluationResultsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEvaluationResults>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listEvaluationResults>>,
          TError,
          Awaited<ReturnType<typeof listEvaluationResults>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListEvaluationResults<TData = Awaited<ReturnType<typeof listEvaluationResults>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    runId: string,
    params?: ListEvaluationResultsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEvaluationResults>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List a run's results
 */

export function useListEvaluationResults<TData = Awaited<ReturnType<typeof listEvaluationResults>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    runId: string,
    params?: ListEvaluationResultsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listEvaluationResults>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListEvaluationResultsQueryOptions(projectId,workflowId,runId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * The run (head) against the base run, row by row: regressed first, then improved, new, removed and unchanged (by index within each), filtered by change; with the counts of every change. Both runs must be of the same set (400 `baseRunId` otherwise).
 * @summary Compare a run with a base run
 */
export const compareEvaluationRuns = (
    projectId: string,
    workflowId: string,
    runId: string,
    baseRunId: string,
    params?: CompareEvaluationRunsParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<EvaluationComparison>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/evaluation-runs/${runId}/compare/${baseRunId}`, method: 'GET',
        params, signal
    },
      options);
    }




export const getCompareEvaluationRunsQueryKey = (projectId: string,
    workflowId: string,
    runId: string,
    baseRunId: string,
    params?: CompareEvaluationRunsParams,) => {
    return [
    `/studio/v1/projects/${projectId}/workflows/${workflowId}/evaluation-runs/${runId}/compare/${baseRunId}`, ...(params ? [params] : [])
    ] as const;
    }


export const getCompareEvaluationRunsQueryOptions = <TData = Awaited<ReturnType<typeof compareEvaluationRuns>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    workflowId: string,
    runId: string,
    baseRunId: string,
    params?: CompareEvaluationRunsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof compareEvaluationRuns>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCompareEvaluationRunsQueryKey(projectId,workflowId,runId,baseRunId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof compareEvaluationRuns>>> = ({ signal }) => compareEvaluationRuns(projectId,workflowId,runId,baseRunId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined && runId !== null && runId !== undefined && baseRunId !== null && baseRunId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof compareEvaluationRuns>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CompareEvaluationRunsQueryResult = NonNullable<Awaited<ReturnType<typeof compareEvaluationRuns>>>
export type CompareEvaluationRunsQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useCompareEvaluationRuns<TData = Awaited<ReturnType<typeof compareEvaluationRuns>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    runId: string,
    baseRunId: string,
    params: undefined |  CompareEvaluationRunsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof compareEvaluationRuns>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof compareEvaluationRuns>>,
          TError,
          Awaited<ReturnType<typeof compareEvaluationRuns>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCompareEvaluationRuns<TData = Awaited<ReturnType<typeof compareEvaluationRuns>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    runId: string,
    baseRunId: string,
    params?: CompareEvaluationRunsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof compareEvaluationRuns>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof compareEvaluationRuns>>,
          TError,
          Awaited<ReturnType<typeof compareEvaluationRuns>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCompareEvaluationRuns<TData = Awaited<ReturnType<typeof compareEvaluationRuns>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    runId: string,
    baseRunId: string,
    params?: CompareEvaluationRunsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof compareEvaluationRuns>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Compare a run with a base run
 */

export function useCompareEvaluationRuns<TData = Awaited<ReturnType<typeof compareEvaluationRuns>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    runId: string,
    baseRunId: string,
    params?: CompareEvaluationRunsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof compareEvaluationRuns>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCompareEvaluationRunsQueryOptions(projectId,workflowId,runId,baseRunId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






