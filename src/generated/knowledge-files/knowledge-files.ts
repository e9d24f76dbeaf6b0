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
  KnowledgeFile,
  KnowledgeFileList,
  KnowledgeFileText,
  KnowledgeFileUpload,
  ListKnowledgeFilesParams,
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
 * One page of the project's knowledge files, newest first, filtered by file name (contains, case-insensitive).
 * @summary List the project's knowledge files
 */
export const listKnowledgeFiles = (
    projectId: string,
    params?: ListKnowledgeFilesParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<KnowledgeFileList>(
      {url: `/studio/v1/projects/${projectId}/knowledge/files`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListKnowledgeFilesQueryKey = (projectId: string,
    params?: ListKnowledgeFilesParams,) => {
    return [
    `/studio/v1/projects/${projectId}/knowledge/files`, ...(params ? [params] : [])
    ] as const;
    }


export const getListKnowledgeFilesQueryOptions = <TData = Awaited<ReturnType<typeof listKnowledgeFiles>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    params?: ListKnowledgeFilesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listKnowledgeFiles>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListKnowledgeFilesQueryKey(projectId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listKnowledgeFiles>>> = ({ signal }) => listKnowledgeFiles(projectId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listKnowledgeFiles>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListKnowledgeFilesQueryResult = NonNullable<Awaited<ReturnType<typeof listKnowledgeFiles>>>
export type ListKnowledgeFilesQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useListKnowledgeFiles<TData = Awaited<ReturnType<typeof listKnowledgeFiles>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params: undefined |  ListKnowledgeFilesParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listKnowledgeFiles>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listKnowledgeFiles>>,
          TError,
          Awaited<ReturnType<typeof listKnowledgeFiles>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListKnowledgeFiles<TData = Awaited<ReturnType<typeof listKnowledgeFiles>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListKnowledgeFilesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listKnowledgeFiles>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listKnowledgeFiles>>,
          TError,
          Awaited<ReturnType<typeof listKnowledgeFiles>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListKnowledgeFiles<TData = Awaited<ReturnType<typeof listKnowledgeFiles>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListKnowledgeFilesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listKnowledgeFiles>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the project's knowledge files
 */

export function useListKnowledgeFiles<TData = Awaited<ReturnType<typeof listKnowledgeFiles>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListKnowledgeFilesParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listKnowledgeFiles>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListKnowledgeFilesQueryOptions(projectId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Uploads one file of 1MB or smaller (.pdf, .txt, .md, .docx, .csv). It answers FILE_STATUS_UPLOADING and becomes FILE_STATUS_UPLOADED once processed. Over 1MB: 413 'File size is too large. Maximum size is 1MB.'; another type: 415 'Invalid file type'; an empty file: 400 'Upload failed'; the file part's `filename` must be a base name (FileName: no `/` or `\`, not `.` or `..`, no control characters, at most 255 characters), else 400 'Invalid file name'.
 * @summary Upload a knowledge file
 */
export const uploadKnowledgeFile = (
    projectId: string,
    knowledgeFileUpload: BodyType<KnowledgeFileUpload>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {

      const formData = new FormData();
formData.append(`file`, knowledgeFileUpload.file);

      return httpClient<KnowledgeFile>(
      {url: `/studio/v1/projects/${projectId}/knowledge/files`, method: 'POST',
      headers: {'Content-Type': 'multipart/form-data', },
       data: formData, signal
    },
      options);
    }




export const getUploadKnowledgeFileMutationKey = () => ['uploadKnowledgeFile'] as const;

export const getUploadKnowledgeFileMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof uploadKnowledgeFile>>, TError,UploadKnowledgeFileMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof uploadKnowledgeFile>>, TError,UploadKnowledgeFileMutationVariables, TContext> => {

const mutationKey = getUploadKnowledgeFileMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof uploadKnowledgeFile>>, UploadKnowledgeFileMutationVariables> = (props) => {
          const {projectId,data} = props ?? {};

          return  uploadKnowledgeFile(projectId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UploadKnowledgeFileMutationResult = NonNullable<Awaited<ReturnType<typeof uploadKnowledgeFile>>>
    export type UploadKnowledgeFileMutationBody = BodyType<KnowledgeFileUpload>
    export type UploadKnowledgeFileMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type UploadKnowledgeFileMutationVariables = {projectId: string;data: BodyType<KnowledgeFileUpload>}

    /**
 * @summary Upload a knowledge file
 */
export const useUploadKnowledgeFile = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof uploadKnowledgeFile>>, TError,UploadKnowledgeFileMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof uploadKnowledgeFile>>,
        TError,
        UploadKnowledgeFileMutationVariables,
        TContext
      > => {
      return useMutation(getUploadKnowledgeFileMutationOptions(options), queryClient);
    }
    /**
 * The file with its upload status; the studio polls it while it uploads.
 * @summary One knowledge file
 */
export const getKnowledgeFile = (
    projectId: string,
    fileId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<KnowledgeFile>(
      {url: `/studio/v1/projects/${projectId}/knowledge/files/${fileId}`, method: 'GET', signal
    },
      options);
    }




export const getGetKnowledgeFileQueryKey = (projectId: string,
    fileId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/knowledge/files/${fileId}`
    ] as const;
    }


export const getGetKnowledgeFileQueryOptions = <TData = Awaited<ReturnType<typeof getKnowledgeFile>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    fileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKnowledgeFile>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetKnowledgeFileQueryKey(projectId,fileId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getKnowledgeFile>>> = ({ signal }) => getKnowledgeFile(projectId,fileId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && fileId !== null && fileId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getKnowledgeFile>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetKnowledgeFileQueryResult = NonNullable<Awaited<ReturnType<typeof getKnowledgeFile>>>
export type GetKnowledgeFileQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetKnowledgeFile<TData = Awaited<ReturnType<typeof getKnowledgeFile>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    fileId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKnowledgeFile>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getKnowledgeFile>>,
          TError,
          Awaited<ReturnType<typeof getKnowledgeFile>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetKnowledgeFile<TData = Awaited<ReturnType<typeof getKnowledgeFile>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    fileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKnowledgeFile>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getKnowledgeFile>>,
          TError,
          Awaited<ReturnType<typeof getKnowledgeFile>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetKnowledgeFile<TData = Awaited<ReturnType<typeof getKnowledgeFile>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    fileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKnowledgeFile>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One knowledge file
 */

export function useGetKnowledgeFile<TData = Awaited<ReturnType<typeof getKnowledgeFile>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    fileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKnowledgeFile>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetKnowledgeFileQueryOptions(projectId,fileId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Deletes the file. A file that an index is built from cannot be deleted: 409 'Cannot delete the file because it is used by an index: {index names}' (remove it from those indexes first), and nothing changes.
 * @summary Delete a knowledge file
 */
export const deleteKnowledgeFile = (
    projectId: string,
    fileId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<void>(
      {url: `/studio/v1/projects/${projectId}/knowledge/files/${fileId}`, method: 'DELETE', signal
    },
      options);
    }




export const getDeleteKnowledgeFileMutationKey = () => ['deleteKnowledgeFile'] as const;

export const getDeleteKnowledgeFileMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteKnowledgeFile>>, TError,DeleteKnowledgeFileMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteKnowledgeFile>>, TError,DeleteKnowledgeFileMutationVariables, TContext> => {

const mutationKey = getDeleteKnowledgeFileMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteKnowledgeFile>>, DeleteKnowledgeFileMutationVariables> = (props) => {
          const {projectId,fileId} = props ?? {};

          return  deleteKnowledgeFile(projectId,fileId,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteKnowledgeFileMutationResult = NonNullable<Awaited<ReturnType<typeof deleteKnowledgeFile>>>

    export type DeleteKnowledgeFileMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type DeleteKnowledgeFileMutationVariables = {projectId: string;fileId: string}

    /**
 * @summary Delete a knowledge file
 */
export const useDeleteKnowledgeFile = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteKnowledgeFile>>, TError,DeleteKnowledgeFileMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteKnowledgeFile>>,
        TError,
        DeleteKnowledgeFileMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteKnowledgeFileMutationOptions(options), queryClient);
    }
    /**
 * The plain text the index builder reads from the file (its first 20,000 characters), for previewing how a chunk size and overlap split it. A file that is not uploaded yet (not yet, uploading) or whose upload failed has no text: 409 'The file is not uploaded yet'.
 * @summary The text extracted from a knowledge file
 */
export const getKnowledgeFileText = (
    projectId: string,
    fileId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<KnowledgeFileText>(
      {url: `/studio/v1/projects/${projectId}/knowledge/files/${fileId}/text`, method: 'GET', signal
    },
      options);
    }




export const getGetKnowledgeFileTextQueryKey = (projectId: string,
    fileId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/knowledge/files/${fileId}/text`
    ] as const;
    }


export const getGetKnowledgeFileTextQueryOptions = <TData = Awaited<ReturnType<typeof getKnowledgeFileText>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    fileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKnowledgeFileText>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetKnowledgeFileTextQueryKey(projectId,fileId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getKnowledgeFileText>>> = ({ signal }) => getKnowledgeFileText(projectId,fileId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && fileId !== null && fileId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getKnowledgeFileText>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetKnowledgeFileTextQueryResult = NonNullable<Awaited<ReturnType<typeof getKnowledgeFileText>>>
export type GetKnowledgeFileTextQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetKnowledgeFileText<TData = Awaited<ReturnType<typeof getKnowledgeFileText>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    fileId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKnowledgeFileText>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getKnowledgeFileText>>,
          TError,
          Awaited<ReturnType<typeof getKnowledgeFileText>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetKnowledgeFileText<TData = Awaited<ReturnType<typeof getKnowledgeFileText>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    fileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKnowledgeFileText>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getKnowledgeFileText>>,
          TError,
          Awaited<ReturnType<typeof getKnowledgeFileText>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetKnowledgeFileText<TData = Awaited<ReturnType<typeof getKnowledgeFileText>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    fileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKnowledgeFileText>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary The text extracted from a knowledge file
 */

export function useGetKnowledgeFileText<TData = Awaited<ReturnType<typeof getKnowledgeFileText>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | ConflictResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    fileId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getKnowledgeFileText>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetKnowledgeFileTextQueryOptions(projectId,fileId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






