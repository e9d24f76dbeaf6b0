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
  AuthenticationProviderList,
  BadRequestResponse,
  ConflictResponse,
  CustomNode,
  CustomNodeAuthentication,
  CustomNodeAuthenticationComplete,
  CustomNodeAuthenticationRedirect,
  CustomNodeAuthenticationStart,
  CustomNodeConfigFileList,
  CustomNodeDsl,
  CustomNodeImport,
  CustomNodeInputParameters,
  CustomNodeList,
  CustomNodePreviewRequest,
  CustomNodePreviewResult,
  CustomNodeWrite,
  ForbiddenResponse,
  ImportCustomNodeParams,
  InternalErrorResponse,
  ListCustomNodeConfigFilesParams,
  ListCustomNodesParams,
  NotFoundResponse,
  PayloadTooLargeResponse,
  TooManyRequestsResponse,
  UnauthorizedResponse,
  UnsupportedMediaTypeResponse
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
 * One page of the project's custom nodes, newest first, filtered by name (contains, case-insensitive).
 * @summary List the project's custom nodes
 */
export const listCustomNodes = (
    projectId: string,
    params?: ListCustomNodesParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<CustomNodeList>(
      {url: `/studio/v1/projects/${projectId}/custom-nodes`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListCustomNodesQueryKey = (projectId: string,
    params?: ListCustomNodesParams,) => {
    return [
    `/studio/v1/projects/${projectId}/custom-nodes`, ...(params ? [params] : [])
    ] as const;
    }


export const getListCustomNodesQueryOptions = <TData = Awaited<ReturnType<typeof listCustomNodes>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    params?: ListCustomNodesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCustomNodes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListCustomNodesQueryKey(projectId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listCustomNodes>>> = ({ signal }) => listCustomNodes(projectId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listCustomNodes>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListCustomNodesQueryResult = NonNullable<Awaited<ReturnType<typeof listCustomNodes>>>
export type ListCustomNodesQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useListCustomNodes<TData = Awaited<ReturnType<typeof listCustomNodes>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params: undefined |  ListCustomNodesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCustomNodes>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCustomNodes>>,
          TError,
          Awaited<ReturnType<typeof listCustomNodes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCustomNodes<TData = Awaited<ReturnType<typeof listCustomNodes>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListCustomNodesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCustomNodes>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCustomNodes>>,
          TError,
          Awaited<ReturnType<typeof listCustomNodes>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCustomNodes<TData = Awaited<ReturnType<typeof listCustomNodes>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListCustomNodesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCustomNodes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the project's custom nodes
 */

export function useListCustomNodes<TData = Awaited<ReturnType<typeof listCustomNodes>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListCustomNodesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCustomNodes>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListCustomNodesQueryOptions(projectId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Creates a custom node written in Python. Name required, at most 20 characters; code required. Authentication, when given, names a provider and scopes offered by that provider (getAuthenticationProviders).
 * @summary Create a custom node
 */
export const createCustomNode = (
    projectId: string,
    customNodeWrite: BodyType<CustomNodeWrite>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<CustomNode>(
      {url: `/studio/v1/projects/${projectId}/custom-nodes`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: customNodeWrite, signal
    },
      options);
    }




export const getCreateCustomNodeMutationKey = () => ['createCustomNode'] as const;

export const getCreateCustomNodeMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createCustomNode>>, TError,CreateCustomNodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createCustomNode>>, TError,CreateCustomNodeMutationVariables, TContext> => {

const mutationKey = getCreateCustomNodeMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createCustomNode>>, CreateCustomNodeMutationVariables> = (props) => {
          const {projectId,data} = props ?? {};

          return  createCustomNode(projectId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateCustomNodeMutationResult = NonNullable<Awaited<ReturnType<typeof createCustomNode>>>
    export type CreateCustomNodeMutationBody = BodyType<CustomNodeWrite>
    export type CreateCustomNodeMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type CreateCustomNodeMutationVariables = {projectId: string;data: BodyType<CustomNodeWrite>}

    /**
 * @summary Create a custom node
 */
export const useCreateCustomNode = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createCustomNode>>, TError,CreateCustomNodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createCustomNode>>,
        TError,
        CreateCustomNodeMutationVariables,
        TContext
      > => {
      return useMutation(getCreateCustomNodeMutationOptions(options), queryClient);
    }
    /**
 * Creates a custom node from an exported `.aiws` file (YAML). The file is required and at most 1MB (413 'File size is too large. Maximum size is 1MB.'); another extension answers 415 'Invalid file type'; the file part's `filename` must be a base name (FileName: no `/` or `\`, not `.` or `..`, no control characters, at most 255 characters), else 400 'Invalid file name'; a file that is not UTF-8 text answers 400 'Failed to parse file'; text that is not YAML answers 400 'Invalid YAML format'; YAML that is not a custom node DSL (or breaks the custom node rules) answers 400 'Invalid file format' with the offending fields in `details`. A node of the same name in the project answers 409 'A custom node with this name already exists: {name}' unless the import is given another `name` or asked to `replace` that node (it keeps its id; its code, parameters and settings become the file's).
 * @summary Import a custom node from a DSL file (.aiws)
 */
export const importCustomNode = (
    projectId: string,
    customNodeImport: BodyType<CustomNodeImport>,
    params?: ImportCustomNodeParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {

      const formData = new FormData();
formData.append(`file`, customNodeImport.file);

      return httpClient<CustomNode>(
      {url: `/studio/v1/projects/${projectId}/custom-nodes/import`, method: 'POST',
      headers: {'Content-Type': 'multipart/form-data', },
       data: formData,
        params, signal
    },
      options);
    }




export const getImportCustomNodeMutationKey = () => ['importCustomNode'] as const;

export const getImportCustomNodeMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof importCustomNode>>, TError,ImportCustomNodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof importCustomNode>>, TError,ImportCustomNodeMutationVariables, TContext> => {

const mutationKey = getImportCustomNodeMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof importCustomNode>>, ImportCustomNodeMutationVariables> = (props) => {
          const {projectId,data,params} = props ?? {};

          return  importCustomNode(projectId,data,params,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ImportCustomNodeMutationResult = NonNullable<Awaited<ReturnType<typeof importCustomNode>>>
    export type ImportCustomNodeMutationBody = BodyType<CustomNodeImport>
    export type ImportCustomNodeMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type ImportCustomNodeMutationVariables = {projectId: string;data: BodyType<CustomNodeImport>;params?: ImportCustomNodeParams}

    /**
 * @summary Import a custom node from a DSL file (.aiws)
 */
export const useImportCustomNode = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof importCustomNode>>, TError,ImportCustomNodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof importCustomNode>>,
        TError,
        ImportCustomNodeMutationVariables,
        TContext
      > => {
      return useMutation(getImportCustomNodeMutationOptions(options), queryClient);
    }
    /**
 * The custom node with its code, parameters and authentication settings.
 * @summary One custom node
 */
export const getCustomNode = (
    projectId: string,
    customNodeId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<CustomNode>(
      {url: `/studio/v1/projects/${projectId}/custom-nodes/${customNodeId}`, method: 'GET', signal
    },
      options);
    }




export const getGetCustomNodeQueryKey = (projectId: string,
    customNodeId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/custom-nodes/${customNodeId}`
    ] as const;
    }


export const getGetCustomNodeQueryOptions = <TData = Awaited<ReturnType<typeof getCustomNode>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    customNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomNode>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetCustomNodeQueryKey(projectId,customNodeId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getCustomNode>>> = ({ signal }) => getCustomNode(projectId,customNodeId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && customNodeId !== null && customNodeId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getCustomNode>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetCustomNodeQueryResult = NonNullable<Awaited<ReturnType<typeof getCustomNode>>>
export type GetCustomNodeQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetCustomNode<TData = Awaited<ReturnType<typeof getCustomNode>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    customNodeId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomNode>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCustomNode>>,
          TError,
          Awaited<ReturnType<typeof getCustomNode>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCustomNode<TData = Awaited<ReturnType<typeof getCustomNode>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    customNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomNode>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCustomNode>>,
          TError,
          Awaited<ReturnType<typeof getCustomNode>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCustomNode<TData = Awaited<ReturnType<typeof getCustomNode>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    customNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomNode>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One custom node
 */

export function useGetCustomNode<TData = Awaited<ReturnType<typeof getCustomNode>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    customNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomNode>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetCustomNodeQueryOptions(projectId,customNodeId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Replaces the custom node's fields (the editor saves the whole form: Config, Code and Authentication tabs). Leaving out `authentication` removes it. Changing the provider or the scopes signs the node out of its provider.
 * @summary Save a custom node
 */
export const updateCustomNode = (
    projectId: string,
    customNodeId: string,
    customNodeWrite: BodyType<CustomNodeWrite>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<CustomNode>(
      {url: `/studio/v1/projects/${projectId}/custom-nodes/${customNodeId}`, method: 'PUT',
      headers: {'Content-Type': 'application/json', },
      data: customNodeWrite, signal
    },
      options);
    }




export const getUpdateCustomNodeMutationKey = () => ['updateCustomNode'] as const;

export const getUpdateCustomNodeMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateCustomNode>>, TError,UpdateCustomNodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof updateCustomNode>>, TError,UpdateCustomNodeMutationVariables, TContext> => {

const mutationKey = getUpdateCustomNodeMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateCustomNode>>, UpdateCustomNodeMutationVariables> = (props) => {
          const {projectId,customNodeId,data} = props ?? {};

          return  updateCustomNode(projectId,customNodeId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateCustomNodeMutationResult = NonNullable<Awaited<ReturnType<typeof updateCustomNode>>>
    export type UpdateCustomNodeMutationBody = BodyType<CustomNodeWrite>
    export type UpdateCustomNodeMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type UpdateCustomNodeMutationVariables = {projectId: string;customNodeId: string;data: BodyType<CustomNodeWrite>}

    /**
 * @summary Save a custom node
 */
export const useUpdateCustomNode = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateCustomNode>>, TError,UpdateCustomNodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateCustomNode>>,
        TError,
        UpdateCustomNodeMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateCustomNodeMutationOptions(options), queryClient);
    }
    /**
 * Deletes the custom node. Shared custom nodes published from it are copies and stay. A node that a workflow of the project uses, or that is published as a tool, cannot be deleted: 409 'Cannot delete the custom node because it is used by: {workflow and tool names}', and nothing changes.
 * @summary Delete a custom node
 */
export const deleteCustomNode = (
    projectId: string,
    customNodeId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<void>(
      {url: `/studio/v1/projects/${projectId}/custom-nodes/${customNodeId}`, method: 'DELETE', signal
    },
      options);
    }




export const getDeleteCustomNodeMutationKey = () => ['deleteCustomNode'] as const;

export const getDeleteCustomNodeMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteCustomNode>>, TError,DeleteCustomNodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteCustomNode>>, TError,DeleteCustomNodeMutationVariables, TContext> => {

const mutationKey = getDeleteCustomNodeMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteCustomNode>>, DeleteCustomNodeMutationVariables> = (props) => {
          const {projectId,customNodeId} = props ?? {};

          return  deleteCustomNode(projectId,customNodeId,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteCustomNodeMutationResult = NonNullable<Awaited<ReturnType<typeof deleteCustomNode>>>

    export type DeleteCustomNodeMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type DeleteCustomNodeMutationVariables = {projectId: string;customNodeId: string}

    /**
 * @summary Delete a custom node
 */
export const useDeleteCustomNode = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteCustomNode>>, TError,DeleteCustomNodeMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteCustomNode>>,
        TError,
        DeleteCustomNodeMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteCustomNodeMutationOptions(options), queryClient);
    }
    /**
 * The custom node as a `.aiws` DSL file (YAML text), offered for download under `<name>.aiws`. Importing it (importCustomNode) creates the same node again.
 * @summary Export a custom node as a DSL file (.aiws)
 */
export const exportCustomNode = (
    projectId: string,
    customNodeId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<CustomNodeDsl>(
      {url: `/studio/v1/projects/${projectId}/custom-nodes/${customNodeId}/export`, method: 'GET', signal
    },
      options);
    }




export const getExportCustomNodeQueryKey = (projectId: string,
    customNodeId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/custom-nodes/${customNodeId}/export`
    ] as const;
    }


export const getExportCustomNodeQueryOptions = <TData = Awaited<ReturnType<typeof exportCustomNode>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    customNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportCustomNode>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getExportCustomNodeQueryKey(projectId,customNodeId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof exportCustomNode>>> = ({ signal }) => exportCustomNode(projectId,customNodeId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && customNodeId !== null && customNodeId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof exportCustomNode>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ExportCustomNodeQueryResult = NonNullable<Awaited<ReturnType<typeof exportCustomNode>>>
export type ExportCustomNodeQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useExportCustomNode<TData = Awaited<ReturnType<typeof exportCustomNode>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    customNodeId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportCustomNode>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportCustomNode>>,
          TError,
          Awaited<ReturnType<typeof exportCustomNode>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useExportCustomNode<TData = Awaited<ReturnType<typeof exportCustomNode>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    customNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportCustomNode>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof exportCustomNode>>,
          TError,
          Awaited<ReturnType<typeof exportCustomNode>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useExportCustomNode<TData = Awaited<ReturnType<typeof exportCustomNode>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    customNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportCustomNode>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Export a custom node as a DSL file (.aiws)
 */

export function useExportCustomNode<TData = Awaited<ReturnType<typeof exportCustomNode>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    customNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof exportCustomNode>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getExportCustomNodeQueryOptions(projectId,customNodeId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Runs the custom node once with the given parameter values (and, optionally, the editor's unsaved code) and answers the resolved parameters, the outputs and the trace (the preview's Parameters and Trace tabs). A run that fails (missing or mistyped values, a provider that is not authenticated) is still a 200 with status PREVIEW_STATUS_FAILED and the reason in the trace.
 * @summary Preview-run a custom node
 */
export const runCustomNodePreview = (
    projectId: string,
    customNodeId: string,
    customNodePreviewRequest: BodyType<CustomNodePreviewRequest>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<CustomNodePreviewResult>(
      {url: `/studio/v1/projects/${projectId}/custom-nodes/${customNodeId}/preview`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: customNodePreviewRequest, signal
    },
      options);
    }




export const getRunCustomNodePreviewMutationKey = () => ['runCustomNodePreview'] as const;

export const getRunCustomNodePreviewMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof runCustomNodePreview>>, TError,RunCustomNodePreviewMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof runCustomNodePreview>>, TError,RunCustomNodePreviewMutationVariables, TContext> => {

const mutationKey = getRunCustomNodePreviewMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof runCustomNodePreview>>, RunCustomNodePreviewMutationVariables> = (props) => {
          const {projectId,customNodeId,data} = props ?? {};

          return  runCustomNodePreview(projectId,customNodeId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type RunCustomNodePreviewMutationResult = NonNullable<Awaited<ReturnType<typeof runCustomNodePreview>>>
    export type RunCustomNodePreviewMutationBody = BodyType<CustomNodePreviewRequest>
    export type RunCustomNodePreviewMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type RunCustomNodePreviewMutationVariables = {projectId: string;customNodeId: string;data: BodyType<CustomNodePreviewRequest>}

    /**
 * @summary Preview-run a custom node
 */
export const useRunCustomNodePreview = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof runCustomNodePreview>>, TError,RunCustomNodePreviewMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof runCustomNodePreview>>,
        TError,
        RunCustomNodePreviewMutationVariables,
        TContext
      > => {
      return useMutation(getRunCustomNodePreviewMutationOptions(options), queryClient);
    }
    /**
 * What the workflow editor's custom-node panel needs: the values the node takes from the workflow (its parameters) and the name of its output variable.
 * @summary The input parameters of a custom node (workflow editor)
 */
export const getCustomNodeInputParameters = (
    projectId: string,
    customNodeId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<CustomNodeInputParameters>(
      {url: `/studio/v1/projects/${projectId}/custom-nodes/${customNodeId}/input-parameters`, method: 'GET', signal
    },
      options);
    }




export const getGetCustomNodeInputParametersQueryKey = (projectId: string,
    customNodeId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/custom-nodes/${customNodeId}/input-parameters`
    ] as const;
    }


export const getGetCustomNodeInputParametersQueryOptions = <TData = Awaited<ReturnType<typeof getCustomNodeInputParameters>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    customNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomNodeInputParameters>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetCustomNodeInputParametersQueryKey(projectId,customNodeId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getCustomNodeInputParameters>>> = ({ signal }) => getCustomNodeInputParameters(projectId,customNodeId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && customNodeId !== null && customNodeId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getCustomNodeInputParameters>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetCustomNodeInputParametersQueryResult = NonNullable<Awaited<ReturnType<typeof getCustomNodeInputParameters>>>
export type GetCustomNodeInputParametersQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetCustomNodeInputParameters<TData = Awaited<ReturnType<typeof getCustomNodeInputParameters>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    customNodeId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomNodeInputParameters>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCustomNodeInputParameters>>,
          TError,
          Awaited<ReturnType<typeof getCustomNodeInputParameters>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCustomNodeInputParameters<TData = Awaited<ReturnType<typeof getCustomNodeInputParameters>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    customNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomNodeInputParameters>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCustomNodeInputParameters>>,
          TError,
          Awaited<ReturnType<typeof getCustomNodeInputParameters>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCustomNodeInputParameters<TData = Awaited<ReturnType<typeof getCustomNodeInputParameters>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    customNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomNodeInputParameters>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The input parameters of a custom node (workflow editor)
 */

export function useGetCustomNodeInputParameters<TData = Awaited<ReturnType<typeof getCustomNodeInputParameters>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    customNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomNodeInputParameters>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetCustomNodeInputParametersQueryOptions(projectId,customNodeId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * One page of the custom node's configuration (environment) files, ordered by file name and filtered by file name (contains, case-insensitive): the choices of the workflow editor's custom-node panel for its optional config file. Secret values are never answered (`hasValue` tells whether one is set).
 * @summary List a custom node's configuration (env) files (workflow editor)
 */
export const listCustomNodeConfigFiles = (
    projectId: string,
    customNodeId: string,
    params?: ListCustomNodeConfigFilesParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<CustomNodeConfigFileList>(
      {url: `/studio/v1/projects/${projectId}/custom-nodes/${customNodeId}/config-files`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListCustomNodeConfigFilesQueryKey = (projectId: string,
    customNodeId: string,
    params?: ListCustomNodeConfigFilesParams,) => {
    return [
    `/studio/v1/projects/${projectId}/custom-nodes/${customNodeId}/config-files`, ...(params ? [params] : [])
    ] as const;
    }


export const getListCustomNodeConfigFilesQueryOptions = <TData = Awaited<ReturnType<typeof listCustomNodeConfigFiles>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    customNodeId: string,
    params?: ListCustomNodeConfigFilesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCustomNodeConfigFiles>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListCustomNodeConfigFilesQueryKey(projectId,customNodeId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listCustomNodeConfigFiles>>> = ({ signal }) => listCustomNodeConfigFiles(projectId,customNodeId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && customNodeId !== null && customNodeId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listCustomNodeConfigFiles>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListCustomNodeConfigFilesQueryResult = NonNullable<Awaited<ReturnType<typeof listCustomNodeConfigFiles>>>
export type ListCustomNodeConfigFilesQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useListCustomNodeConfigFiles<TData = Awaited<ReturnType<typeof listCustomNodeConfigFiles>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    customNodeId: string,
    params: undefined |  ListCustomNodeConfigFilesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCustomNodeConfigFiles>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCustomNodeConfigFiles>>,
          TError,
          Awaited<ReturnType<typeof listCustomNodeConfigFiles>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCustomNodeConfigFiles<TData = Awaited<ReturnType<typeof listCustomNodeConfigFiles>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    customNodeId: string,
    params?: ListCustomNodeConfigFilesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCustomNodeConfigFiles>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listCustomNodeConfigFiles>>,
          TError,
          Awaited<ReturnType<typeof listCustomNodeConfigFiles>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListCustomNodeConfigFiles<TData = Awaited<ReturnType<typeof listCustomNodeConfigFiles>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    customNodeId: string,
    params?: ListCustomNodeConfigFilesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCustomNodeConfigFiles>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List a custom node's configuration (env) files (workflow editor)
 */

export function useListCustomNodeConfigFiles<TData = Awaited<ReturnType<typeof listCustomNodeConfigFiles>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    customNodeId: string,
    params?: ListCustomNodeConfigFilesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listCustomNodeConfigFiles>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListCustomNodeConfigFilesQueryOptions(projectId,customNodeId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Whether the node is signed in to its provider: AUTH_STATUS_AUTHENTICATED (with `expiresAt`, so the card shows the time remaining), AUTH_STATUS_EXPIRED (re-authenticate), AUTH_STATUS_UNAUTHENTICATED (authenticate) or AUTH_STATUS_NOT_REQUIRED (the node has no authentication settings).
 * @summary The custom node's authentication card
 */
export const getCustomNodeAuthentication = (
    projectId: string,
    customNodeId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<CustomNodeAuthentication>(
      {url: `/studio/v1/projects/${projectId}/custom-nodes/${customNodeId}/authentication`, method: 'GET', signal
    },
      options);
    }




export const getGetCustomNodeAuthenticationQueryKey = (projectId: string,
    customNodeId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/custom-nodes/${customNodeId}/authentication`
    ] as const;
    }


export const getGetCustomNodeAuthenticationQueryOptions = <TData = Awaited<ReturnType<typeof getCustomNodeAuthentication>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    customNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomNodeAuthentication>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetCustomNodeAuthenticationQueryKey(projectId,customNodeId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getCustomNodeAuthentication>>> = ({ signal }) => getCustomNodeAuthentication(projectId,customNodeId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && customNodeId !== null && customNodeId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getCustomNodeAuthentication>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetCustomNodeAuthenticationQueryResult = NonNullable<Awaited<ReturnType<typeof getCustomNodeAuthentication>>>
export type GetCustomNodeAuthenticationQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetCustomNodeAuthentication<TData = Awaited<ReturnType<typeof getCustomNodeAuthentication>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    customNodeId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomNodeAuthentication>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCustomNodeAuthentication>>,
          TError,
          Awaited<ReturnType<typeof getCustomNodeAuthentication>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCustomNodeAuthentication<TData = Awaited<ReturnType<typeof getCustomNodeAuthentication>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    customNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomNodeAuthentication>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getCustomNodeAuthentication>>,
          TError,
          Awaited<ReturnType<typeof getCustomNodeAuthentication>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetCustomNodeAuthentication<TData = Awaited<ReturnType<typeof getCustomNodeAuthentication>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    customNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomNodeAuthentication>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The custom node's authentication card
 */

export function useGetCustomNodeAuthentication<TData = Awaited<ReturnType<typeof getCustomNodeAuthentication>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    customNodeId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getCustomNodeAuthentication>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetCustomNodeAuthenticationQueryOptions(projectId,customNodeId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Forgets the node's provider tokens; the card shows unauthenticated.
 * @summary Sign the custom node out of its provider
 */
export const signOutCustomNodeAuthentication = (
    projectId: string,
    customNodeId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<CustomNodeAuthentication>(
      {url: `/studio/v1/projects/${projectId}/custom-nodes/${customNodeId}/authentication`, method: 'DELETE', signal
    },
      options);
    }




export const getSignOutCustomNodeAuthenticationMutationKey = () => ['signOutCustomNodeAuthentication'] as const;

export const getSignOutCustomNodeAuthenticationMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof signOutCustomNodeAuthentication>>, TError,SignOutCustomNodeAuthenticationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof signOutCustomNodeAuthentication>>, TError,SignOutCustomNodeAuthenticationMutationVariables, TContext> => {

const mutationKey = getSignOutCustomNodeAuthenticationMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof signOutCustomNodeAuthentication>>, SignOutCustomNodeAuthenticationMutationVariables> = (props) => {
          const {projectId,customNodeId} = props ?? {};

          return  signOutCustomNodeAuthentication(projectId,customNodeId,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type SignOutCustomNodeAuthenticationMutationResult = NonNullable<Awaited<ReturnType<typeof signOutCustomNodeAuthentication>>>

    export type SignOutCustomNodeAuthenticationMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type SignOutCustomNodeAuthenticationMutationVariables = {projectId: string;customNodeId: string}

    /**
 * @summary Sign the custom node out of its provider
 */
export const useSignOutCustomNodeAuthentication = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof signOutCustomNodeAuthentication>>, TError,SignOutCustomNodeAuthenticationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof signOutCustomNodeAuthentication>>,
        TError,
        SignOutCustomNodeAuthenticationMutationVariables,
        TContext
      > => {
      return useMutation(getSignOutCustomNodeAuthenticationMutationOptions(options), queryClient);
    }
    /**
 * Starts the provider's OAuth sign-in for the node's provider and scopes: answers the authorization URL to open and the `state` to hand back to completeCustomNodeAuthentication. Used for the first authentication and to re-authenticate (expired or not). 409 when the node has no authentication settings. The `redirectUri` must be an http(s) URL on the studio's own origin (one of the backend's configured studio origins): another scheme such as `javascript:` or another site answers 400 'Invalid redirect URI'.
 * @summary Authenticate or re-authenticate the custom node
 */
export const startCustomNodeAuthentication = (
    projectId: string,
    customNodeId: string,
    customNodeAuthenticationStart: BodyType<CustomNodeAuthenticationStart>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<CustomNodeAuthenticationRedirect>(
      {url: `/studio/v1/projects/${projectId}/custom-nodes/${customNodeId}/authentication/start`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: customNodeAuthenticationStart, signal
    },
      options);
    }




export const getStartCustomNodeAuthenticationMutationKey = () => ['startCustomNodeAuthentication'] as const;

export const getStartCustomNodeAuthenticationMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof startCustomNodeAuthentication>>, TError,StartCustomNodeAuthenticationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof startCustomNodeAuthentication>>, TError,StartCustomNodeAuthenticationMutationVariables, TContext> => {

const mutationKey = getStartCustomNodeAuthenticationMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof startCustomNodeAuthentication>>, StartCustomNodeAuthenticationMutationVariables> = (props) => {
          const {projectId,customNodeId,data} = props ?? {};

          return  startCustomNodeAuthentication(projectId,customNodeId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type StartCustomNodeAuthenticationMutationResult = NonNullable<Awaited<ReturnType<typeof startCustomNodeAuthentication>>>
    export type StartCustomNodeAuthenticationMutationBody = BodyType<CustomNodeAuthenticationStart>
    export type StartCustomNodeAuthenticationMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type StartCustomNodeAuthenticationMutationVariables = {projectId: string;customNodeId: string;data: BodyType<CustomNodeAuthenticationStart>}

    /**
 * @summary Authenticate or re-authenticate the custom node
 */
export const useStartCustomNodeAuthentication = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof startCustomNodeAuthentication>>, TError,StartCustomNodeAuthenticationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof startCustomNodeAuthentication>>,
        TError,
        StartCustomNodeAuthenticationMutationVariables,
        TContext
      > => {
      return useMutation(getStartCustomNodeAuthenticationMutationOptions(options), queryClient);
    }
    /**
 * Hands the provider's `code` and the `state` from startCustomNodeAuthentication back; the backend exchanges the code for tokens. A `state` that does not match the pending sign-in answers 400.
 * @summary Finish the provider sign-in of a custom node
 */
export const completeCustomNodeAuthentication = (
    projectId: string,
    customNodeId: string,
    customNodeAuthenticationComplete: BodyType<CustomNodeAuthenticationComplete>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<CustomNodeAuthentication>(
      {url: `/studio/v1/projects/${projectId}/custom-nodes/${customNodeId}/authentication/complete`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: customNodeAuthenticationComplete, signal
    },
      options);
    }




export const getCompleteCustomNodeAuthenticationMutationKey = () => ['completeCustomNodeAuthentication'] as const;

export const getCompleteCustomNodeAuthenticationMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof completeCustomNodeAuthentication>>, TError,CompleteCustomNodeAuthenticationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof completeCustomNodeAuthentication>>, TError,CompleteCustomNodeAuthenticationMutationVariables, TContext> => {

const mutationKey = getCompleteCustomNodeAuthenticationMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof completeCustomNodeAuthentication>>, CompleteCustomNodeAuthenticationMutationVariables> = (props) => {
          const {projectId,customNodeId,data} = props ?? {};

          return  completeCustomNodeAuthentication(projectId,customNodeId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CompleteCustomNodeAuthenticationMutationResult = NonNullable<Awaited<ReturnType<typeof completeCustomNodeAuthentication>>>
    export type CompleteCustomNodeAuthenticationMutationBody = BodyType<CustomNodeAuthenticationComplete>
    export type CompleteCustomNodeAuthenticationMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type CompleteCustomNodeAuthenticationMutationVariables = {projectId: string;customNodeId: string;data: BodyType<CustomNodeAuthenticationComplete>}

    /**
 * @summary Finish the provider sign-in of a custom node
 */
export const useCompleteCustomNodeAuthentication = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | PayloadTooLargeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof completeCustomNodeAuthentication>>, TError,CompleteCustomNodeAuthenticationMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof completeCustomNodeAuthentication>>,
        TError,
        CompleteCustomNodeAuthenticationMutationVariables,
        TContext
      > => {
      return useMutation(getCompleteCustomNodeAuthenticationMutationOptions(options), queryClient);
    }
    /**
 * Entra ID, Box and Google, each with the credential scopes a custom node may request (§1).
 * @summary The providers and credential scopes offered for custom node authentication
 */
export const getAuthenticationProviders = (

 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<AuthenticationProviderList>(
      {url: `/studio/v1/custom-node-authentication-providers`, method: 'GET', signal
    },
      options);
    }




export const getGetAuthenticationProvidersQueryKey = () => {
    return [
    `/studio/v1/custom-node-authentication-providers`
    ] as const;
    }


export const getGetAuthenticationProvidersQueryOptions = <TData = Awaited<ReturnType<typeof getAuthenticationProviders>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>>( options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAuthenticationProviders>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetAuthenticationProvidersQueryKey();



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getAuthenticationProviders>>> = ({ signal }) => getAuthenticationProviders(requestOptions, signal);





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getAuthenticationProviders>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetAuthenticationProvidersQueryResult = NonNullable<Awaited<ReturnType<typeof getAuthenticationProviders>>>
export type GetAuthenticationProvidersQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetAuthenticationProviders<TData = Awaited<ReturnType<typeof getAuthenticationProviders>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>>(
  options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAuthenticationProviders>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAuthenticationProviders>>,
          TError,
          Awaited<ReturnType<typeof getAuthenticationProviders>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAuthenticationProviders<TData = Awaited<ReturnType<typeof getAuthenticationProviders>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAuthenticationProviders>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAuthenticationProviders>>,
          TError,
          Awaited<ReturnType<typeof getAuthenticationProviders>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAuthenticationProviders<TData = Awaited<ReturnType<typeof getAuthenticationProviders>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAuthenticationProviders>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The providers and credential scopes offered for custom node authentication
 */

export function useGetAuthenticationProviders<TData = Awaited<ReturnType<typeof getAuthenticationProviders>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | TooManyRequestsResponse | InternalErrorResponse>>(
  options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAuthenticationProviders>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetAuthenticationProvidersQueryOptions(options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






