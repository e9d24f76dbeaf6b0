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
  KnowledgeIndex,
  KnowledgeIndexCreate,
  KnowledgeIndexList,
  KnowledgeIndexUpdate,
  ListKnowledgeIndexesParams,
  NotFoundResponse,
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


export const getListKnowledgeIndexesQueryOptions = <TData = Awaited<ReturnType<typeof listKnowledgeIndexes>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(projectId: string,
    params?: ListKnowledgeIndexesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listKnowledgeIndexes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListKnowledgeIndexesQueryKey(projectId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listKnowledgeIndexes>>> = ({ signal }) => listKnowledgeIndexes(projectId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listKnowledgeIndexes>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListKnowledgeIndexesQueryResult = NonNullable<Awaited<ReturnType<typeof listKnowledgeIndexes>>>
export type ListKnowledgeIndexesQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>


export function useListKnowledgeIndexes<TData = Awaited<ReturnType<typeof listKnowledgeIndexes>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
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
export function useListKnowledgeIndexes<TData = Awaited<ReturnType<typeof listKnowledgeIndexes>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
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
export function useListKnowledgeIndexes<TData = Awaited<ReturnType<typeof listKnowledgeIndexes>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListKnowledgeIndexesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listKnowledgeIndexes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the project's knowledge indexes
 */

export function useListKnowledgeIndexes<TData = Awaited<ReturnType<typeof listKnowledgeIndexes>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
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




export const getCreateKnowledgeIndexQueryKey = (projectId: string,
    knowledgeIndexCreate?: BodyType<KnowledgeIndexCreate>,) => {
    return [
    'POST', `/studio/v1/projects/${projectId}/knowledge/indexes`, knowledgeIndexCreate
    ] as const;
    }


export const getCreateKnowledgeIndexQueryOptions = <TData = Awaited<ReturnType<typeof createKnowledgeIndex>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(projectId: string,
    knowledgeIndexCreate: BodyType<KnowledgeIndexCreate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof createKnowledgeIndex>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCreateKnowledgeIndexQueryKey(projectId,knowledgeIndexCreate);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof createKnowledgeIndex>>> = ({ signal }) => createKnowledgeIndex(projectId,knowledgeIndexCreate, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof createKnowledgeIndex>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CreateKnowledgeIndexQueryResult = NonNullable<Awaited<ReturnType<typeof createKnowledgeIndex>>>
export type CreateKnowledgeIndexQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>


export function useCreateKnowledgeIndex<TData = Awaited<ReturnType<typeof createKnowledgeIndex>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    knowledgeIndexCreate: BodyType<KnowledgeIndexCreate>, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof createKnowledgeIndex>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof createKnowledgeIndex>>,
          TError,
          Awaited<ReturnType<typeof createKnowledgeIndex>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCreateKnowledgeIndex<TData = Awaited<ReturnType<typeof createKnowledgeIndex>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    knowledgeIndexCreate: BodyType<KnowledgeIndexCreate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof createKnowledgeIndex>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof createKnowledgeIndex>>,
          TError,
          Awaited<ReturnType<typeof createKnowledgeIndex>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCreateKnowledgeIndex<TData = Awaited<ReturnType<typeof createKnowledgeIndex>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    knowledgeIndexCreate: BodyType<KnowledgeIndexCreate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof createKnowledgeIndex>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Create a knowledge index and start its build
 */

export function useCreateKnowledgeIndex<TData = Awaited<ReturnType<typeof createKnowledgeIndex>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    knowledgeIndexCreate: BodyType<KnowledgeIndexCreate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof createKnowledgeIndex>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCreateKnowledgeIndexQueryOptions(projectId,knowledgeIndexCreate,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
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


export const getGetKnowledgeIndexQueryOptions = <TData = Awaited<ReturnType<typeof getKnowledgeIndex>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(projectId: string,
    indexId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKnowledgeIndex>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetKnowledgeIndexQueryKey(projectId,indexId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getKnowledgeIndex>>> = ({ signal }) => getKnowledgeIndex(projectId,indexId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && indexId !== null && indexId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getKnowledgeIndex>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetKnowledgeIndexQueryResult = NonNullable<Awaited<ReturnType<typeof getKnowledgeIndex>>>
export type GetKnowledgeIndexQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>


export function useGetKnowledgeIndex<TData = Awaited<ReturnType<typeof getKnowledgeIndex>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
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
export function useGetKnowledgeIndex<TData = Awaited<ReturnType<typeof getKnowledgeIndex>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
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
export function useGetKnowledgeIndex<TData = Awaited<ReturnType<typeof getKnowledgeIndex>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    indexId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKnowledgeIndex>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One knowledge index
 */

export function useGetKnowledgeIndex<TData = Awaited<ReturnType<typeof getKnowledgeIndex>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
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




export const getUpdateKnowledgeIndexQueryKey = (projectId: string,
    indexId: string,
    knowledgeIndexUpdate?: BodyType<KnowledgeIndexUpdate>,) => {
    return [
    'PATCH', `/studio/v1/projects/${projectId}/knowledge/indexes/${indexId}`, knowledgeIndexUpdate
    ] as const;
    }


export const getUpdateKnowledgeIndexQueryOptions = <TData = Awaited<ReturnType<typeof updateKnowledgeIndex>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(projectId: string,
    indexId: string,
    knowledgeIndexUpdate: BodyType<KnowledgeIndexUpdate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateKnowledgeIndex>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getUpdateKnowledgeIndexQueryKey(projectId,indexId,knowledgeIndexUpdate);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof updateKnowledgeIndex>>> = ({ signal }) => updateKnowledgeIndex(projectId,indexId,knowledgeIndexUpdate, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && indexId !== null && indexId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof updateKnowledgeIndex>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type UpdateKnowledgeIndexQueryResult = NonNullable<Awaited<ReturnType<typeof updateKnowledgeIndex>>>
export type UpdateKnowledgeIndexQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>


export function useUpdateKnowledgeIndex<TData = Awaited<ReturnType<typeof updateKnowledgeIndex>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(
 projectId: string,
    indexId: string,
    knowledgeIndexUpdate: BodyType<KnowledgeIndexUpdate>, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateKnowledgeIndex>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof updateKnowledgeIndex>>,
          TError,
          Awaited<ReturnType<typeof updateKnowledgeIndex>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useUpdateKnowledgeIndex<TData = Awaited<ReturnType<typeof updateKnowledgeIndex>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(
 projectId: string,
    indexId: string,
    knowledgeIndexUpdate: BodyType<KnowledgeIndexUpdate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateKnowledgeIndex>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof updateKnowledgeIndex>>,
          TError,
          Awaited<ReturnType<typeof updateKnowledgeIndex>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useUpdateKnowledgeIndex<TData = Awaited<ReturnType<typeof updateKnowledgeIndex>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(
 projectId: string,
    indexId: string,
    knowledgeIndexUpdate: BodyType<KnowledgeIndexUpdate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateKnowledgeIndex>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Change a knowledge index and rebuild it
 */

export function useUpdateKnowledgeIndex<TData = Awaited<ReturnType<typeof updateKnowledgeIndex>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(
 projectId: string,
    indexId: string,
    knowledgeIndexUpdate: BodyType<KnowledgeIndexUpdate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateKnowledgeIndex>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getUpdateKnowledgeIndexQueryOptions(projectId,indexId,knowledgeIndexUpdate,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Deletes the index (in any status; a running build is abandoned). Its files stay.
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




export const getDeleteKnowledgeIndexQueryKey = (projectId: string,
    indexId: string,) => {
    return [
    'DELETE', `/studio/v1/projects/${projectId}/knowledge/indexes/${indexId}`
    ] as const;
    }


export const getDeleteKnowledgeIndexQueryOptions = <TData = Awaited<ReturnType<typeof deleteKnowledgeIndex>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(projectId: string,
    indexId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteKnowledgeIndex>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDeleteKnowledgeIndexQueryKey(projectId,indexId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof deleteKnowledgeIndex>>> = ({ signal }) => deleteKnowledgeIndex(projectId,indexId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && indexId !== null && indexId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof deleteKnowledgeIndex>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DeleteKnowledgeIndexQueryResult = NonNullable<Awaited<ReturnType<typeof deleteKnowledgeIndex>>>
export type DeleteKnowledgeIndexQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>


export function useDeleteKnowledgeIndex<TData = Awaited<ReturnType<typeof deleteKnowledgeIndex>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    indexId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteKnowledgeIndex>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof deleteKnowledgeIndex>>,
          TError,
          Awaited<ReturnType<typeof deleteKnowledgeIndex>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDeleteKnowledgeIndex<TData = Awaited<ReturnType<typeof deleteKnowledgeIndex>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    indexId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteKnowledgeIndex>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof deleteKnowledgeIndex>>,
          TError,
          Awaited<ReturnType<typeof deleteKnowledgeIndex>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDeleteKnowledgeIndex<TData = Awaited<ReturnType<typeof deleteKnowledgeIndex>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    indexId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteKnowledgeIndex>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Delete a knowledge index
 */

export function useDeleteKnowledgeIndex<TData = Awaited<ReturnType<typeof deleteKnowledgeIndex>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    indexId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteKnowledgeIndex>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDeleteKnowledgeIndexQueryOptions(projectId,indexId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Starts a new build with the index's current settings (e.g. after a failure). Refused like an edit while the index is pending or in progress (409 'Cannot edit the index because its status is processing').
 * @summary Build a knowledge index again
 */
export const rebuildKnowledgeIndex = (
    projectId: string,
    indexId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<KnowledgeIndex>(
      {url: `/studio/v1/projects/${projectId}/knowledge/indexes/${indexId}/rebuild`, method: 'POST', signal
    },
      options);
    }




export const getRebuildKnowledgeIndexQueryKey = (projectId: string,
    indexId: string,) => {
    return [
    'POST', `/studio/v1/projects/${projectId}/knowledge/indexes/${indexId}/rebuild`
    ] as const;
    }


export const getRebuildKnowledgeIndexQueryOptions = <TData = Awaited<ReturnType<typeof rebuildKnowledgeIndex>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(projectId: string,
    indexId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof rebuildKnowledgeIndex>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getRebuildKnowledgeIndexQueryKey(projectId,indexId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof rebuildKnowledgeIndex>>> = ({ signal }) => rebuildKnowledgeIndex(projectId,indexId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && indexId !== null && indexId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof rebuildKnowledgeIndex>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type RebuildKnowledgeIndexQueryResult = NonNullable<Awaited<ReturnType<typeof rebuildKnowledgeIndex>>>
export type RebuildKnowledgeIndexQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>


export function useRebuildKnowledgeIndex<TData = Awaited<ReturnType<typeof rebuildKnowledgeIndex>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(
 projectId: string,
    indexId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof rebuildKnowledgeIndex>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof rebuildKnowledgeIndex>>,
          TError,
          Awaited<ReturnType<typeof rebuildKnowledgeIndex>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useRebuildKnowledgeIndex<TData = Awaited<ReturnType<typeof rebuildKnowledgeIndex>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(
 projectId: string,
    indexId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof rebuildKnowledgeIndex>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof rebuildKnowledgeIndex>>,
          TError,
          Awaited<ReturnType<typeof rebuildKnowledgeIndex>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useRebuildKnowledgeIndex<TData = Awaited<ReturnType<typeof rebuildKnowledgeIndex>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(
 projectId: string,
    indexId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof rebuildKnowledgeIndex>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Build a knowledge index again
 */

export function useRebuildKnowledgeIndex<TData = Awaited<ReturnType<typeof rebuildKnowledgeIndex>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | InternalErrorResponse>>(
 projectId: string,
    indexId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof rebuildKnowledgeIndex>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getRebuildKnowledgeIndexQueryOptions(projectId,indexId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






