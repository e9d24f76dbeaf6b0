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
  ApiKeyIssued,
  ApiVersion,
  ApiVersionCreate,
  ApiVersionCreated,
  ApiVersionHistoryList,
  ApiVersionList,
  ApiVersionUpdate,
  BadRequestResponse,
  ConflictResponse,
  EditForbiddenResponse,
  Error,
  ForbiddenResponse,
  InternalErrorResponse,
  ListApiVersionHistoryParams,
  ListApiVersionsParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
  Tenant,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  WorkflowApi
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
 * The tenant id under which the organization's workflow APIs are called (shown in the API overview). The UI shows 'Failed to retrieve tenant ID' when this fails.
 * @summary The tenant id of the active organization
 */
export const getTenant = (

 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<Tenant>(
      {url: `/studio/v1/tenant`, method: 'GET', signal
    },
      options);
    }




export const getGetTenantQueryKey = () => {
    return [
    `/studio/v1/tenant`
    ] as const;
    }


export const getGetTenantQueryOptions = <TData = Awaited<ReturnType<typeof getTenant>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTenant>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetTenantQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getTenant>>> = ({ signal }) => getTenant(requestOptions, signal);





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getTenant>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetTenantQueryResult = NonNullable<Awaited<ReturnType<typeof getTenant>>>
export type GetTenantQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetTenant<TData = Awaited<ReturnType<typeof getTenant>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTenant>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getTenant>>,
          TError,
          Awaited<ReturnType<typeof getTenant>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetTenant<TData = Awaited<ReturnType<typeof getTenant>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTenant>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getTenant>>,
          TError,
          Awaited<ReturnType<typeof getTenant>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetTenant<TData = Awaited<ReturnType<typeof getTenant>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTenant>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The tenant id of the active organization
 */

export function useGetTenant<TData = Awaited<ReturnType<typeof getTenant>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTenant>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetTenantQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * The workflow API details for the API publishing panel: the tenant id, how many versions exist and are published, and the latest version (without its key). A project or workflow that does not exist in the caller's organization answers 404 ('Project not found', 'Workflow not found'), never an empty or invented answer.
 * @summary A workflow's API at a glance
 */
export const getWorkflowApi = (
    projectId: string,
    workflowId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<WorkflowApi>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/api`, method: 'GET', signal
    },
      options);
    }




export const getGetWorkflowApiQueryKey = (projectId: string,
    workflowId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/workflows/${workflowId}/api`
    ] as const;
    }


