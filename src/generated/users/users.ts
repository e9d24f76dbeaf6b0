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
  InternalErrorResponse,
  NotFoundResponse,
  OidcUserInfo,
  UnauthorizedResponse,
  ZitadelGetMyUserResponse,
  ZitadelTooManyRequestsResponse
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
 * ZITADEL AuthService.GetMyUser.
 * @summary The signed-in user
 */
export const getMyUser = (

 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<ZitadelGetMyUserResponse>(
      {url: `/auth/v1/users/me`, method: 'GET', signal
    },
      options);
    }




export const getGetMyUserQueryKey = () => {
    return [
    `/auth/v1/users/me`
    ] as const;
    }


export const getGetMyUserQueryOptions = <TData = Awaited<ReturnType<typeof getMyUser>>, TError = ErrorType<UnauthorizedResponse | NotFoundResponse | ZitadelTooManyRequestsResponse | InternalErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyUser>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetMyUserQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getMyUser>>> = ({ signal }) => getMyUser(requestOptions, signal);





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getMyUser>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetMyUserQueryResult = NonNullable<Awaited<ReturnType<typeof getMyUser>>>
export type GetMyUserQueryError = ErrorType<UnauthorizedResponse | NotFoundResponse | ZitadelTooManyRequestsResponse | InternalErrorResponse>


export function useGetMyUser<TData = Awaited<ReturnType<typeof getMyUser>>, TError = ErrorType<UnauthorizedResponse | NotFoundResponse | ZitadelTooManyRequestsResponse | InternalErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyUser>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMyUser>>,
          TError,
          Awaited<ReturnType<typeof getMyUser>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMyUser<TData = Awaited<ReturnType<typeof getMyUser>>, TError = ErrorType<UnauthorizedResponse | NotFoundResponse | ZitadelTooManyRequestsResponse | InternalErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyUser>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getMyUser>>,
          TError,
          Awaited<ReturnType<typeof getMyUser>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetMyUser<TData = Awaited<ReturnType<typeof getMyUser>>, TError = ErrorType<UnauthorizedResponse | NotFoundResponse | ZitadelTooManyRequestsResponse | InternalErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyUser>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The signed-in user
 */

export function useGetMyUser<TData = Awaited<ReturnType<typeof getMyUser>>, TError = ErrorType<UnauthorizedResponse | NotFoundResponse | ZitadelTooManyRequestsResponse | InternalErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getMyUser>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetMyUserQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * The OIDC userinfo endpoint of the identity provider. The studio reads the project-specific roles claim (role keys whose value contains the active organization id) and the locale. A 401 signs the user out.
 * @summary OIDC user info with the project roles claim
 */
export const getUserInfo = (

 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<OidcUserInfo>(
      {url: `/oidc/v1/userinfo`, method: 'GET', signal
    },
      options);
    }




export const getGetUserInfoQueryKey = () => {
    return [
    `/oidc/v1/userinfo`
    ] as const;
    }


export const getGetUserInfoQueryOptions = <TData = Awaited<ReturnType<typeof getUserInfo>>, TError = ErrorType<UnauthorizedResponse | ZitadelTooManyRequestsResponse | InternalErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUserInfo>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetUserInfoQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getUserInfo>>> = ({ signal }) => getUserInfo(requestOptions, signal);





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getUserInfo>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetUserInfoQueryResult = NonNullable<Awaited<ReturnType<typeof getUserInfo>>>
export type GetUserInfoQueryError = ErrorType<UnauthorizedResponse | ZitadelTooManyRequestsResponse | InternalErrorResponse>


export function useGetUserInfo<TData = Awaited<ReturnType<typeof getUserInfo>>, TError = ErrorType<UnauthorizedResponse | ZitadelTooManyRequestsResponse | InternalErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUserInfo>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getUserInfo>>,
          TError,
          Awaited<ReturnType<typeof getUserInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetUserInfo<TData = Awaited<ReturnType<typeof getUserInfo>>, TError = ErrorType<UnauthorizedResponse | ZitadelTooManyRequestsResponse | InternalErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUserInfo>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getUserInfo>>,
          TError,
          Awaited<ReturnType<typeof getUserInfo>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetUserInfo<TData = Awaited<ReturnType<typeof getUserInfo>>, TError = ErrorType<UnauthorizedResponse | ZitadelTooManyRequestsResponse | InternalErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUserInfo>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary OIDC user info with the project roles claim
 */

export function useGetUserInfo<TData = Awaited<ReturnType<typeof getUserInfo>>, TError = ErrorType<UnauthorizedResponse | ZitadelTooManyRequestsResponse | InternalErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getUserInfo>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetUserInfoQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






