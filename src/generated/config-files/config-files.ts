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
  ConfigFile,
  ConfigFileCreate,
  ConfigFileList,
  ConfigFileUpdate,
  ConflictResponse,
  ForbiddenResponse,
  InternalErrorResponse,
  ListConfigFilesParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
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
 * One page of the node's configuration (environment) files, newest first, filtered by file name. Secret values are never answered (`hasValue` tells whether one is set).
 * @summary List a shared custom node's configuration files
 */
export const listConfigFiles = (
    sharedCustomNodeId: string,
    params?: ListConfigFilesParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<ConfigFileList>(
      {url: `/studio/v1/shared-custom-nodes/${sharedCustomNodeId}/config-files`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListConfigFilesQueryKey = (sharedCustomNodeId: string,
    params?: ListConfigFilesParams,) => {
    return [
    `/studio/v1/shared-custom-nodes/${sharedCustomNodeId}/config-files`, ...(params ? [params] : [])
    ] as const;
    }


export const getListConfigFilesQueryOptions = <TData = Awaited<ReturnType<typeof listConfigFiles>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(sharedCustomNodeId: string,
    params?: ListConfigFilesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listConfigFiles>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListConfigFilesQueryKey(sharedCustomNodeId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listConfigFiles>>> = ({ signal }) => listConfigFiles(sharedCustomNodeId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: sharedCustomNodeId !== null && sharedCustomNodeId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listConfigFiles>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListConfigFilesQueryResult = NonNullable<Awaited<ReturnType<typeof listConfigFiles>>>
export type ListConfigFilesQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useListConfigFiles<TData = Awaited<ReturnType<typeof listConfigFiles>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string,
    params: undefined |  ListConfigFilesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listConfigFiles>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listConfigFiles>>,
          TError,
          Awaited<ReturnType<typeof listConfigFiles>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListConfigFiles<TData = Awaited<ReturnType<typeof listConfigFiles>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string,
    params?: ListConfigFilesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listConfigFiles>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listConfigFiles>>,
          TError,
          Awaited<ReturnType<typeof listConfigFiles>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListConfigFiles<TData = Awaited<ReturnType<typeof listConfigFiles>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string,
    params?: ListConfigFilesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listConfigFiles>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List a shared custom node's configuration files
 */

export function useListConfigFiles<TData = Awaited<ReturnType<typeof listConfigFiles>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string,
    params?: ListConfigFilesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listConfigFiles>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListConfigFilesQueryOptions(sharedCustomNodeId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * File name required and unique within the node (409). Setting keys unique. Each value must fit its data type: NUMBER a number, BOOLEAN true/false, SELECT one of the options, JSON valid JSON ('Please enter valid JSON').
 * @summary Create a configuration file
 */
export const createConfigFile = (
    sharedCustomNodeId: string,
    configFileCreate: BodyType<ConfigFileCreate>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<ConfigFile>(
      {url: `/studio/v1/shared-custom-nodes/${sharedCustomNodeId}/config-files`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: configFileCreate, signal
    },
      options);
    }




export const getCreateConfigFileMutationKey = () => ['createConfigFile'] as const;

export const getCreateConfigFileMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createConfigFile>>, TError,CreateConfigFileMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createConfigFile>>, TError,CreateConfigFileMutationVariables, TContext> => {

const mutationKey = getCreateConfigFileMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createConfigFile>>, CreateConfigFileMutationVariables> = (props) => {
          const {sharedCustomNodeId,data} = props ?? {};

          return  createConfigFile(sharedCustomNodeId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateConfigFileMutationResult = NonNullable<Awaited<ReturnType<typeof createConfigFile>>>
    export type CreateConfigFileMutationBody = BodyType<ConfigFileCreate>
    export type CreateConfigFileMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type CreateConfigFileMutationVariables = {sharedCustomNodeId: string;data: BodyType<ConfigFileCreate>}

    /**
 * @summary Create a configuration file
 */
export const useCreateConfigFile = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createConfigFile>>, TError,CreateConfigFileMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createConfigFile>>,
        TError,
        CreateConfigFileMutationVariables,
        TContext
      > => {
      return useMutation(getCreateConfigFileMutationOptions(options), queryClient);
    }
    /**
 * The file with its settings; secret values are never answered.
 * @summary One configuration file
 */
export const getConfigFile = (
    sharedCustomNodeId: string,
    configFileId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<ConfigFile>(
      {url: `/studio/v1/shared-custom-nodes/${sharedCustomNodeId}/config-files/${configFileId}`, method: 'GET', signal
    },
      options);
    }




export const getGetConfigFileQueryKey = (sharedCustomNodeId: string,
    configFileId: string,) => {
    return [
    `/studio/v1/shared-custom-nodes/${sharedCustomNodeId}/config-files/${configFileId}`
    ] as const;
    }


export const getGetConfigFileQueryOptions = <TData = Awaited<ReturnType<typeof getConfigFile>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(sharedCustomNodeId: string,
    configFileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getConfigFile>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetConfigFileQueryKey(sharedCustomNodeId,configFileId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getConfigFile>>> = ({ signal }) => getConfigFile(sharedCustomNodeId,configFileId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: sharedCustomNodeId !== null && sharedCustomNodeId !== undefined && configFileId !== null && configFileId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getConfigFile>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetConfigFileQueryResult = NonNullable<Awaited<ReturnType<typeof getConfigFile>>>
export type GetConfigFileQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetConfigFile<TData = Awaited<ReturnType<typeof getConfigFile>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string,
    configFileId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getConfigFile>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getConfigFile>>,
          TError,
          Awaited<ReturnType<typeof getConfigFile>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetConfigFile<TData = Awaited<ReturnType<typeof getConfigFile>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string,
    configFileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getConfigFile>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getConfigFile>>,
          TError,
          Awaited<ReturnType<typeof getConfigFile>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetConfigFile<TData = Awaited<ReturnType<typeof getConfigFile>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string,
    configFileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getConfigFile>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One configuration file
 */

export function useGetConfigFile<TData = Awaited<ReturnType<typeof getConfigFile>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string,
    configFileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getConfigFile>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetConfigFileQueryOptions(sharedCustomNodeId,configFileId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Changes the given fields. `settings`, when given, replaces the list; a secret setting whose value is empty or absent keeps its current value (matched by key). The rules of createConfigFile apply.
 * @summary Edit a configuration file
 */
export const updateConfigFile = (
    sharedCustomNodeId: string,
    configFileId: string,
    configFileUpdate: BodyType<ConfigFileUpdate>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<ConfigFile>(
      {url: `/studio/v1/shared-custom-nodes/${sharedCustomNodeId}/config-files/${configFileId}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', },
      data: configFileUpdate, signal
    },
      options);
    }




export const getUpdateConfigFileMutationKey = () => ['updateConfigFile'] as const;

export const getUpdateConfigFileMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateConfigFile>>, TError,UpdateConfigFileMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof updateConfigFile>>, TError,UpdateConfigFileMutationVariables, TContext> => {

const mutationKey = getUpdateConfigFileMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateConfigFile>>, UpdateConfigFileMutationVariables> = (props) => {
          const {sharedCustomNodeId,configFileId,data} = props ?? {};

          return  updateConfigFile(sharedCustomNodeId,configFileId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateConfigFileMutationResult = NonNullable<Awaited<ReturnType<typeof updateConfigFile>>>
    export type UpdateConfigFileMutationBody = BodyType<ConfigFileUpdate>
    export type UpdateConfigFileMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type UpdateConfigFileMutationVariables = {sharedCustomNodeId: string;configFileId: string;data: BodyType<ConfigFileUpdate>}

    /**
 * @summary Edit a configuration file
 */
export const useUpdateConfigFile = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateConfigFile>>, TError,UpdateConfigFileMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateConfigFile>>,
        TError,
        UpdateConfigFileMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateConfigFileMutationOptions(options), queryClient);
    }
    /**
 * Deletes the configuration file and its secrets.
 * @summary Delete a configuration file
 */
export const deleteConfigFile = (
    sharedCustomNodeId: string,
    configFileId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<void>(
      {url: `/studio/v1/shared-custom-nodes/${sharedCustomNodeId}/config-files/${configFileId}`, method: 'DELETE', signal
    },
      options);
    }




export const getDeleteConfigFileMutationKey = () => ['deleteConfigFile'] as const;

export const getDeleteConfigFileMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteConfigFile>>, TError,DeleteConfigFileMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteConfigFile>>, TError,DeleteConfigFileMutationVariables, TContext> => {

const mutationKey = getDeleteConfigFileMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteConfigFile>>, DeleteConfigFileMutationVariables> = (props) => {
          const {sharedCustomNodeId,configFileId} = props ?? {};

          return  deleteConfigFile(sharedCustomNodeId,configFileId,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteConfigFileMutationResult = NonNullable<Awaited<ReturnType<typeof deleteConfigFile>>>

    export type DeleteConfigFileMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type DeleteConfigFileMutationVariables = {sharedCustomNodeId: string;configFileId: string}

    /**
 * @summary Delete a configuration file
 */
export const useDeleteConfigFile = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteConfigFile>>, TError,DeleteConfigFileMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteConfigFile>>,
        TError,
        DeleteConfigFileMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteConfigFileMutationOptions(options), queryClient);
    }
    /**
 * The workflows of every project of the organization whose shared custom nodes run with this configuration file (tools never name one: always empty).
 * @summary Who uses a configuration file
 */
export const getConfigFileUsage = (
    sharedCustomNodeId: string,
    configFileId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<SharedCustomNodeUsage>(
      {url: `/studio/v1/shared-custom-nodes/${sharedCustomNodeId}/config-files/${configFileId}/usage`, method: 'GET', signal
    },
      options);
    }




export const getGetConfigFileUsageQueryKey = (sharedCustomNodeId: string,
    configFileId: string,) => {
    return [
    `/studio/v1/shared-custom-nodes/${sharedCustomNodeId}/config-files/${configFileId}/usage`
    ] as const;
    }


export const getGetConfigFileUsageQueryOptions = <TData = Awaited<ReturnType<typeof getConfigFileUsage>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(sharedCustomNodeId: string,
    configFileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getConfigFileUsage>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetConfigFileUsageQueryKey(sharedCustomNodeId,configFileId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getConfigFileUsage>>> = ({ signal }) => getConfigFileUsage(sharedCustomNodeId,configFileId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: sharedCustomNodeId !== null && sharedCustomNodeId !== undefined && configFileId !== null && configFileId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getConfigFileUsage>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetConfigFileUsageQueryResult = NonNullable<Awaited<ReturnType<typeof getConfigFileUsage>>>
export type GetConfigFileUsageQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetConfigFileUsage<TData = Awaited<ReturnType<typeof getConfigFileUsage>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string,
    configFileId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getConfigFileUsage>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getConfigFileUsage>>,
          TError,
          Awaited<ReturnType<typeof getConfigFileUsage>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetConfigFileUsage<TData = Awaited<ReturnType<typeof getConfigFileUsage>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string,
    configFileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getConfigFileUsage>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getConfigFileUsage>>,
          TError,
          Awaited<ReturnType<typeof getConfigFileUsage>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetConfigFileUsage<TData = Awaited<ReturnType<typeof getConfigFileUsage>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string,
    configFileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getConfigFileUsage>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Who uses a configuration file
 */

export function useGetConfigFileUsage<TData = Awaited<ReturnType<typeof getConfigFileUsage>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 sharedCustomNodeId: string,
    configFileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getConfigFileUsage>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetConfigFileUsageQueryOptions(sharedCustomNodeId,configFileId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






