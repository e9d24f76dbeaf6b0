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
  Agent,
  AgentCreate,
  AgentList,
  AgentUpdate,
  BadRequestResponse,
  ForbiddenResponse,
  InternalErrorResponse,
  ListAgentsParams,
  NotFoundResponse,
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
 * One page of the project's agents, newest first, filtered by name (contains, case-insensitive).
 * @summary List the project's agents
 */
export const listAgents = (
    projectId: string,
    params?: ListAgentsParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<AgentList>(
      {url: `/studio/v1/projects/${projectId}/agents`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListAgentsQueryKey = (projectId: string,
    params?: ListAgentsParams,) => {
    return [
    `/studio/v1/projects/${projectId}/agents`, ...(params ? [params] : [])
    ] as const;
    }


export const getListAgentsQueryOptions = <TData = Awaited<ReturnType<typeof listAgents>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(projectId: string,
    params?: ListAgentsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAgents>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListAgentsQueryKey(projectId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listAgents>>> = ({ signal }) => listAgents(projectId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listAgents>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListAgentsQueryResult = NonNullable<Awaited<ReturnType<typeof listAgents>>>
export type ListAgentsQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>


export function useListAgents<TData = Awaited<ReturnType<typeof listAgents>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    params: undefined |  ListAgentsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAgents>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAgents>>,
          TError,
          Awaited<ReturnType<typeof listAgents>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAgents<TData = Awaited<ReturnType<typeof listAgents>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListAgentsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAgents>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listAgents>>,
          TError,
          Awaited<ReturnType<typeof listAgents>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListAgents<TData = Awaited<ReturnType<typeof listAgents>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListAgentsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAgents>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the project's agents
 */

export function useListAgents<TData = Awaited<ReturnType<typeof listAgents>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListAgentsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listAgents>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListAgentsQueryOptions(projectId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Creates an agent from tools of the same project. Name required, at most 20 characters ('Please enter an agent name', 'Agent name must be 20 characters or fewer'); at least one tool ('Select at least one tool'); an unknown tool id answers 400 ('Tool not found: {id}'); system prompt at most 5000 characters.
 * @summary Create an agent
 */
export const createAgent = (
    projectId: string,
    agentCreate: BodyType<AgentCreate>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<Agent>(
      {url: `/studio/v1/projects/${projectId}/agents`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: agentCreate, signal
    },
      options);
    }




export const getCreateAgentQueryKey = (projectId: string,
    agentCreate?: BodyType<AgentCreate>,) => {
    return [
    'POST', `/studio/v1/projects/${projectId}/agents`, agentCreate
    ] as const;
    }


export const getCreateAgentQueryOptions = <TData = Awaited<ReturnType<typeof createAgent>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(projectId: string,
    agentCreate: BodyType<AgentCreate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof createAgent>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCreateAgentQueryKey(projectId,agentCreate);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof createAgent>>> = ({ signal }) => createAgent(projectId,agentCreate, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof createAgent>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CreateAgentQueryResult = NonNullable<Awaited<ReturnType<typeof createAgent>>>
export type CreateAgentQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>


export function useCreateAgent<TData = Awaited<ReturnType<typeof createAgent>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    agentCreate: BodyType<AgentCreate>, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof createAgent>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof createAgent>>,
          TError,
          Awaited<ReturnType<typeof createAgent>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCreateAgent<TData = Awaited<ReturnType<typeof createAgent>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    agentCreate: BodyType<AgentCreate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof createAgent>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof createAgent>>,
          TError,
          Awaited<ReturnType<typeof createAgent>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCreateAgent<TData = Awaited<ReturnType<typeof createAgent>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    agentCreate: BodyType<AgentCreate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof createAgent>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Create an agent
 */

export function useCreateAgent<TData = Awaited<ReturnType<typeof createAgent>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    agentCreate: BodyType<AgentCreate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof createAgent>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCreateAgentQueryOptions(projectId,agentCreate,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * The agent with its tools (ids and display names).
 * @summary One agent
 */
export const getAgent = (
    projectId: string,
    agentId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<Agent>(
      {url: `/studio/v1/projects/${projectId}/agents/${agentId}`, method: 'GET', signal
    },
      options);
    }




export const getGetAgentQueryKey = (projectId: string,
    agentId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/agents/${agentId}`
    ] as const;
    }


export const getGetAgentQueryOptions = <TData = Awaited<ReturnType<typeof getAgent>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(projectId: string,
    agentId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAgent>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetAgentQueryKey(projectId,agentId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getAgent>>> = ({ signal }) => getAgent(projectId,agentId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && agentId !== null && agentId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getAgent>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetAgentQueryResult = NonNullable<Awaited<ReturnType<typeof getAgent>>>
export type GetAgentQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>


export function useGetAgent<TData = Awaited<ReturnType<typeof getAgent>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    agentId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAgent>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAgent>>,
          TError,
          Awaited<ReturnType<typeof getAgent>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAgent<TData = Awaited<ReturnType<typeof getAgent>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    agentId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAgent>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getAgent>>,
          TError,
          Awaited<ReturnType<typeof getAgent>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetAgent<TData = Awaited<ReturnType<typeof getAgent>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    agentId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAgent>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One agent
 */

export function useGetAgent<TData = Awaited<ReturnType<typeof getAgent>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    agentId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getAgent>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetAgentQueryOptions(projectId,agentId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Changes the given fields only, with the rules of createAgent.
 * @summary Edit an agent
 */
export const updateAgent = (
    projectId: string,
    agentId: string,
    agentUpdate: BodyType<AgentUpdate>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<Agent>(
      {url: `/studio/v1/projects/${projectId}/agents/${agentId}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', },
      data: agentUpdate, signal
    },
      options);
    }




export const getUpdateAgentQueryKey = (projectId: string,
    agentId: string,
    agentUpdate?: BodyType<AgentUpdate>,) => {
    return [
    'PATCH', `/studio/v1/projects/${projectId}/agents/${agentId}`, agentUpdate
    ] as const;
    }


export const getUpdateAgentQueryOptions = <TData = Awaited<ReturnType<typeof updateAgent>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(projectId: string,
    agentId: string,
    agentUpdate: BodyType<AgentUpdate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateAgent>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getUpdateAgentQueryKey(projectId,agentId,agentUpdate);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof updateAgent>>> = ({ signal }) => updateAgent(projectId,agentId,agentUpdate, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && agentId !== null && agentId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof updateAgent>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type UpdateAgentQueryResult = NonNullable<Awaited<ReturnType<typeof updateAgent>>>
export type UpdateAgentQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>


export function useUpdateAgent<TData = Awaited<ReturnType<typeof updateAgent>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    agentId: string,
    agentUpdate: BodyType<AgentUpdate>, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateAgent>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof updateAgent>>,
          TError,
          Awaited<ReturnType<typeof updateAgent>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useUpdateAgent<TData = Awaited<ReturnType<typeof updateAgent>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    agentId: string,
    agentUpdate: BodyType<AgentUpdate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateAgent>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof updateAgent>>,
          TError,
          Awaited<ReturnType<typeof updateAgent>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useUpdateAgent<TData = Awaited<ReturnType<typeof updateAgent>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    agentId: string,
    agentUpdate: BodyType<AgentUpdate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateAgent>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Edit an agent
 */

export function useUpdateAgent<TData = Awaited<ReturnType<typeof updateAgent>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    agentId: string,
    agentUpdate: BodyType<AgentUpdate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateAgent>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getUpdateAgentQueryOptions(projectId,agentId,agentUpdate,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Deletes the agent; its tools stay.
 * @summary Delete an agent
 */
export const deleteAgent = (
    projectId: string,
    agentId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<void>(
      {url: `/studio/v1/projects/${projectId}/agents/${agentId}`, method: 'DELETE', signal
    },
      options);
    }




export const getDeleteAgentQueryKey = (projectId: string,
    agentId: string,) => {
    return [
    'DELETE', `/studio/v1/projects/${projectId}/agents/${agentId}`
    ] as const;
    }


export const getDeleteAgentQueryOptions = <TData = Awaited<ReturnType<typeof deleteAgent>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(projectId: string,
    agentId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteAgent>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDeleteAgentQueryKey(projectId,agentId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof deleteAgent>>> = ({ signal }) => deleteAgent(projectId,agentId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && agentId !== null && agentId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof deleteAgent>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DeleteAgentQueryResult = NonNullable<Awaited<ReturnType<typeof deleteAgent>>>
export type DeleteAgentQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>


export function useDeleteAgent<TData = Awaited<ReturnType<typeof deleteAgent>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    agentId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteAgent>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof deleteAgent>>,
          TError,
          Awaited<ReturnType<typeof deleteAgent>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDeleteAgent<TData = Awaited<ReturnType<typeof deleteAgent>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    agentId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteAgent>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof deleteAgent>>,
          TError,
          Awaited<ReturnType<typeof deleteAgent>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDeleteAgent<TData = Awaited<ReturnType<typeof deleteAgent>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    agentId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteAgent>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Delete an agent
 */

export function useDeleteAgent<TData = Awaited<ReturnType<typeof deleteAgent>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    agentId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteAgent>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDeleteAgentQueryOptions(projectId,agentId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






