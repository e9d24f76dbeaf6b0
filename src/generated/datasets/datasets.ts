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
  DatasetFile,
  DatasetFileColumns,
  DatasetFileList,
  DatasetFileUpload,
  ForbiddenResponse,
  InternalErrorResponse,
  ListDatasetFilesParams,
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
 * The File List tab: one page of the project's dataset files, most recently updated first, filtered by file name.
 * @summary List the project's dataset files
 */
export const listDatasetFiles = (
    projectId: string,
    params?: ListDatasetFilesParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<DatasetFileList>(
      {url: `/studio/v1/projects/${projectId}/datasets/files`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListDatasetFilesQueryKey = (projectId: string,
    params?: ListDatasetFilesParams,) => {
    return [
    `/studio/v1/projects/${projectId}/datasets/files`, ...(params ? [params] : [])
    ] as const;
    }


export const getListDatasetFilesQueryOptions = <TData = Awaited<ReturnType<typeof listDatasetFiles>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    params?: ListDatasetFilesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDatasetFiles>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListDatasetFilesQueryKey(projectId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listDatasetFiles>>> = ({ signal }) => listDatasetFiles(projectId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listDatasetFiles>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListDatasetFilesQueryResult = NonNullable<Awaited<ReturnType<typeof listDatasetFiles>>>
export type ListDatasetFilesQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useListDatasetFiles<TData = Awaited<ReturnType<typeof listDatasetFiles>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params: undefined |  ListDatasetFilesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDatasetFiles>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listDatasetFiles>>,
          TError,
          Awaited<ReturnType<typeof listDatasetFiles>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListDatasetFiles<TData = Awaited<ReturnType<typeof listDatasetFiles>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListDatasetFilesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDatasetFiles>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listDatasetFiles>>,
          TError,
          Awaited<ReturnType<typeof listDatasetFiles>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListDatasetFiles<TData = Awaited<ReturnType<typeof listDatasetFiles>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListDatasetFilesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDatasetFiles>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the project's dataset files
 */

export function useListDatasetFiles<TData = Awaited<ReturnType<typeof listDatasetFiles>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListDatasetFilesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDatasetFiles>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListDatasetFilesQueryOptions(projectId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Uploads a CSV, TSV, XLSX or JSONL file of at most 10MB. A file is required ('Please select a file', 400); another type answers 'Invalid file type' (415); a larger file 'File size is too large. Maximum size is 10MB.' (413); unreadable content 'Failed to parse file' (400); the file part's `filename` must be a base name (FileName: no `/` or `\`, not `.` or `..`, no control characters, at most 255 characters), else 400 'Invalid file name' (e.g. `../../../etc/evil.csv`: the name is never cut down to its last segment). A file with the same name in the project is replaced (same id).
 * @summary Upload a dataset file
 */
export const uploadDatasetFile = (
    projectId: string,
    datasetFileUpload: BodyType<DatasetFileUpload>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {

      const formData = new FormData();
formData.append(`file`, datasetFileUpload.file);

      return httpClient<DatasetFile>(
      {url: `/studio/v1/projects/${projectId}/datasets/files`, method: 'POST',
      headers: {'Content-Type': 'multipart/form-data', },
       data: formData, signal
    },
      options);
    }




export const getUploadDatasetFileMutationKey = () => ['uploadDatasetFile'] as const;

export const getUploadDatasetFileMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof uploadDatasetFile>>, TError,UploadDatasetFileMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof uploadDatasetFile>>, TError,UploadDatasetFileMutationVariables, TContext> => {

const mutationKey = getUploadDatasetFileMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof uploadDatasetFile>>, UploadDatasetFileMutationVariables> = (props) => {
          const {projectId,data} = props ?? {};

          return  uploadDatasetFile(projectId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UploadDatasetFileMutationResult = NonNullable<Awaited<ReturnType<typeof uploadDatasetFile>>>
    export type UploadDatasetFileMutationBody = BodyType<DatasetFileUpload>
    export type UploadDatasetFileMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type UploadDatasetFileMutationVariables = {projectId: string;data: BodyType<DatasetFileUpload>}

    /**
 * @summary Upload a dataset file
 */
export const useUploadDatasetFile = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof uploadDatasetFile>>, TError,UploadDatasetFileMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof uploadDatasetFile>>,
        TError,
        UploadDatasetFileMutationVariables,
        TContext
      > => {
      return useMutation(getUploadDatasetFileMutationOptions(options), queryClient);
    }
    /**
 * The dataset file.
 * @summary One dataset file
 */
export const getDatasetFile = (
    projectId: string,
    fileId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<DatasetFile>(
      {url: `/studio/v1/projects/${projectId}/datasets/files/${fileId}`, method: 'GET', signal
    },
      options);
    }




export const getGetDatasetFileQueryKey = (projectId: string,
    fileId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/datasets/files/${fileId}`
    ] as const;
    }


export const getGetDatasetFileQueryOptions = <TData = Awaited<ReturnType<typeof getDatasetFile>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    fileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDatasetFile>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetDatasetFileQueryKey(projectId,fileId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getDatasetFile>>> = ({ signal }) => getDatasetFile(projectId,fileId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && fileId !== null && fileId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getDatasetFile>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetDatasetFileQueryResult = NonNullable<Awaited<ReturnType<typeof getDatasetFile>>>
export type GetDatasetFileQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetDatasetFile<TData = Awaited<ReturnType<typeof getDatasetFile>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    fileId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDatasetFile>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDatasetFile>>,
          TError,
          Awaited<ReturnType<typeof getDatasetFile>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDatasetFile<TData = Awaited<ReturnType<typeof getDatasetFile>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    fileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDatasetFile>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDatasetFile>>,
          TError,
          Awaited<ReturnType<typeof getDatasetFile>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDatasetFile<TData = Awaited<ReturnType<typeof getDatasetFile>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    fileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDatasetFile>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One dataset file
 */

export function useGetDatasetFile<TData = Awaited<ReturnType<typeof getDatasetFile>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    fileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDatasetFile>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetDatasetFileQueryOptions(projectId,fileId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Deletes the file. A file that jobs run over cannot be deleted: 409 'Cannot delete the dataset file because it is used by a job: {job names}' (change or delete those jobs first), and nothing changes.
 * @summary Delete a dataset file
 */
export const deleteDatasetFile = (
    projectId: string,
    fileId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<void>(
      {url: `/studio/v1/projects/${projectId}/datasets/files/${fileId}`, method: 'DELETE', signal
    },
      options);
    }




export const getDeleteDatasetFileMutationKey = () => ['deleteDatasetFile'] as const;

export const getDeleteDatasetFileMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteDatasetFile>>, TError,DeleteDatasetFileMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteDatasetFile>>, TError,DeleteDatasetFileMutationVariables, TContext> => {

const mutationKey = getDeleteDatasetFileMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteDatasetFile>>, DeleteDatasetFileMutationVariables> = (props) => {
          const {projectId,fileId} = props ?? {};

          return  deleteDatasetFile(projectId,fileId,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteDatasetFileMutationResult = NonNullable<Awaited<ReturnType<typeof deleteDatasetFile>>>

    export type DeleteDatasetFileMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type DeleteDatasetFileMutationVariables = {projectId: string;fileId: string}

    /**
 * @summary Delete a dataset file
 */
export const useDeleteDatasetFile = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteDatasetFile>>, TError,DeleteDatasetFileMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteDatasetFile>>,
        TError,
        DeleteDatasetFileMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteDatasetFileMutationOptions(options), queryClient);
    }
    /**
 * The columns of an uploaded file with a few sample values, for the job form's dataset column picker. A file that is not uploaded has no columns.
 * @summary A dataset file's columns
 */
export const getDatasetFileColumns = (
    projectId: string,
    fileId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<DatasetFileColumns>(
      {url: `/studio/v1/projects/${projectId}/datasets/files/${fileId}/columns`, method: 'GET', signal
    },
      options);
    }




export const getGetDatasetFileColumnsQueryKey = (projectId: string,
    fileId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/datasets/files/${fileId}/columns`
    ] as const;
    }


export const getGetDatasetFileColumnsQueryOptions = <TData = Awaited<ReturnType<typeof getDatasetFileColumns>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    fileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDatasetFileColumns>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetDatasetFileColumnsQueryKey(projectId,fileId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getDatasetFileColumns>>> = ({ signal }) => getDatasetFileColumns(projectId,fileId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && fileId !== null && fileId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getDatasetFileColumns>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetDatasetFileColumnsQueryResult = NonNullable<Awaited<ReturnType<typeof getDatasetFileColumns>>>
export type GetDatasetFileColumnsQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetDatasetFileColumns<TData = Awaited<ReturnType<typeof getDatasetFileColumns>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    fileId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDatasetFileColumns>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDatasetFileColumns>>,
          TError,
          Awaited<ReturnType<typeof getDatasetFileColumns>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDatasetFileColumns<TData = Awaited<ReturnType<typeof getDatasetFileColumns>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    fileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDatasetFileColumns>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDatasetFileColumns>>,
          TError,
          Awaited<ReturnType<typeof getDatasetFileColumns>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDatasetFileColumns<TData = Awaited<ReturnType<typeof getDatasetFileColumns>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    fileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDatasetFileColumns>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary A dataset file's columns
 */

export function useGetDatasetFileColumns<TData = Awaited<ReturnType<typeof getDatasetFileColumns>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    fileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDatasetFileColumns>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetDatasetFileColumnsQueryOptions(projectId,fileId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






