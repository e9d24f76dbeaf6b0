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
  ForbiddenResponse,
  InternalErrorResponse,
  ListProjectsParams,
  NotFoundResponse,
  Project,
  ProjectCreate,
  ProjectList,
  ProjectUpdate,
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
 * One page of the organization's projects, newest first, filtered by name (contains, case-insensitive).
 * @summary List the active organization's projects
 */
export const listProjects = (
    params?: ListProjectsParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<ProjectList>(
      {url: `/studio/v1/projects`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListProjectsQueryKey = (params?: ListProjectsParams,) => {
    return [
    `/studio/v1/projects`, ...(params ? [params] : [])
    ] as const;
    }


export const getListProjectsQueryOptions = <TData = Awaited<ReturnType<typeof listProjects>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | InternalErrorResponse>>(params?: ListProjectsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listProjects>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListProjectsQueryKey(params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listProjects>>> = ({ signal }) => listProjects(params, requestOptions, signal);





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listProjects>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListProjectsQueryResult = NonNullable<Awaited<ReturnType<typeof listProjects>>>
export type ListProjectsQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | InternalErrorResponse>


export function useListProjects<TData = Awaited<ReturnType<typeof listProjects>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | InternalErrorResponse>>(
 params: undefined |  ListProjectsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listProjects>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listProjects>>,
          TError,
          Awaited<ReturnType<typeof listProjects>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListProjects<TData = Awaited<ReturnType<typeof listProjects>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | InternalErrorResponse>>(
 params?: ListProjectsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listProjects>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listProjects>>,
          TError,
          Awaited<ReturnType<typeof listProjects>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListProjects<TData = Awaited<ReturnType<typeof listProjects>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | InternalErrorResponse>>(
 params?: ListProjectsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listProjects>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the active organization's projects
 */

export function useListProjects<TData = Awaited<ReturnType<typeof listProjects>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | InternalErrorResponse>>(
 params?: ListProjectsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listProjects>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListProjectsQueryOptions(params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Creates a project in the active organization. The name is required ('Please enter a project name').
 * @summary Create a project
 */
export const createProject = (
    projectCreate: BodyType<ProjectCreate>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<Project>(
      {url: `/studio/v1/projects`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: projectCreate, signal
    },
      options);
    }




export const getCreateProjectQueryKey = (projectCreate?: BodyType<ProjectCreate>,) => {
    return [
    'POST', `/studio/v1/projects`, projectCreate
    ] as const;
    }


export const getCreateProjectQueryOptions = <TData = Awaited<ReturnType<typeof createProject>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | InternalErrorResponse>>(projectCreate: BodyType<ProjectCreate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof createProject>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getCreateProjectQueryKey(projectCreate);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof createProject>>> = ({ signal }) => createProject(projectCreate, requestOptions, signal);





   return  { queryKey, queryFn, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof createProject>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type CreateProjectQueryResult = NonNullable<Awaited<ReturnType<typeof createProject>>>
export type CreateProjectQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | InternalErrorResponse>


export function useCreateProject<TData = Awaited<ReturnType<typeof createProject>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | InternalErrorResponse>>(
 projectCreate: BodyType<ProjectCreate>, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof createProject>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof createProject>>,
          TError,
          Awaited<ReturnType<typeof createProject>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCreateProject<TData = Awaited<ReturnType<typeof createProject>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | InternalErrorResponse>>(
 projectCreate: BodyType<ProjectCreate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof createProject>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof createProject>>,
          TError,
          Awaited<ReturnType<typeof createProject>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useCreateProject<TData = Awaited<ReturnType<typeof createProject>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | InternalErrorResponse>>(
 projectCreate: BodyType<ProjectCreate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof createProject>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Create a project
 */

export function useCreateProject<TData = Awaited<ReturnType<typeof createProject>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | InternalErrorResponse>>(
 projectCreate: BodyType<ProjectCreate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof createProject>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getCreateProjectQueryOptions(projectCreate,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * The project, if it belongs to the active organization.
 * @summary One project
 */
export const getProject = (
    projectId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<Project>(
      {url: `/studio/v1/projects/${projectId}`, method: 'GET', signal
    },
      options);
    }




export const getGetProjectQueryKey = (projectId: string,) => {
    return [
    `/studio/v1/projects/${projectId}`
    ] as const;
    }


export const getGetProjectQueryOptions = <TData = Awaited<ReturnType<typeof getProject>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(projectId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getProject>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetProjectQueryKey(projectId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getProject>>> = ({ signal }) => getProject(projectId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getProject>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetProjectQueryResult = NonNullable<Awaited<ReturnType<typeof getProject>>>
export type GetProjectQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>


export function useGetProject<TData = Awaited<ReturnType<typeof getProject>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getProject>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getProject>>,
          TError,
          Awaited<ReturnType<typeof getProject>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetProject<TData = Awaited<ReturnType<typeof getProject>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getProject>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getProject>>,
          TError,
          Awaited<ReturnType<typeof getProject>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetProject<TData = Awaited<ReturnType<typeof getProject>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getProject>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One project
 */

export function useGetProject<TData = Awaited<ReturnType<typeof getProject>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getProject>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetProjectQueryOptions(projectId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Changes the given fields only.
 * @summary Rename or describe a project
 */
export const updateProject = (
    projectId: string,
    projectUpdate: BodyType<ProjectUpdate>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<Project>(
      {url: `/studio/v1/projects/${projectId}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', },
      data: projectUpdate, signal
    },
      options);
    }




export const getUpdateProjectQueryKey = (projectId: string,
    projectUpdate?: BodyType<ProjectUpdate>,) => {
    return [
    'PATCH', `/studio/v1/projects/${projectId}`, projectUpdate
    ] as const;
    }


export const getUpdateProjectQueryOptions = <TData = Awaited<ReturnType<typeof updateProject>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(projectId: string,
    projectUpdate: BodyType<ProjectUpdate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateProject>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getUpdateProjectQueryKey(projectId,projectUpdate);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof updateProject>>> = ({ signal }) => updateProject(projectId,projectUpdate, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof updateProject>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type UpdateProjectQueryResult = NonNullable<Awaited<ReturnType<typeof updateProject>>>
export type UpdateProjectQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>


export function useUpdateProject<TData = Awaited<ReturnType<typeof updateProject>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    projectUpdate: BodyType<ProjectUpdate>, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateProject>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof updateProject>>,
          TError,
          Awaited<ReturnType<typeof updateProject>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useUpdateProject<TData = Awaited<ReturnType<typeof updateProject>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    projectUpdate: BodyType<ProjectUpdate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateProject>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof updateProject>>,
          TError,
          Awaited<ReturnType<typeof updateProject>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useUpdateProject<TData = Awaited<ReturnType<typeof updateProject>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    projectUpdate: BodyType<ProjectUpdate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateProject>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Rename or describe a project
 */

export function useUpdateProject<TData = Awaited<ReturnType<typeof updateProject>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string,
    projectUpdate: BodyType<ProjectUpdate>, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof updateProject>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getUpdateProjectQueryOptions(projectId,projectUpdate,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Deletes the project with its workflows, agents, tools, indexes, datasets and jobs.
 * @summary Delete a project and everything in it
 */
export const deleteProject = (
    projectId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<void>(
      {url: `/studio/v1/projects/${projectId}`, method: 'DELETE', signal
    },
      options);
    }




export const getDeleteProjectQueryKey = (projectId: string,) => {
    return [
    'DELETE', `/studio/v1/projects/${projectId}`
    ] as const;
    }


export const getDeleteProjectQueryOptions = <TData = Awaited<ReturnType<typeof deleteProject>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(projectId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteProject>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getDeleteProjectQueryKey(projectId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof deleteProject>>> = ({ signal }) => deleteProject(projectId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof deleteProject>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type DeleteProjectQueryResult = NonNullable<Awaited<ReturnType<typeof deleteProject>>>
export type DeleteProjectQueryError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>


export function useDeleteProject<TData = Awaited<ReturnType<typeof deleteProject>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteProject>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof deleteProject>>,
          TError,
          Awaited<ReturnType<typeof deleteProject>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDeleteProject<TData = Awaited<ReturnType<typeof deleteProject>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteProject>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof deleteProject>>,
          TError,
          Awaited<ReturnType<typeof deleteProject>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useDeleteProject<TData = Awaited<ReturnType<typeof deleteProject>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteProject>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary Delete a project and everything in it
 */

export function useDeleteProject<TData = Awaited<ReturnType<typeof deleteProject>>, TError = ErrorType<UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | InternalErrorResponse>>(
 projectId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof deleteProject>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getDeleteProjectQueryOptions(projectId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






