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
  InternalErrorResponse,
  UnauthorizedResponse,
  ZitadelListMyProjectOrgsRequest,
  ZitadelListMyProjectOrgsResponse,
  ZitadelTooManyRequestsResponse
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
 * ZITADEL AuthService.ListMyProjectOrgs: the organizations where the signed-in user has any authorization in the calling project. The studio sends one state query (ORG_STATE_ACTIVE by default) and uses the answer whole.
 * @summary List the organizations of the signed-in user in this project
 */
export const listMyProjectOrgs = (
    zitadelListMyProjectOrgsRequest: BodyType<ZitadelListMyProjectOrgsRequest>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<ZitadelListMyProjectOrgsResponse>(
      {url: `/auth/v1/global/projectorgs/_search`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: zitadelListMyProjectOrgsRequest, signal
    },
      options);
    }




export const getListMyProjectOrgsQueryKey = (zitadelListMyProjectOrgsRequest?: BodyType<ZitadelListMyProjectOrgsRequest>,) => {
    return [
    'POST', `/auth/v1/global/projectorgs/_search`, zitadelListMyProjectOrgsRequest
    ] as const;
    }


export const getListMyProjectOrgsQueryOptions = <TData = Awaited<ReturnType<typeof listMyProjectOrgs>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ZitadelTooManyRequestsResponse | InternalErrorResponse>>(zitadelListMyProjectOrgsRequest: BodyType<ZitadelListMyProjectOrgsRequest>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMyProjectOrgs>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListMyProjectOrgsQueryKey(zitadelListMyProjectOrgsRequest);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listMyProjectOrgs>>> = ({ signal }) => listMyProjectOrgs(zitadelListMyProjectOrgsRequest, requestOptions, signal);





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listMyProjectOrgs>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListMyProjectOrgsQueryResult = NonNullable<Awaited<ReturnType<typeof listMyProjectOrgs>>>
export type ListMyProjectOrgsQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ZitadelTooManyRequestsResponse | InternalErrorResponse>


export function useListMyProjectOrgs<TData = Awaited<ReturnType<typeof listMyProjectOrgs>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ZitadelTooManyRequestsResponse | InternalErrorResponse>>(
 zitadelListMyProjectOrgsRequest: BodyType<ZitadelListMyProjectOrgsRequest>, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMyProjectOrgs>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMyProjectOrgs>>,
          TError,
          Awaited<ReturnType<typeof listMyProjectOrgs>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMyProjectOrgs<TData = Awaited<ReturnType<typeof listMyProjectOrgs>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ZitadelTooManyRequestsResponse | InternalErrorResponse>>(
 zitadelListMyProjectOrgsRequest: BodyType<ZitadelListMyProjectOrgsRequest>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMyProjectOrgs>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listMyProjectOrgs>>,
          TError,
          Awaited<ReturnType<typeof listMyProjectOrgs>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListMyProjectOrgs<TData = Awaited<ReturnType<typeof listMyProjectOrgs>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ZitadelTooManyRequestsResponse | InternalErrorResponse>>(
 zitadelListMyProjectOrgsRequest: BodyType<ZitadelListMyProjectOrgsRequest>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMyProjectOrgs>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the organizations of the signed-in user in this project
 */

export function useListMyProjectOrgs<TData = Awaited<ReturnType<typeof listMyProjectOrgs>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ZitadelTooManyRequestsResponse | InternalErrorResponse>>(
 zitadelListMyProjectOrgsRequest: BodyType<ZitadelListMyProjectOrgsRequest>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listMyProjectOrgs>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListMyProjectOrgsQueryOptions(zitadelListMyProjectOrgsRequest,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






