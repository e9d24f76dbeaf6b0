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
  KnowledgeIndex,
  KnowledgeIndexCreate,
  KnowledgeIndexList,
  KnowledgeIndexRebuild,
  KnowledgeIndexUpdate,
  ListKnowledgeIndexesParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
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
 * One page of the project's knowledge indexes, newest first, filtered by name (contains, case-insensitive).
 * @summary List the project's knowledge indexes
 */
export const listKnowledgeIndexes = (
    projectId: string,
    params?: ListKnowledgeIndexesParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<KnowledgeIndexList>(
      {url: `/studio/v1/projects/${projectId}/knowledge/indexes`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListKnowledgeIndexesQueryKey = (projectId: string,
    params?: ListKnowledgeIndexesParams,) => {
    return [
    `/studio/v1/projects/${projectId}/knowledge/indexes`, ...(params ? [params] : [])
    ] as const;
    }


export const getListKnowledgeIndexesQueryOptions = <TData = Awaited<ReturnType<typeof listKnowledgeIndexes>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    params?: ListKnowledgeIndexesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listKnowledgeIndexes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListKnowledgeIndexesQueryKey(projectId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listKnowledgeIndexes>>> = ({ signal }) => listKnowledgeIndexes(projectId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listKnowledgeIndexes>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListKnowledgeIndexesQueryResult = NonNullable<Awaited<ReturnType<typeof listKnowledgeIndexes>>>
export type ListKnowledgeIndexesQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useListKnowledgeIndexes<TData = Awaited<ReturnType<typeof listKnowledgeIndexes>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params: undefined |  ListKnowledgeIndexesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listKnowledgeIndexes>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listKnowledgeIndexes>>,
          TError,
          Awaited<ReturnType<typeof listKnowledgeIndexes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListKnowledgeIndexes<TData = Awaited<ReturnType<typeof listKnowledgeIndexes>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListKnowledgeIndexesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listKnowledgeIndexes>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listKnowledgeIndexes>>,
          TError,
          Awaited<ReturnType<typeof listKnowledgeIndexes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListKnowledgeIndexes<TData = Awaited<ReturnType<typeof listKnowledgeIndexes>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListKnowledgeIndexesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listKnowledgeIndexes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the project's knowledge indexes
 */

export function useListKnowledgeIndexes<TData = Awaited<ReturnType<typeof listKnowledgeIndexes>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListKnowledgeIndexesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listKnowledgeIndexes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListKnowledgeIndexesQueryOptions(projectId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Creates the index and starts building it: WAITING while one of its files is still uploading, then PENDING → PROGRESS → SUCCESS (FAILED when a file cannot be used). Name required; chunk size and chunk overlap integers of at least 1, the overlap smaller than the chunk size; at least one file of the project (unknown files answer 400).
 * @summary Create a knowledge index and start its build
 */
export const createKnowledgeIndex = (
    projectId: string,
    knowledgeIndexCreate: BodyType<KnowledgeIndexCreate>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<KnowledgeIndex>(
      {url: `/studio/v1/projects/${projectId}/knowledge/indexes`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: knowledgeIndexCreate, signal
    },
      options);
    }




export const getCreateKnowledgeIndexMutationKey = () => ['createKnowledgeIndex'] as const;

export const getCreateKnowledgeIndexMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createKnowledgeIndex>>, TError,CreateKnowledgeIndexMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createKnowledgeIndex>>, TError,CreateKnowledgeIndexMutationVariables, TContext> => {

const mutationKey = getCreateKnowledgeIndexMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createKnowledgeIndex>>, CreateKnowledgeIndexMutationVariables> = (props) => {
          const {projectId,data} = props ?? {};

          return  createKnowledgeIndex(projectId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateKnowledgeIndexMutationResult = NonNullable<Awaited<ReturnType<typeof createKnowledgeIndex>>>
    export type CreateKnowledgeIndexMutationBody = BodyType<KnowledgeIndexCreate>
    export type CreateKnowledgeIndexMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type CreateKnowledgeIndexMutationVariables = {projectId: string;data: BodyType<KnowledgeIndexCreate>}

    /**
 * @summary Create a knowledge index and start its build
 */
export const useCreateKnowledgeIndex = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createKnowledgeIndex>>, TError,CreateKnowledgeIndexMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createKnowledgeIndex>>,
        TError,
        CreateKnowledgeIndexMutationVariables,
        TContext
      > => {
      return useMutation(getCreateKnowledgeIndexMutationOptions(options), queryClient);
    }
    /**
 * The index with its build status; the studio polls it while the build runs.
 * @summary One knowledge index
 */
export const getKnowledgeIndex = (
    projectId: string,
    indexId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<KnowledgeIndex>(
      {url: `/studio/v1/projects/${projectId}/knowledge/indexes/${indexId}`, method: 'GET', signal
    },
      options);
    }




export const getGetKnowledgeIndexQueryKey = (projectId: string,
    indexId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/knowledge/indexes/${indexId}`
    ] as const;
    }


export const getGetKnowledgeIndexQueryOptions = <TData = Awaited<ReturnType<typeof getKnowledgeIndex>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    indexId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKnowledgeIndex>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetKnowledgeIndexQueryKey(projectId,indexId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getKnowledgeIndex>>> = ({ signal }) => getKnowledgeIndex(projectId,indexId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && indexId !== null && indexId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getKnowledgeIndex>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetKnowledgeIndexQueryResult = NonNullable<Awaited<ReturnType<typeof getKnowledgeIndex>>>
export type GetKnowledgeIndexQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetKnowledgeIndex<TData = Awaited<ReturnType<typeof getKnowledgeIndex>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    indexId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKnowledgeIndex>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getKnowledgeIndex>>,
          TError,
          Awaited<ReturnType<typeof getKnowledgeIndex>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetKnowledgeIndex<TData = Awaited<ReturnType<typeof getKnowledgeIndex>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    indexId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKnowledgeIndex>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getKnowledgeIndex>>,
          TError,
          Awaited<ReturnType<typeof getKnowledgeIndex>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetKnowledgeIndex<TData = Awaited<ReturnType<typeof getKnowledgeIndex>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    indexId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKnowledgeIndex>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One knowledge index
 */

export function useGetKnowledgeIndex<TData = Awaited<ReturnType<typeof getKnowledgeIndex>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    indexId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKnowledgeIndex>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetKnowledgeIndexQueryOptions(projectId,indexId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Changes the given fields and starts a new build. An index that is pending or in progress cannot be edited: 409 'Cannot edit the index because its status is processing', and nothing changes.
 * @summary Change a knowledge index and rebuild it
 */
export const updateKnowledgeIndex = (
    projectId: string,
    indexId: string,
    knowledgeIndexUpdate: BodyType<KnowledgeIndexUpdate>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<KnowledgeIndex>(
      {url: `/studio/v1/projects/${projectId}/knowledge/indexes/${indexId}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', },
      data: knowledgeIndexUpdate, signal
    },
      options);
    }




export const getUpdateKnowledgeIndexMutationKey = () => ['updateKnowledgeIndex'] as const;

export const getUpdateKnowledgeIndexMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateKnowledgeIndex>>, TError,UpdateKnowledgeIndexMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof updateKnowledgeIndex>>, TError,UpdateKnowledgeIndexMutationVariables, TContext> => {

const mutationKey = getUpdateKnowledgeIndexMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateKnowledgeIndex>>, UpdateKnowledgeIndexMutationVariables> = (props) => {
          const {projectId,indexId,data} = props ?? {};

          return  updateKnowledgeIndex(projectId,indexId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateKnowledgeIndexMutationResult = NonNullable<Awaited<ReturnType<typeof updateKnowledgeIndex>>>
    export type UpdateKnowledgeIndexMutationBody = BodyType<KnowledgeIndexUpdate>
    export type UpdateKnowledgeIndexMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type UpdateKnowledgeIndexMutationVariables = {projectId: string;indexId: string;data: BodyType<KnowledgeIndexUpdate>}

    /**
 * @summary Change a knowledge index and rebuild it
 */
export const useUpdateKnowledgeIndex = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateKnowledgeIndex>>, TError,UpdateKnowledgeIndexMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateKnowledgeIndex>>,
        TError,
        UpdateKnowledgeIndexMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateKnowledgeIndexMutationOptions(options), queryClient);
    }
    /**
 * Deletes the index; its files stay. An index that is pending or in progress cannot be deleted: 409 'Cannot edit the index because its status is processing', and nothing changes.
 * @summary Delete a knowledge index
 */
export const deleteKnowledgeIndex = (
    projectId: string,
    indexId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<void>(
      {url: `/studio/v1/projects/${projectId}/knowledge/indexes/${indexId}`, method: 'DELETE', signal
    },
      options);
    }




export const getDeleteKnowledgeIndexMutationKey = () => ['deleteKnowledgeIndex'] as const;

export const getDeleteKnowledgeIndexMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteKnowledgeIndex>>, TError,DeleteKnowledgeIndexMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteKnowledgeIndex>>, TError,DeleteKnowledgeIndexMutationVariables, TContext> => {

const mutationKey = getDeleteKnowledgeIndexMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteKnowledgeIndex>>, DeleteKnowledgeIndexMutationVariables> = (props) => {
          const {projectId,indexId} = props ?? {};

          return  deleteKnowledgeIndex(projectId,indexId,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteKnowledgeIndexMutationResult = NonNullable<Awaited<ReturnType<typeof deleteKnowledgeIndex>>>

    export type DeleteKnowledgeIndexMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type DeleteKnowledgeIndexMutationVariables = {projectId: string;indexId: string}

    /**
 * @summary Delete a knowledge index
 */
export const useDeleteKnowledgeIndex = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteKnowledgeIndex>>, TError,DeleteKnowledgeIndexMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteKnowledgeIndex>>,
        TError,
        DeleteKnowledgeIndexMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteKnowledgeIndexMutationOptions(options), queryClient);
    }
    /**
 * Starts a new build with the index's current settings (e.g. after a failure). With `fileIds`, only those files are processed again (retry the files that failed; the others keep their chunks and embeddings). Refused like an edit while the index is pending or in progress (409 'Cannot edit the index because its status is processing'); `fileIds` naming a file the index is not built from answers 400.
 * @summary Build a knowledge index again
 */
export const rebuildKnowledgeIndex = (
    projectId: string,
    indexId: string,
    knowledgeIndexRebuild?: BodyType<KnowledgeIndexRebuild>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<KnowledgeIndex>(
      {url: `/studio/v1/projects/${projectId}/knowledge/indexes/${indexId}/rebuild`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: knowledgeIndexRebuild, signal
    },
      options);
    }




export const getRebuildKnowledgeIndexMutationKey = () => ['rebuildKnowledgeIndex'] as const;

export const getRebuildKnowledgeIndexMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof rebuildKnowledgeIndex>>, TError,RebuildKnowledgeIndexMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof rebuildKnowledgeIndex>>, TError,RebuildKnowledgeIndexMutationVariables, TContext> => {

const mutationKey = getRebuildKnowledgeIndexMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof rebuildKnowledgeIndex>>, RebuildKnowledgeIndexMutationVariables> = (props) => {
          const {projectId,indexId,data} = props ?? {};

          return  rebuildKnowledgeIndex(projectId,indexId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type RebuildKnowledgeIndexMutationResult = NonNullable<Awaited<ReturnType<typeof rebuildKnowledgeIndex>>>
    export type RebuildKnowledgeIndexMutationBody = BodyType<KnowledgeIndexRebuild> | undefined
    export type RebuildKnowledgeIndexMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type RebuildKnowledgeIndexMutationVariables = {projectId: string;indexId: string;data?: BodyType<KnowledgeIndexRebuild>}

    /**
 * @summary Build a knowledge index again
 */
export const useRebuildKnowledgeIndex = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof rebuildKnowledgeIndex>>, TError,RebuildKnowledgeIndexMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof rebuildKnowledgeIndex>>,
        TError,
        RebuildKnowledgeIndexMutationVariables,
        TContext
      > => {
      return useMutation(getRebuildKnowledgeIndexMutationOptions(options), queryClient);
    }