export const getGetWorkflowApiQueryOptions = <TData = Awaited<ReturnType<typeof getWorkflowApi>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowApi>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetWorkflowApiQueryKey(projectId,workflowId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getWorkflowApi>>> = ({ signal }) => getWorkflowApi(projectId,workflowId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getWorkflowApi>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetWorkflowApiQueryResult = NonNullable<Awaited<ReturnType<typeof getWorkflowApi>>>
export type GetWorkflowApiQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetWorkflowApi<TData = Awaited<ReturnType<typeof getWorkflowApi>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowApi>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWorkflowApi>>,
          TError,
          Awaited<ReturnType<typeof getWorkflowApi>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWorkflowApi<TData = Awaited<ReturnType<typeof getWorkflowApi>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowApi>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getWorkflowApi>>,
          TError,
          Awaited<ReturnType<typeof getWorkflowApi>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetWorkflowApi<TData = Awaited<ReturnType<typeof getWorkflowApi>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowApi>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary A workflow's API at a glance
 */

export function useGetWorkflowApi<TData = Awaited<ReturnType<typeof getWorkflowApi>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getWorkflowApi>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetWorkflowApiQueryOptions(projectId,workflowId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * One page of the workflow's API versions, newest first, filtered by version name. Keys are never answered here, only their issue time and a masked hint. A project or workflow that does not exist in the caller's organization answers 404 ('Project not found', 'Workflow not found'), never an empty or invented answer.
 * @summary List a workflow's API versions
 */
export const listApiVersions = (
    projectId: string,
    workflowId: string,
    params?: ListApiVersionsParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<ApiVersionList>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/apis`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListApiVersionsQueryKey = (projectId: string,
    workflowId: string,
    params?: ListApiVersionsParams,) => {
    return [
    `/studio/v1/projects/${projectId}/workflows/${workflowId}/apis`, ...(params ? [params] : [])
    ] as const;
    }


export const getListApiVersionsQueryOptions = <TData = Awaited<ReturnType<typeof listApiVersions>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    workflowId: string,
    params?: ListApiVersionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listApiVersions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListApiVersionsQueryKey(projectId,workflowId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listApiVersions>>> = ({ signal }) => listApiVersions(projectId,workflowId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listApiVersions>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListApiVersionsQueryResult = NonNullable<Awaited<ReturnType<typeof listApiVersions>>>
export type ListApiVersionsQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useListApiVersions<TData = Awaited<ReturnType<typeof listApiVersions>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params: undefined |  ListApiVersionsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listApiVersions>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listApiVersions>>,
          TError,
          Awaited<ReturnType<typeof listApiVersions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListApiVersions<TData = Awaited<ReturnType<typeof listApiVersions>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params?: ListApiVersionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listApiVersions>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listApiVersions>>,
          TError,
          Awaited<ReturnType<typeof listApiVersions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListApiVersions<TData = Awaited<ReturnType<typeof listApiVersions>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params?: ListApiVersionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listApiVersions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List a workflow's API versions
 */

export function useListApiVersions<TData = Awaited<ReturnType<typeof listApiVersions>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params?: ListApiVersionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listApiVersions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListApiVersionsQueryOptions(projectId,workflowId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Publishes a new API version of the workflow with new endpoints and a new API key, answered this once only. Older versions stay published. The version name is required ('Please enter a version name') and unique per workflow ('This version name is already in use', 409). The version runs the saved revision workflowVersion names (the latest saved one when absent); a workflowVersion that is not a kept revision of the workflow (never saved, or pruned) answers 400 ('Revision not found', detail on workflowVersion) and nothing is created. Only the holder of the workflow's edit permission may do this (403).
 * @summary Create a new API version
 */
export const createApiVersion = (
    projectId: string,
    workflowId: string,
    apiVersionCreate: BodyType<ApiVersionCreate>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<ApiVersionCreated>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/apis`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: apiVersionCreate, signal
    },
      options);
    }




export const getCreateApiVersionMutationKey = () => ['createApiVersion'] as const;

export const getCreateApiVersionMutationOptions = <TError = ErrorType<Error | UnauthorizedResponse | EditForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createApiVersion>>, TError,CreateApiVersionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createApiVersion>>, TError,CreateApiVersionMutationVariables, TContext> => {

const mutationKey = getCreateApiVersionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createApiVersion>>, CreateApiVersionMutationVariables> = (props) => {
          const {projectId,workflowId,data} = props ?? {};

          return  createApiVersion(projectId,workflowId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateApiVersionMutationResult = NonNullable<Awaited<ReturnType<typeof createApiVersion>>>
    export type CreateApiVersionMutationBody = BodyType<ApiVersionCreate>
    export type CreateApiVersionMutationError = ErrorType<Error | UnauthorizedResponse | EditForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type CreateApiVersionMutationVariables = {projectId: string;workflowId: string;data: BodyType<ApiVersionCreate>}

    /**
 * @summary Create a new API version
 */
export const useCreateApiVersion = <TError = ErrorType<Error | UnauthorizedResponse | EditForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createApiVersion>>, TError,CreateApiVersionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createApiVersion>>,
        TError,
        CreateApiVersionMutationVariables,
        TContext
      > => {
      return useMutation(getCreateApiVersionMutationOptions(options), queryClient);
    }
    /**
 * The API overview of one version: status, endpoints, tenant id, input and output variable names and when its key was issued (never the key).
 * @summary One API version
 */
export const getApiVersion = (
    projectId: string,
    workflowId: string,
    apiId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<ApiVersion>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/apis/${apiId}`, method: 'GET', signal
    },
      options);
    }




export const getGetApiVersionQueryKey = (projectId: string,
    workflowId: string,
    apiId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/workflows/${workflowId}/apis/${apiId}`
    ] as const;
    }


export const getGetApiVersionQueryOptions = <TData = Awaited<ReturnType<typeof getApiVersion>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    workflowId: string,
    apiId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getApiVersion>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetApiVersionQueryKey(projectId,workflowId,apiId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getApiVersion>>> = ({ signal }) => getApiVersion(projectId,workflowId,apiId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined && apiId !== null && apiId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getApiVersion>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetApiVersionQueryResult = NonNullable<Awaited<ReturnType<typeof getApiVersion>>>
export type GetApiVersionQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetApiVersion<TData = Awaited<ReturnType<typeof getApiVersion>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    apiId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getApiVersion>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getApiVersion>>,
          TError,
          Awaited<ReturnType<typeof getApiVersion>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetApiVersion<TData = Awaited<ReturnType<typeof getApiVersion>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    apiId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getApiVersion>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getApiVersion>>,
          TError,
          Awaited<ReturnType<typeof getApiVersion>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetApiVersion<TData = Awaited<ReturnType<typeof getApiVersion>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    apiId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getApiVersion>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One API version
 */

export function useGetApiVersion<TData = Awaited<ReturnType<typeof getApiVersion>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    apiId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getApiVersion>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetApiVersionQueryOptions(projectId,workflowId,apiId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Publishes or unpublishes the version; recorded in the version history. Only the holder of the workflow's edit permission may do this (403).
 * @summary Change an API version's publish status
 */
export const updateApiVersion = (
    projectId: string,
    workflowId: string,
    apiId: string,
    apiVersionUpdate: BodyType<ApiVersionUpdate>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<ApiVersion>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/apis/${apiId}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', },
      data: apiVersionUpdate, signal
    },
      options);
    }




export const getUpdateApiVersionMutationKey = () => ['updateApiVersion'] as const;

export const getUpdateApiVersionMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | EditForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateApiVersion>>, TError,UpdateApiVersionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof updateApiVersion>>, TError,UpdateApiVersionMutationVariables, TContext> => {

const mutationKey = getUpdateApiVersionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateApiVersion>>, UpdateApiVersionMutationVariables> = (props) => {
          const {projectId,workflowId,apiId,data} = props ?? {};

          return  updateApiVersion(projectId,workflowId,apiId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateApiVersionMutationResult = NonNullable<Awaited<ReturnType<typeof updateApiVersion>>>
    export type UpdateApiVersionMutationBody = BodyType<ApiVersionUpdate>
    export type UpdateApiVersionMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | EditForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type UpdateApiVersionMutationVariables = {projectId: string;workflowId: string;apiId: string;data: BodyType<ApiVersionUpdate>}

    /**
 * @summary Change an API version's publish status
 */
export const useUpdateApiVersion = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | EditForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateApiVersion>>, TError,UpdateApiVersionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateApiVersion>>,
        TError,
        UpdateApiVersionMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateApiVersionMutationOptions(options), queryClient);
    }
    /**
 * Issues a new key for the version; its previous key stops working at once. The key is in this answer only (view or copy it now). Only the holder of the workflow's edit permission may do this (403). The UI shows 'Failed to issue API Key' when this fails.
 * @summary Issue a new API key for a version
 */
export const issueApiKey = (
    projectId: string,
    workflowId: string,
    apiId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<ApiKeyIssued>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/apis/${apiId}/api-key`, method: 'POST', signal
    },
      options);
    }




export const getIssueApiKeyMutationKey = () => ['issueApiKey'] as const;

export const getIssueApiKeyMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | EditForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof issueApiKey>>, TError,IssueApiKeyMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof issueApiKey>>, TError,IssueApiKeyMutationVariables, TContext> => {

const mutationKey = getIssueApiKeyMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof issueApiKey>>, IssueApiKeyMutationVariables> = (props) => {
          const {projectId,workflowId,apiId} = props ?? {};

          return  issueApiKey(projectId,workflowId,apiId,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type IssueApiKeyMutationResult = NonNullable<Awaited<ReturnType<typeof issueApiKey>>>

    export type IssueApiKeyMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | EditForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type IssueApiKeyMutationVariables = {projectId: string;workflowId: string;apiId: string}

    /**
 * @summary Issue a new API key for a version
 */
export const useIssueApiKey = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | EditForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof issueApiKey>>, TError,IssueApiKeyMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof issueApiKey>>,
        TError,
        IssueApiKeyMutationVariables,
        TContext
      > => {
      return useMutation(getIssueApiKeyMutationOptions(options), queryClient);
    }
    /**
 * The Publish History tab: who created, published, unpublished a version or issued its key, and when; newest first. Filtered by version name (name) or by one version (apiId). A project or workflow that does not exist in the caller's organization answers 404 ('Project not found', 'Workflow not found'), never an empty or invented answer.
 * @summary The workflow's API version history
 */
export const listApiVersionHistory = (
    projectId: string,
    workflowId: string,
    params?: ListApiVersionHistoryParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<ApiVersionHistoryList>(
      {url: `/studio/v1/projects/${projectId}/workflows/${workflowId}/api-history`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListApiVersionHistoryQueryKey = (projectId: string,
    workflowId: string,
    params?: ListApiVersionHistoryParams,) => {
    return [
    `/studio/v1/projects/${projectId}/workflows/${workflowId}/api-history`, ...(params ? [params] : [])
    ] as const;
    }


export const getListApiVersionHistoryQueryOptions = <TData = Awaited<ReturnType<typeof listApiVersionHistory>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    workflowId: string,
    params?: ListApiVersionHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listApiVersionHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListApiVersionHistoryQueryKey(projectId,workflowId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listApiVersionHistory>>> = ({ signal }) => listApiVersionHistory(projectId,workflowId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && workflowId !== null && workflowId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listApiVersionHistory>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListApiVersionHistoryQueryResult = NonNullable<Awaited<ReturnType<typeof listApiVersionHistory>>>
export type ListApiVersionHistoryQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useListApiVersionHistory<TData = Awaited<ReturnType<typeof listApiVersionHistory>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params: undefined |  ListApiVersionHistoryParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listApiVersionHistory>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listApiVersionHistory>>,
          TError,
          Awaited<ReturnType<typeof listApiVersionHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListApiVersionHistory<TData = Awaited<ReturnType<typeof listApiVersionHistory>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params?: ListApiVersionHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listApiVersionHistory>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listApiVersionHistory>>,
          TError,
          Awaited<ReturnType<typeof listApiVersionHistory>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListApiVersionHistory<TData = Awaited<ReturnType<typeof listApiVersionHistory>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params?: ListApiVersionHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listApiVersionHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The workflow's API version history
 */

export function useListApiVersionHistory<TData = Awaited<ReturnType<typeof listApiVersionHistory>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    workflowId: string,
    params?: ListApiVersionHistoryParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listApiVersionHistory>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListApiVersionHistoryQueryOptions(projectId,workflowId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






