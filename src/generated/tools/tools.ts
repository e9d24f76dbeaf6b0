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
  ConflictResponse,
  ForbiddenResponse,
  GetToolSourceSignatureParams,
  InternalErrorResponse,
  ListToolSourcesParams,
  ListToolsParams,
  NotFoundResponse,
  TooManyRequestsResponse,
  Tool,
  ToolInput,
  ToolList,
  ToolSourceList,
  ToolSourceSignature,
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
 * One page of the project's tools, newest first, filtered by display name or internal name (contains, case-insensitive) and optionally by type.
 * @summary List the project's tools
 */
export const listTools = (
    projectId: string,
    params?: ListToolsParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<ToolList>(
      {url: `/studio/v1/projects/${projectId}/tools`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListToolsQueryKey = (projectId: string,
    params?: ListToolsParams,) => {
    return [
    `/studio/v1/projects/${projectId}/tools`, ...(params ? [params] : [])
    ] as const;
    }


export const getListToolsQueryOptions = <TData = Awaited<ReturnType<typeof listTools>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    params?: ListToolsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTools>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListToolsQueryKey(projectId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listTools>>> = ({ signal }) => listTools(projectId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listTools>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListToolsQueryResult = NonNullable<Awaited<ReturnType<typeof listTools>>>
export type ListToolsQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useListTools<TData = Awaited<ReturnType<typeof listTools>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params: undefined |  ListToolsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTools>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listTools>>,
          TError,
          Awaited<ReturnType<typeof listTools>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListTools<TData = Awaited<ReturnType<typeof listTools>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListToolsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTools>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listTools>>,
          TError,
          Awaited<ReturnType<typeof listTools>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListTools<TData = Awaited<ReturnType<typeof listTools>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListToolsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTools>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the project's tools
 */

export function useListTools<TData = Awaited<ReturnType<typeof listTools>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListToolsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listTools>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListToolsQueryOptions(projectId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Creates a tool. Name: 1 to 50 half-width letters, digits and underscore, unique in the project (409 'A tool with this name already exists'). Display name required, at most 20. Description 1 to 500. Input and output schema: JSON Schema text (draft 2020-12, the dialect of OpenAPI 3.1) of an object type, at most 5000 characters each ('… is not valid JSON', '… is not a valid JSON Schema', '… must be a JSON Schema of type "object"'). The source fields the type needs are required ('Select {label}'); an unknown source answers 400.
 * @summary Create a tool
 */
export const createTool = (
    projectId: string,
    toolInput: BodyType<ToolInput>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<Tool>(
      {url: `/studio/v1/projects/${projectId}/tools`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: toolInput, signal
    },
      options);
    }




export const getCreateToolMutationKey = () => ['createTool'] as const;

export const getCreateToolMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createTool>>, TError,CreateToolMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createTool>>, TError,CreateToolMutationVariables, TContext> => {

const mutationKey = getCreateToolMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createTool>>, CreateToolMutationVariables> = (props) => {
          const {projectId,data} = props ?? {};

          return  createTool(projectId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateToolMutationResult = NonNullable<Awaited<ReturnType<typeof createTool>>>
    export type CreateToolMutationBody = BodyType<ToolInput>
    export type CreateToolMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type CreateToolMutationVariables = {projectId: string;data: BodyType<ToolInput>}

    /**
 * @summary Create a tool
 */
export const useCreateTool = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createTool>>, TError,CreateToolMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createTool>>,
        TError,
        CreateToolMutationVariables,
        TContext
      > => {
      return useMutation(getCreateToolMutationOptions(options), queryClient);
    }
    /**
 * The tool with its schemas and source.
 * @summary One tool
 */
export const getTool = (
    projectId: string,
    toolId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<Tool>(
      {url: `/studio/v1/projects/${projectId}/tools/${toolId}`, method: 'GET', signal
    },
      options);
    }




export const getGetToolQueryKey = (projectId: string,
    toolId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/tools/${toolId}`
    ] as const;
    }


export const getGetToolQueryOptions = <TData = Awaited<ReturnType<typeof getTool>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    toolId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTool>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetToolQueryKey(projectId,toolId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getTool>>> = ({ signal }) => getTool(projectId,toolId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && toolId !== null && toolId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getTool>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetToolQueryResult = NonNullable<Awaited<ReturnType<typeof getTool>>>
export type GetToolQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetTool<TData = Awaited<ReturnType<typeof getTool>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    toolId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTool>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getTool>>,
          TError,
          Awaited<ReturnType<typeof getTool>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetTool<TData = Awaited<ReturnType<typeof getTool>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    toolId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTool>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getTool>>,
          TError,
          Awaited<ReturnType<typeof getTool>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetTool<TData = Awaited<ReturnType<typeof getTool>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    toolId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTool>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One tool
 */

export function useGetTool<TData = Awaited<ReturnType<typeof getTool>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    toolId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getTool>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetToolQueryOptions(projectId,toolId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Replaces the tool's fields with the dialog's (the type and source may change), with the rules of createTool. Agents using the tool keep it.
 * @summary Edit a tool
 */
export const updateTool = (
    projectId: string,
    toolId: string,
    toolInput: BodyType<ToolInput>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<Tool>(
      {url: `/studio/v1/projects/${projectId}/tools/${toolId}`, method: 'PUT',
      headers: {'Content-Type': 'application/json', },
      data: toolInput, signal
    },
      options);
    }




export const getUpdateToolMutationKey = () => ['updateTool'] as const;

export const getUpdateToolMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateTool>>, TError,UpdateToolMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof updateTool>>, TError,UpdateToolMutationVariables, TContext> => {

const mutationKey = getUpdateToolMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateTool>>, UpdateToolMutationVariables> = (props) => {
          const {projectId,toolId,data} = props ?? {};

          return  updateTool(projectId,toolId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateToolMutationResult = NonNullable<Awaited<ReturnType<typeof updateTool>>>
    export type UpdateToolMutationBody = BodyType<ToolInput>
    export type UpdateToolMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type UpdateToolMutationVariables = {projectId: string;toolId: string;data: BodyType<ToolInput>}

    /**
 * @summary Edit a tool
 */
export const useUpdateTool = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateTool>>, TError,UpdateToolMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateTool>>,
        TError,
        UpdateToolMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateToolMutationOptions(options), queryClient);
    }
    /**
 * Deletes the tool. A tool that agents use is not deleted: 409 'This tool is used by agents: {names}' (remove it from those agents first).
 * @summary Delete a tool
 */
export const deleteTool = (
    projectId: string,
    toolId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<void>(
      {url: `/studio/v1/projects/${projectId}/tools/${toolId}`, method: 'DELETE', signal
    },
      options);
    }




export const getDeleteToolMutationKey = () => ['deleteTool'] as const;

export const getDeleteToolMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteTool>>, TError,DeleteToolMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteTool>>, TError,DeleteToolMutationVariables, TContext> => {

const mutationKey = getDeleteToolMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteTool>>, DeleteToolMutationVariables> = (props) => {
          const {projectId,toolId} = props ?? {};

          return  deleteTool(projectId,toolId,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteToolMutationResult = NonNullable<Awaited<ReturnType<typeof deleteTool>>>

    export type DeleteToolMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type DeleteToolMutationVariables = {projectId: string;toolId: string}

    /**
 * @summary Delete a tool
 */
export const useDeleteTool = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteTool>>, TError,DeleteToolMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteTool>>,
        TError,
        DeleteToolMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteToolMutationOptions(options), queryClient);
    }
    /**
 * The sources the tool dialog can select, for the chosen type: published workflows with their published API versions, the project's custom nodes, or the shared custom nodes. Filtered by name (contains, case-insensitive).
 * @summary List the candidate sources of a tool
 */
export const listToolSources = (
    projectId: string,
    params?: ListToolSourcesParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<ToolSourceList>(
      {url: `/studio/v1/projects/${projectId}/tool-sources`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListToolSourcesQueryKey = (projectId: string,
    params?: ListToolSourcesParams,) => {
    return [
    `/studio/v1/projects/${projectId}/tool-sources`, ...(params ? [params] : [])
    ] as const;
    }


export const getListToolSourcesQueryOptions = <TData = Awaited<ReturnType<typeof listToolSources>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    params?: ListToolSourcesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listToolSources>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListToolSourcesQueryKey(projectId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listToolSources>>> = ({ signal }) => listToolSources(projectId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listToolSources>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListToolSourcesQueryResult = NonNullable<Awaited<ReturnType<typeof listToolSources>>>
export type ListToolSourcesQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useListToolSources<TData = Awaited<ReturnType<typeof listToolSources>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params: undefined |  ListToolSourcesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listToolSources>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listToolSources>>,
          TError,
          Awaited<ReturnType<typeof listToolSources>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListToolSources<TData = Awaited<ReturnType<typeof listToolSources>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListToolSourcesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listToolSources>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listToolSources>>,
          TError,
          Awaited<ReturnType<typeof listToolSources>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListToolSources<TData = Awaited<ReturnType<typeof listToolSources>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListToolSourcesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listToolSources>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the candidate sources of a tool
 */

export function useListToolSources<TData = Awaited<ReturnType<typeof listToolSources>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListToolSourcesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listToolSources>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListToolSourcesQueryOptions(projectId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * What the tool dialog's "fill from source" turns into proposed input and output JSON Schemas. For a published workflow at the API version `apiVersionId` (required for TOOL_TYPE_WORKFLOW: 400 'Select API version'; a version that is not one of the workflow's answers 400 'The selected API version does not exist'): inputs are its start node's input variables and outputs its end node's output variables (the API version's inputVariableNames and outputVariableNames, each required). For a project custom node: inputs are its parameters (label, data type, description, required) and the output its output variable. For a shared custom node: its input parameters and its output variable. A source that is unknown, of another type, or of another project or organization answers 404.
 * @summary The inputs and outputs of a tool's source
 */
export const getToolSourceSignature = (
    projectId: string,
    sourceId: string,
    params: GetToolSourceSignatureParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<ToolSourceSignature>(
      {url: `/studio/v1/projects/${projectId}/tool-sources/${sourceId}/signature`, method: 'GET',
        params, signal
    },
      options);
    }




export const getGetToolSourceSignatureQueryKey = (projectId: string,
    sourceId: string,
    params?: GetToolSourceSignatureParams,) => {
    return [
    `/studio/v1/projects/${projectId}/tool-sources/${sourceId}/signature`, ...(params ? [params] : [])
    ] as const;
    }


export const getGetToolSourceSignatureQueryOptions = <TData = Awaited<ReturnType<typeof getToolSourceSignature>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    sourceId: string,
    params: GetToolSourceSignatureParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getToolSourceSignature>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetToolSourceSignatureQueryKey(projectId,sourceId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getToolSourceSignature>>> = ({ signal }) => getToolSourceSignature(projectId,sourceId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && sourceId !== null && sourceId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getToolSourceSignature>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetToolSourceSignatureQueryResult = NonNullable<Awaited<ReturnType<typeof getToolSourceSignature>>>
export type GetToolSourceSignatureQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetToolSourceSignature<TData = Awaited<ReturnType<typeof getToolSourceSignature>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    sourceId: string,
    params: GetToolSourceSignatureParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getToolSourceSignature>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getToolSourceSignature>>,
          TError,
          Awaited<ReturnType<typeof getToolSourceSignature>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetToolSourceSignature<TData = Awaited<ReturnType<typeof getToolSourceSignature>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    sourceId: string,
    params: GetToolSourceSignatureParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getToolSourceSignature>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getToolSourceSignature>>,
          TError,
          Awaited<ReturnType<typeof getToolSourceSignature>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetToolSourceSignature<TData = Awaited<ReturnType<typeof getToolSourceSignature>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    sourceId: string,
    params: GetToolSourceSignatureParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getToolSourceSignature>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The inputs and outputs of a tool's source
 */

export function useGetToolSourceSignature<TData = Awaited<ReturnType<typeof getToolSourceSignature>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    sourceId: string,
    params: GetToolSourceSignatureParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getToolSourceSignature>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetToolSourceSignatureQueryOptions(projectId,sourceId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






