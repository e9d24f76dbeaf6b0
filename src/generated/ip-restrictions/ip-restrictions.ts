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
  IpForbiddenResponse,
  IpRestrictionCheck,
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
 * Made only after user info has loaded. valid=false or a 403 shows the IP-restriction screen.
 * @summary Whether the caller's IP address may use the studio
 */
export const checkIpRestriction = (

 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<IpRestrictionCheck>(
      {url: `/ip-restriction`, method: 'GET', signal
    },
      options);
    }




export const getCheckIpRestrictionQueryKey = () => {
    return [
    `/ip-restriction`
    ] as const;
    }


export const getCheckIpRestrictionQueryOptions = <TData = Awaited<ReturnType<typeof checkIpRestriction>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | IpForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof checkIpRestriction>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCheckIpRestrictionQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof checkIpRestriction>>> = ({ signal }) => checkIpRestriction(requestOptions, signal);





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof checkIpRestriction>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CheckIpRestrictionQueryResult = NonNullable<Awaited<ReturnType<typeof checkIpRestriction>>>
export type CheckIpRestrictionQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | IpForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useCheckIpRestriction<TData = Awaited<ReturnType<typeof checkIpRestriction>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | IpForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof checkIpRestriction>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof checkIpRestriction>>,
          TError,
          Awaited<ReturnType<typeof checkIpRestriction>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCheckIpRestriction<TData = Awaited<ReturnType<typeof checkIpRestriction>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | IpForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof checkIpRestriction>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof checkIpRestriction>>,
          TError,
          Awaited<ReturnType<typeof checkIpRestriction>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCheckIpRestriction<TData = Awaited<ReturnType<typeof checkIpRestriction>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | IpForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof checkIpRestriction>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Whether the caller's IP address may use the studio
 */

export function useCheckIpRestriction<TData = Awaited<ReturnType<typeof checkIpRestriction>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | IpForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof checkIpRestriction>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCheckIpRestrictionQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






