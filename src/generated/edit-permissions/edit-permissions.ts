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
  EditPermission,
  EditPermissionConflict,
  ForbiddenResponse,
  InternalErrorResponse,
  NotFoundResponse,
  UnauthorizedResponse
} from '../model';

import { httpClient } from '../../api/http-client';
import type { ErrorType } from '../../api/http-client';


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
 * The current holder and since when, or no holder. The studio says 'Failed to get edit permissions' when this fails.
 * @summary Who holds a workflow's edit permission
 */
export const getEditPermission = (
    projectId: string,
    workflowId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<EditPermission>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/edit-permission`, method: 'GET', signal
    },
      options);
    }




export const getGetEditPermissionQueryKey = (projectId: string,
    workflowId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/workflows/${workflowId}/edit-permission`
    ] as const;
    }


export const getGetEditPermissionQueryOptions = <TData = Awaited<ReturnType<typeof getEditPermission>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getEditPermission>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetEditPermissionQueryKey(projectId,workflowId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getEditPermission>>> = ({ signal }) => getEditPermission(projectId,workflowId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getEditPermission>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetEditPermissionQueryResult = NonNullable<Awaited<ReturnType<typeof getEditPermission>>>
export type GetEditPermissionQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>


export function useGetEditPermission<TData = Awaited<ReturnType<typeof getEditPermission>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getEditPermission>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getEditPermission>>,
          TError,
          Awaited<ReturnType<typeof getEditPermission>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetEditPermission<TData = Awaited<ReturnType<typeof getEditPermission>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getEditPermission>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getEditPermission>>,
          TError,
          Awaited<ReturnType<typeof getEditPermission>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetEditPermission<TData = Awaited<ReturnType<typeof getEditPermission>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getEditPermission>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Who holds a workflow's edit permission
 */

export function useGetEditPermission<TData = Awaited<ReturnType<typeof getEditPermission>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getEditPermission>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetEditPermissionQueryOptions(projectId,workflowId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Grants the caller the edit permission when nobody holds it (or the caller already does). While someone else holds it, answers 409 naming the holder.
 * @summary Request the edit permission
 */
export const requestEditPermission = (
    projectId: string,
    workflowId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<EditPermission>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/edit-permission`, method: 'POST', signal
    },
      options);
    }




export const getRequestEditPermissionQueryKey = (projectId: string,
    workflowId: string,) => {
    return [
    'POST', `/studio/v1/projects/${projectId}/workflows/${workflowId}/edit-permission`
    ] as const;
    }


export const getRequestEditPermissionQueryOptions = <TData = Awaited<ReturnType<typeof requestEditPermission>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EditPermissionConflict | InternalErrorResponse>>(projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof requestEditPermission>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getRequestEditPermissionQueryKey(projectId,workflowId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof requestEditPermission>>> = ({ signal }) => requestEditPermission(projectId,workflowId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof requestEditPermission>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type RequestEditPermissionQueryResult = NonNullable<Awaited<ReturnType<typeof requestEditPermission>>>
export type RequestEditPermissionQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EditPermissionConflict | InternalErrorResponse>


export function useRequestEditPermission<TData = Awaited<ReturnType<typeof requestEditPermission>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EditPermissionConflict | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof requestEditPermission>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof requestEditPermission>>,
          TError,
          Awaited<ReturnType<typeof requestEditPermission>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useRequestEditPermission<TData = Awaited<ReturnType<typeof requestEditPermission>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EditPermissionConflict | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof requestEditPermission>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof requestEditPermission>>,
          TError,
          Awaited<ReturnType<typeof requestEditPermission>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useRequestEditPermission<TData = Awaited<ReturnType<typeof requestEditPermission>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EditPermissionConflict | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof requestEditPermission>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Request the edit permission
 */

export function useRequestEditPermission<TData = Awaited<ReturnType<typeof requestEditPermission>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EditPermissionConflict | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof requestEditPermission>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getRequestEditPermissionQueryOptions(projectId,workflowId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Gives up the caller's edit permission; nothing happens when nobody holds it. Someone else's permission cannot be released (409 naming the holder).
 * @summary Release the edit permission
 */
export const releaseEditPermission = (
    projectId: string,
    workflowId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<void>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/edit-permission`, method: 'DELETE', signal
    },
      options);
    }




export const getReleaseEditPermissionQueryKey = (projectId: string,
    workflowId: string,) => {
    return [
    'DELETE', `/studio/v1/projects/${projectId}/workflows/${workflowId}/edit-permission`
    ] as const;
    }


export const getReleaseEditPermissionQueryOptions = <TData = Awaited<ReturnType<typeof releaseEditPermission>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EditPermissionConflict | InternalErrorResponse>>(projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof releaseEditPermission>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getReleaseEditPermissionQueryKey(projectId,workflowId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof releaseEditPermission>>> = ({ signal }) => releaseEditPermission(projectId,workflowId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof releaseEditPermission>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ReleaseEditPermissionQueryResult = NonNullable<Awaited<ReturnType<typeof releaseEditPermission>>>
export type ReleaseEditPermissionQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EditPermissionConflict | InternalErrorResponse>


export function useReleaseEditPermission<TData = Awaited<ReturnType<typeof releaseEditPermission>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EditPermissionConflict | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof releaseEditPermission>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof releaseEditPermission>>,
          TError,
          Awaited<ReturnType<typeof releaseEditPermission>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useReleaseEditPermission<TData = Awaited<ReturnType<typeof releaseEditPermission>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EditPermissionConflict | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof releaseEditPermission>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof releaseEditPermission>>,
          TError,
          Awaited<ReturnType<typeof releaseEditPermission>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useReleaseEditPermission<TData = Awaited<ReturnType<typeof releaseEditPermission>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EditPermissionConflict | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof releaseEditPermission>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Release the edit permission
 */

export function useReleaseEditPermission<TData = Awaited<ReturnType<typeof releaseEditPermission>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EditPermissionConflict | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof releaseEditPermission>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getReleaseEditPermissionQueryOptions(projectId,workflowId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






