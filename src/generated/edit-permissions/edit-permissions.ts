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
  EditPermission,
  EditPermissionConflict,
  ForbiddenResponse,
  InternalErrorResponse,
  NotFoundResponse,
  TooManyRequestsResponse,
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


export const getGetEditPermissionQueryOptions = <TData = Awaited<ReturnType<typeof getEditPermission>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getEditPermission>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetEditPermissionQueryKey(projectId,workflowId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getEditPermission>>> = ({ signal }) => getEditPermission(projectId,workflowId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getEditPermission>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetEditPermissionQueryResult = NonNullable<Awaited<ReturnType<typeof getEditPermission>>>
export type GetEditPermissionQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetEditPermission<TData = Awaited<ReturnType<typeof getEditPermission>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
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
export function useGetEditPermission<TData = Awaited<ReturnType<typeof getEditPermission>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
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
export function useGetEditPermission<TData = Awaited<ReturnType<typeof getEditPermission>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getEditPermission>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Who holds a workflow's edit permission
 */

export function useGetEditPermission<TData = Awaited<ReturnType<typeof getEditPermission>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
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




export const getRequestEditPermissionMutationKey = () => ['requestEditPermission'] as const;

export const getRequestEditPermissionMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EditPermissionConflict | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof requestEditPermission>>, TError,RequestEditPermissionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof requestEditPermission>>, TError,RequestEditPermissionMutationVariables, TContext> => {

const mutationKey = getRequestEditPermissionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof requestEditPermission>>, RequestEditPermissionMutationVariables> = (props) => {
          const {projectId,workflowId} = props ?? {};

          return  requestEditPermission(projectId,workflowId,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type RequestEditPermissionMutationResult = NonNullable<Awaited<ReturnType<typeof requestEditPermission>>>

    export type RequestEditPermissionMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EditPermissionConflict | TooManyRequestsResponse | InternalErrorResponse>
    export type RequestEditPermissionMutationVariables = {projectId: string;workflowId: string}

    /**
 * @summary Request the edit permission
 */
export const useRequestEditPermission = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EditPermissionConflict | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof requestEditPermission>>, TError,RequestEditPermissionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof requestEditPermission>>,
        TError,
        RequestEditPermissionMutationVariables,
        TContext
      > => {
      return useMutation(getRequestEditPermissionMutationOptions(options), queryClient);
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




export const getReleaseEditPermissionMutationKey = () => ['releaseEditPermission'] as const;

export const getReleaseEditPermissionMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EditPermissionConflict | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof releaseEditPermission>>, TError,ReleaseEditPermissionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof releaseEditPermission>>, TError,ReleaseEditPermissionMutationVariables, TContext> => {

const mutationKey = getReleaseEditPermissionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof releaseEditPermission>>, ReleaseEditPermissionMutationVariables> = (props) => {
          const {projectId,workflowId} = props ?? {};

          return  releaseEditPermission(projectId,workflowId,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ReleaseEditPermissionMutationResult = NonNullable<Awaited<ReturnType<typeof releaseEditPermission>>>

    export type ReleaseEditPermissionMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EditPermissionConflict | TooManyRequestsResponse | InternalErrorResponse>
    export type ReleaseEditPermissionMutationVariables = {projectId: string;workflowId: string}

    /**
 * @summary Release the edit permission
 */
export const useReleaseEditPermission = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | EditPermissionConflict | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof releaseEditPermission>>, TError,ReleaseEditPermissionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof releaseEditPermission>>,
        TError,
        ReleaseEditPermissionMutationVariables,
        TContext
      > => {
      return useMutation(getReleaseEditPermissionMutationOptions(options), queryClient);
    }
