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
  AdminForbiddenResponse,
  BadRequestResponse,
  ConflictResponse,
  ForbiddenResponse,
  InternalErrorResponse,
  ListSharedCustomNodesParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
  SharedCustomNode,
  SharedCustomNodeDetail,
  SharedCustomNodeInputParameters,
  SharedCustomNodeList,
  SharedCustomNodePublish,
  SharedCustomNodeUsage,
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
 * One page of the active organization's shared custom nodes, newest first, filtered by name.
 * @summary List the organization's shared custom nodes
 */
export const listSharedCustomNodes = (
    params?: ListSharedCustomNodesParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<SharedCustomNodeList>(
      {url: `/studio/v1/shared-custom-nodes`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListSharedCustomNodesQueryKey = (params?: ListSharedCustomNodesParams,) => {
    return [
    `/studio/v1/shared-custom-nodes`, ...(params ? [params] : [])
    ] as const;
    }


export const getListSharedCustomNodesQueryOptions = <TData = Awaited<ReturnType<typeof listSharedCustomNodes>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>>(params?: ListSharedCustomNodesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSharedCustomNodes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListSharedCustomNodesQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listSharedCustomNodes>>> = ({ signal }) => listSharedCustomNodes(params, requestOptions, signal);





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listSharedCustomNodes>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListSharedCustomNodesQueryResult = NonNullable<Awaited<ReturnType<typeof listSharedCustomNodes>>>
export type ListSharedCustomNodesQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useListSharedCustomNodes<TData = Awaited<ReturnType<typeof listSharedCustomNodes>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 params: undefined |  ListSharedCustomNodesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSharedCustomNodes>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSharedCustomNodes>>,
          TError,
          Awaited<ReturnType<typeof listSharedCustomNodes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSharedCustomNodes<TData = Awaited<ReturnType<typeof listSharedCustomNodes>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 params?: ListSharedCustomNodesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSharedCustomNodes>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listSharedCustomNodes>>,
          TError,
          Awaited<ReturnType<typeof listSharedCustomNodes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListSharedCustomNodes<TData = Awaited<ReturnType<typeof listSharedCustomNodes>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 params?: ListSharedCustomNodesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSharedCustomNodes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the organization's shared custom nodes
 */

export function useListSharedCustomNodes<TData = Awaited<ReturnType<typeof listSharedCustomNodes>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 params?: ListSharedCustomNodesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listSharedCustomNodes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListSharedCustomNodesQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Admin only (403 otherwise). Copies the custom node (code, parameters, output variable, authentication settings) into a shared custom node of the active organization. 409 when the custom node is already published or the name is taken by another shared custom node.
 * @summary Publish a project's custom node for the whole organization
 */
export const publishSharedCustomNode = (
    sharedCustomNodePublish: BodyType<SharedCustomNodePublish>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<SharedCustomNode>(
      {url: `/studio/v1/shared-custom-nodes`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: sharedCustomNodePublish, signal
    },
      options);
    }




export const getPublishSharedCustomNodeMutationKey = () => ['publishSharedCustomNode'] as const;

export const getPublishSharedCustomNodeMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | AdminForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof publishSharedCustomNode>>, TError,PublishSharedCustomNodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof publishSharedCustomNode>>, TError,PublishSharedCustomNodeMutationVariables, TContext> => {

const mutationKey = getPublishSharedCustomNodeMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof publishSharedCustomNode>>, PublishSharedCustomNodeMutationVariables> = (props) => {
          const {data} = props ?? {};

          return  publishSharedCustomNode(data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type PublishSharedCustomNodeMutationResult = NonNullable<Awaited<ReturnType<typeof publishSharedCustomNode>>>
    export type PublishSharedCustomNodeMutationBody = BodyType<SharedCustomNodePublish>
    export type PublishSharedCustomNodeMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | AdminForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type PublishSharedCustomNodeMutationVariables = {data: BodyType<SharedCustomNodePublish>}

    /**
 * @summary Publish a project's custom node for the whole organization
 */
export const usePublishSharedCustomNode = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | AdminForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof publishSharedCustomNode>>, TError,PublishSharedCustomNodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof publishSharedCustomNode>>,
        TError,
        PublishSharedCustomNodeMutationVariables,
        TContext
      > => {
      return useMutation(getPublishSharedCustomNodeMutationOptions(options), queryClient);
    }
    /**
 * The shared custom node with its input parameters and its (read-only) Python source.
 * @summary One shared custom node
 */
export const getSharedCustomNode = (
    sharedCustomNodeId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<SharedCustomNodeDetail>(
      {url: `/studio/v1/shared-custom-nodes/${sharedCustomNodeId}`, method: 'GET', signal
    },
      options);
    }




export const getGetSharedCustomNodeQueryKey = (sharedCustomNodeId: string,) => {
    return [
    `/studio/v1/shared-custom-nodes/${sharedCustomNodeId}`
    ] as const;
    }


export const getGetSharedCustomNodeQueryOptions = <TData = Awaited<ReturnType<typeof getSharedCustomNode>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(sharedCustomNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSharedCustomNode>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetSharedCustomNodeQueryKey(sharedCustomNodeId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getSharedCustomNode>>> = ({ signal }) => getSharedCustomNode(sharedCustomNodeId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: sharedCustomNodeId !== null && sharedCustomNodeId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getSharedCustomNode>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetSharedCustomNodeQueryResult = NonNullable<Awaited<ReturnType<typeof getSharedCustomNode>>>
export type GetSharedCustomNodeQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetSharedCustomNode<TData = Awaited<ReturnType<typeof getSharedCustomNode>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSharedCustomNode>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSharedCustomNode>>,
          TError,
          Awaited<ReturnType<typeof getSharedCustomNode>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSharedCustomNode<TData = Awaited<ReturnType<typeof getSharedCustomNode>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSharedCustomNode>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSharedCustomNode>>,
          TError,
          Awaited<ReturnType<typeof getSharedCustomNode>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSharedCustomNode<TData = Awaited<ReturnType<typeof getSharedCustomNode>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSharedCustomNode>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One shared custom node
 */

export function useGetSharedCustomNode<TData = Awaited<ReturnType<typeof getSharedCustomNode>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSharedCustomNode>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetSharedCustomNodeQueryOptions(sharedCustomNodeId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Admin only (403 otherwise). Deletes the shared custom node and its configuration files; the source custom node stays. Workflows that use it keep their node, which fails at run until replaced, and tools made from it stop working (getSharedCustomNodeUsage names them beforehand).
 * @summary Unpublish (delete) a shared custom node
 */
export const unpublishSharedCustomNode = (
    sharedCustomNodeId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<void>(
      {url: `/studio/v1/shared-custom-nodes/${sharedCustomNodeId}`, method: 'DELETE', signal
    },
      options);
    }




export const getUnpublishSharedCustomNodeMutationKey = () => ['unpublishSharedCustomNode'] as const;

export const getUnpublishSharedCustomNodeMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | AdminForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof unpublishSharedCustomNode>>, TError,UnpublishSharedCustomNodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof unpublishSharedCustomNode>>, TError,UnpublishSharedCustomNodeMutationVariables, TContext> => {

const mutationKey = getUnpublishSharedCustomNodeMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof unpublishSharedCustomNode>>, UnpublishSharedCustomNodeMutationVariables> = (props) => {
          const {sharedCustomNodeId} = props ?? {};

          return  unpublishSharedCustomNode(sharedCustomNodeId,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UnpublishSharedCustomNodeMutationResult = NonNullable<Awaited<ReturnType<typeof unpublishSharedCustomNode>>>

    export type UnpublishSharedCustomNodeMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | AdminForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type UnpublishSharedCustomNodeMutationVariables = {sharedCustomNodeId: string}

    /**
 * @summary Unpublish (delete) a shared custom node
 */
export const useUnpublishSharedCustomNode = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | AdminForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof unpublishSharedCustomNode>>, TError,UnpublishSharedCustomNodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof unpublishSharedCustomNode>>,
        TError,
        UnpublishSharedCustomNodeMutationVariables,
        TContext
      > => {
      return useMutation(getUnpublishSharedCustomNodeMutationOptions(options), queryClient);
    }
    /**
 * The workflows of every project of the organization whose graphs have the node, and the tools made from it.
 * @summary Who uses a shared custom node
 */
export const getSharedCustomNodeUsage = (
    sharedCustomNodeId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<SharedCustomNodeUsage>(
      {url: `/studio/v1/shared-custom-nodes/${sharedCustomNodeId}/usage`, method: 'GET', signal
    },
      options);
    }




export const getGetSharedCustomNodeUsageQueryKey = (sharedCustomNodeId: string,) => {
    return [
    `/studio/v1/shared-custom-nodes/${sharedCustomNodeId}/usage`
    ] as const;
    }


export const getGetSharedCustomNodeUsageQueryOptions = <TData = Awaited<ReturnType<typeof getSharedCustomNodeUsage>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(sharedCustomNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSharedCustomNodeUsage>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetSharedCustomNodeUsageQueryKey(sharedCustomNodeId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getSharedCustomNodeUsage>>> = ({ signal }) => getSharedCustomNodeUsage(sharedCustomNodeId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: sharedCustomNodeId !== null && sharedCustomNodeId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getSharedCustomNodeUsage>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetSharedCustomNodeUsageQueryResult = NonNullable<Awaited<ReturnType<typeof getSharedCustomNodeUsage>>>
export type GetSharedCustomNodeUsageQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetSharedCustomNodeUsage<TData = Awaited<ReturnType<typeof getSharedCustomNodeUsage>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSharedCustomNodeUsage>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSharedCustomNodeUsage>>,
          TError,
          Awaited<ReturnType<typeof getSharedCustomNodeUsage>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSharedCustomNodeUsage<TData = Awaited<ReturnType<typeof getSharedCustomNodeUsage>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSharedCustomNodeUsage>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSharedCustomNodeUsage>>,
          TError,
          Awaited<ReturnType<typeof getSharedCustomNodeUsage>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSharedCustomNodeUsage<TData = Awaited<ReturnType<typeof getSharedCustomNodeUsage>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSharedCustomNodeUsage>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Who uses a shared custom node
 */

export function useGetSharedCustomNodeUsage<TData = Awaited<ReturnType<typeof getSharedCustomNodeUsage>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSharedCustomNodeUsage>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetSharedCustomNodeUsageQueryOptions(sharedCustomNodeId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * What the workflow editor's shared-custom-node panel needs: the node's input parameters, its output variable and the configuration (env) files one of which the node may use (optional).
 * @summary Env files and input parameters of a shared custom node (workflow editor)
 */
export const getSharedCustomNodeInputParameters = (
    sharedCustomNodeId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<SharedCustomNodeInputParameters>(
      {url: `/studio/v1/shared-custom-nodes/${sharedCustomNodeId}/input-parameters`, method: 'GET', signal
    },
      options);
    }




export const getGetSharedCustomNodeInputParametersQueryKey = (sharedCustomNodeId: string,) => {
    return [
    `/studio/v1/shared-custom-nodes/${sharedCustomNodeId}/input-parameters`
    ] as const;
    }


export const getGetSharedCustomNodeInputParametersQueryOptions = <TData = Awaited<ReturnType<typeof getSharedCustomNodeInputParameters>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(sharedCustomNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSharedCustomNodeInputParameters>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetSharedCustomNodeInputParametersQueryKey(sharedCustomNodeId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getSharedCustomNodeInputParameters>>> = ({ signal }) => getSharedCustomNodeInputParameters(sharedCustomNodeId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: sharedCustomNodeId !== null && sharedCustomNodeId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getSharedCustomNodeInputParameters>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetSharedCustomNodeInputParametersQueryResult = NonNullable<Awaited<ReturnType<typeof getSharedCustomNodeInputParameters>>>
export type GetSharedCustomNodeInputParametersQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetSharedCustomNodeInputParameters<TData = Awaited<ReturnType<typeof getSharedCustomNodeInputParameters>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSharedCustomNodeInputParameters>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSharedCustomNodeInputParameters>>,
          TError,
          Awaited<ReturnType<typeof getSharedCustomNodeInputParameters>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSharedCustomNodeInputParameters<TData = Awaited<ReturnType<typeof getSharedCustomNodeInputParameters>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSharedCustomNodeInputParameters>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getSharedCustomNodeInputParameters>>,
          TError,
          Awaited<ReturnType<typeof getSharedCustomNodeInputParameters>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetSharedCustomNodeInputParameters<TData = Awaited<ReturnType<typeof getSharedCustomNodeInputParameters>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSharedCustomNodeInputParameters>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Env files and input parameters of a shared custom node (workflow editor)
 */

export function useGetSharedCustomNodeInputParameters<TData = Awaited<ReturnType<typeof getSharedCustomNodeInputParameters>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getSharedCustomNodeInputParameters>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetSharedCustomNodeInputParametersQueryOptions(sharedCustomNodeId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






