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
  InternalErrorResponse,
  Job,
  JobCreate,
  JobExecution,
  JobExecutionDetail,
  JobExecutionList,
  JobList,
  JobUpdate,
  ListJobExecutionsParams,
  ListJobsParams,
  NotFoundResponse,
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
 * One page of the project's jobs, newest first, filtered by name. Each job carries its last execution (status, startedAt, finishedAt) for the status and time columns; none means 'not executed'.
 * @summary List the project's jobs
 */
export const listJobs = (
    projectId: string,
    params?: ListJobsParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<JobList>(
      {url: `/studio/v1/projects/${projectId}/jobs`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListJobsQueryKey = (projectId: string,
    params?: ListJobsParams,) => {
    return [
    `/studio/v1/projects/${projectId}/jobs`, ...(params ? [params] : [])
    ] as const;
    }


export const getListJobsQueryOptions = <TData = Awaited<ReturnType<typeof listJobs>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    params?: ListJobsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listJobs>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListJobsQueryKey(projectId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listJobs>>> = ({ signal }) => listJobs(projectId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listJobs>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListJobsQueryResult = NonNullable<Awaited<ReturnType<typeof listJobs>>>
export type ListJobsQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useListJobs<TData = Awaited<ReturnType<typeof listJobs>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params: undefined |  ListJobsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listJobs>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listJobs>>,
          TError,
          Awaited<ReturnType<typeof listJobs>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListJobs<TData = Awaited<ReturnType<typeof listJobs>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListJobsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listJobs>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listJobs>>,
          TError,
          Awaited<ReturnType<typeof listJobs>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListJobs<TData = Awaited<ReturnType<typeof listJobs>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListJobsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listJobs>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the project's jobs
 */

export function useListJobs<TData = Awaited<ReturnType<typeof listJobs>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListJobsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listJobs>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListJobsQueryOptions(projectId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Creates a job. Name ('Please enter a job name'), dataset file ('Please select a dataset'), workflow ('Please select a workflow') and dataset column ('Please select a dataset column') are required. The dataset file must be uploaded ('The dataset file is not uploaded yet', 409) and have the column ('The dataset column does not exist in the dataset file', 400).
 * @summary Create a job
 */
export const createJob = (
    projectId: string,
    jobCreate: BodyType<JobCreate>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<Job>(
      {url: `/studio/v1/projects/${projectId}/jobs`, method: 'POST',
      headers: {'Content-Type': 'application/json', },
      data: jobCreate, signal
    },
      options);
    }




export const getCreateJobMutationKey = () => ['createJob'] as const;

export const getCreateJobMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createJob>>, TError,CreateJobMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createJob>>, TError,CreateJobMutationVariables, TContext> => {

const mutationKey = getCreateJobMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createJob>>, CreateJobMutationVariables> = (props) => {
          const {projectId,data} = props ?? {};

          return  createJob(projectId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateJobMutationResult = NonNullable<Awaited<ReturnType<typeof createJob>>>
    export type CreateJobMutationBody = BodyType<JobCreate>
    export type CreateJobMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type CreateJobMutationVariables = {projectId: string;data: BodyType<JobCreate>}

    /**
 * @summary Create a job
 */
export const useCreateJob = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createJob>>, TError,CreateJobMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createJob>>,
        TError,
        CreateJobMutationVariables,
        TContext
      > => {
      return useMutation(getCreateJobMutationOptions(options), queryClient);
    }
    /**
 * The job with its last execution.
 * @summary One job
 */
export const getJob = (
    projectId: string,
    jobId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<Job>(
      {url: `/studio/v1/projects/${projectId}/jobs/${jobId}`, method: 'GET', signal
    },
      options);
    }




export const getGetJobQueryKey = (projectId: string,
    jobId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/jobs/${jobId}`
    ] as const;
    }


export const getGetJobQueryOptions = <TData = Awaited<ReturnType<typeof getJob>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    jobId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getJob>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetJobQueryKey(projectId,jobId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getJob>>> = ({ signal }) => getJob(projectId,jobId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && jobId !== null && jobId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getJob>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetJobQueryResult = NonNullable<Awaited<ReturnType<typeof getJob>>>
export type GetJobQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetJob<TData = Awaited<ReturnType<typeof getJob>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    jobId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getJob>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getJob>>,
          TError,
          Awaited<ReturnType<typeof getJob>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetJob<TData = Awaited<ReturnType<typeof getJob>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    jobId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getJob>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getJob>>,
          TError,
          Awaited<ReturnType<typeof getJob>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetJob<TData = Awaited<ReturnType<typeof getJob>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    jobId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getJob>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One job
 */

export function useGetJob<TData = Awaited<ReturnType<typeof getJob>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    jobId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getJob>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetJobQueryOptions(projectId,jobId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Changes the given fields only, with the same rules as on create.
 * @summary Change a job
 */
export const updateJob = (
    projectId: string,
    jobId: string,
    jobUpdate: BodyType<JobUpdate>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<Job>(
      {url: `/studio/v1/projects/${projectId}/jobs/${jobId}`, method: 'PATCH',
      headers: {'Content-Type': 'application/json', },
      data: jobUpdate, signal
    },
      options);
    }




export const getUpdateJobMutationKey = () => ['updateJob'] as const;

export const getUpdateJobMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateJob>>, TError,UpdateJobMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof updateJob>>, TError,UpdateJobMutationVariables, TContext> => {

const mutationKey = getUpdateJobMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateJob>>, UpdateJobMutationVariables> = (props) => {
          const {projectId,jobId,data} = props ?? {};

          return  updateJob(projectId,jobId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateJobMutationResult = NonNullable<Awaited<ReturnType<typeof updateJob>>>
    export type UpdateJobMutationBody = BodyType<JobUpdate>
    export type UpdateJobMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type UpdateJobMutationVariables = {projectId: string;jobId: string;data: BodyType<JobUpdate>}

    /**
 * @summary Change a job
 */
export const useUpdateJob = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateJob>>, TError,UpdateJobMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateJob>>,
        TError,
        UpdateJobMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateJobMutationOptions(options), queryClient);
    }
    /**
 * Deletes the job and its execution history. A job whose last execution is pending or running cannot be deleted ('Cannot delete running or pending jobs', 409; nothing is deleted).
 * @summary Delete a job
 */
export const deleteJob = (
    projectId: string,
    jobId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<void>(
      {url: `/studio/v1/projects/${projectId}/jobs/${jobId}`, method: 'DELETE', signal
    },
      options);
    }




export const getDeleteJobMutationKey = () => ['deleteJob'] as const;

export const getDeleteJobMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteJob>>, TError,DeleteJobMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteJob>>, TError,DeleteJobMutationVariables, TContext> => {

const mutationKey = getDeleteJobMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteJob>>, DeleteJobMutationVariables> = (props) => {
          const {projectId,jobId} = props ?? {};

          return  deleteJob(projectId,jobId,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteJobMutationResult = NonNullable<Awaited<ReturnType<typeof deleteJob>>>

    export type DeleteJobMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type DeleteJobMutationVariables = {projectId: string;jobId: string}

    /**
 * @summary Delete a job
 */
export const useDeleteJob = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteJob>>, TError,DeleteJobMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteJob>>,
        TError,
        DeleteJobMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteJobMutationOptions(options), queryClient);
    }
    /**
 * One page of the job's executions, newest first. name filters by the name of the person who executed it.
 * @summary A job's execution history
 */
export const listJobExecutions = (
    projectId: string,
    jobId: string,
    params?: ListJobExecutionsParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<JobExecutionList>(
      {url: `/studio/v1/projects/${projectId}/jobs/${jobId}/executions`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListJobExecutionsQueryKey = (projectId: string,
    jobId: string,
    params?: ListJobExecutionsParams,) => {
    return [
    `/studio/v1/projects/${projectId}/jobs/${jobId}/executions`, ...(params ? [params] : [])
    ] as const;
    }


export const getListJobExecutionsQueryOptions = <TData = Awaited<ReturnType<typeof listJobExecutions>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    jobId: string,
    params?: ListJobExecutionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listJobExecutions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListJobExecutionsQueryKey(projectId,jobId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listJobExecutions>>> = ({ signal }) => listJobExecutions(projectId,jobId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && jobId !== null && jobId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listJobExecutions>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListJobExecutionsQueryResult = NonNullable<Awaited<ReturnType<typeof listJobExecutions>>>
export type ListJobExecutionsQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useListJobExecutions<TData = Awaited<ReturnType<typeof listJobExecutions>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    jobId: string,
    params: undefined |  ListJobExecutionsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listJobExecutions>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listJobExecutions>>,
          TError,
          Awaited<ReturnType<typeof listJobExecutions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListJobExecutions<TData = Awaited<ReturnType<typeof listJobExecutions>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    jobId: string,
    params?: ListJobExecutionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listJobExecutions>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listJobExecutions>>,
          TError,
          Awaited<ReturnType<typeof listJobExecutions>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListJobExecutions<TData = Awaited<ReturnType<typeof listJobExecutions>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    jobId: string,
    params?: ListJobExecutionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listJobExecutions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary A job's execution history
 */

export function useListJobExecutions<TData = Awaited<ReturnType<typeof listJobExecutions>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    jobId: string,
    params?: ListJobExecutionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listJobExecutions>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListJobExecutionsQueryOptions(projectId,jobId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Starts an execution over the job's dataset column: JOB_STATUS_PENDING, then JOB_STATUS_RUNNING row by row, then JOB_STATUS_SUCCESS (every row succeeded) or JOB_STATUS_FAILURE (a row failed). Poll the execution for progress. Refused while the job's last execution is pending or running ('The job is already running', 409) or when its dataset file is gone ('The dataset file of this job no longer exists', 409).
 * @summary Execute a job
 */
export const executeJob = (
    projectId: string,
    jobId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<JobExecution>(
      {url: `/studio/v1/projects/${projectId}/jobs/${jobId}/executions`, method: 'POST', signal
    },
      options);
    }




export const getExecuteJobMutationKey = () => ['executeJob'] as const;

export const getExecuteJobMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof executeJob>>, TError,ExecuteJobMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof executeJob>>, TError,ExecuteJobMutationVariables, TContext> => {

const mutationKey = getExecuteJobMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof executeJob>>, ExecuteJobMutationVariables> = (props) => {
          const {projectId,jobId} = props ?? {};

          return  executeJob(projectId,jobId,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type ExecuteJobMutationResult = NonNullable<Awaited<ReturnType<typeof executeJob>>>

    export type ExecuteJobMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type ExecuteJobMutationVariables = {projectId: string;jobId: string}

    /**
 * @summary Execute a job
 */
export const useExecuteJob = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof executeJob>>, TError,ExecuteJobMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof executeJob>>,
        TError,
        ExecuteJobMutationVariables,
        TContext
      > => {
      return useMutation(getExecuteJobMutationOptions(options), queryClient);
    }
    /**
 * The execution and the result of each dataset row (row number, input value, output value, status, error message). An execution of another job answers 'Execution not found for job' (404).
 * @summary One execution with its per-row results
 */
export const getJobExecution = (
    projectId: string,
    jobId: string,
    executionId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<JobExecutionDetail>(
      {url: `/studio/v1/projects/${projectId}/jobs/${jobId}/executions/${executionId}`, method: 'GET', signal
    },
      options);
    }




export const getGetJobExecutionQueryKey = (projectId: string,
    jobId: string,
    executionId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/jobs/${jobId}/executions/${executionId}`
    ] as const;
    }


export const getGetJobExecutionQueryOptions = <TData = Awaited<ReturnType<typeof getJobExecution>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    jobId: string,
    executionId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getJobExecution>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetJobExecutionQueryKey(projectId,jobId,executionId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getJobExecution>>> = ({ signal }) => getJobExecution(projectId,jobId,executionId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && jobId !== null && jobId !== undefined && executionId !== null && executionId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getJobExecution>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetJobExecutionQueryResult = NonNullable<Awaited<ReturnType<typeof getJobExecution>>>
export type GetJobExecutionQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetJobExecution<TData = Awaited<ReturnType<typeof getJobExecution>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    jobId: string,
    executionId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getJobExecution>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getJobExecution>>,
          TError,
          Awaited<ReturnType<typeof getJobExecution>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetJobExecution<TData = Awaited<ReturnType<typeof getJobExecution>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    jobId: string,
    executionId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getJobExecution>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getJobExecution>>,
          TError,
          Awaited<ReturnType<typeof getJobExecution>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetJobExecution<TData = Awaited<ReturnType<typeof getJobExecution>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    jobId: string,
    executionId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getJobExecution>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One execution with its per-row results
 */

export function useGetJobExecution<TData = Awaited<ReturnType<typeof getJobExecution>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    jobId: string,
    executionId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getJobExecution>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetJobExecutionQueryOptions(projectId,jobId,executionId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Cancels a pending or running execution: it becomes JOB_STATUS_CANCELED and rows not yet processed JOB_ROW_STATUS_CANCELED. A finished execution cannot be cancelled ('The execution has already finished', 409). An execution of another job answers 'Execution not found for job' (404).
 * @summary Cancel an execution
 */
export const cancelJobExecution = (
    projectId: string,
    jobId: string,
    executionId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<JobExecution>(
      {url: `/studio/v1/projects/${projectId}/jobs/${jobId}/executions/${executionId}/cancel`, method: 'POST', signal
    },
      options);
    }




export const getCancelJobExecutionMutationKey = () => ['cancelJobExecution'] as const;

export const getCancelJobExecutionMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cancelJobExecution>>, TError,CancelJobExecutionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof cancelJobExecution>>, TError,CancelJobExecutionMutationVariables, TContext> => {

const mutationKey = getCancelJobExecutionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof cancelJobExecution>>, CancelJobExecutionMutationVariables> = (props) => {
          const {projectId,jobId,executionId} = props ?? {};

          return  cancelJobExecution(projectId,jobId,executionId,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CancelJobExecutionMutationResult = NonNullable<Awaited<ReturnType<typeof cancelJobExecution>>>

    export type CancelJobExecutionMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type CancelJobExecutionMutationVariables = {projectId: string;jobId: string;executionId: string}

    /**
 * @summary Cancel an execution
 */
export const useCancelJobExecution = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof cancelJobExecution>>, TError,CancelJobExecutionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof cancelJobExecution>>,
        TError,
        CancelJobExecutionMutationVariables,
        TContext
      > => {
      return useMutation(getCancelJobExecutionMutationOptions(options), queryClient);
    }
