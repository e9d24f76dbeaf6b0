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
  DatabaseConnection,
  DatabaseConnectionCreate,
  DatabaseConnectionList,
  DatabaseConnectionTestResult,
  DatabaseConnectionTestSettings,
  DatabaseConnectionUpdate,
  Error,
  ForbiddenResponse,
  InternalErrorResponse,
  ListDatabaseConnectionsParams,
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
 * One page of the project's database connections (Oracle and BigQuery), newest first, filtered by name. Secrets are never answered.
 * @summary List the project's database connections
 */
export const listDatabaseConnections = (
    projectId: string,
    params?: ListDatabaseConnectionsParams,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<DatabaseConnectionList>(
      {url: `/studio/v1/projects/${projectId}/database-connections`, method: 'GET',
        params, signal
    },
      options);
    }




export const getListDatabaseConnectionsQueryKey = (projectId: string,
    params?: ListDatabaseConnectionsParams,) => {
    return [
    `/studio/v1/projects/${projectId}/database-connections`, ...(params ? [params] : [])
    ] as const;
    }


export const getListDatabaseConnectionsQueryOptions = <TData = Awaited<ReturnType<typeof listDatabaseConnections>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    params?: ListDatabaseConnectionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDatabaseConnections>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getListDatabaseConnectionsQueryKey(projectId,params);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof listDatabaseConnections>>> = ({ signal }) => listDatabaseConnections(projectId,params, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof listDatabaseConnections>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type ListDatabaseConnectionsQueryResult = NonNullable<Awaited<ReturnType<typeof listDatabaseConnections>>>
export type ListDatabaseConnectionsQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useListDatabaseConnections<TData = Awaited<ReturnType<typeof listDatabaseConnections>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params: undefined |  ListDatabaseConnectionsParams, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDatabaseConnections>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof listDatabaseConnections>>,
          TError,
          Awaited<ReturnType<typeof listDatabaseConnections>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListDatabaseConnections<TData = Awaited<ReturnType<typeof listDatabaseConnections>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListDatabaseConnectionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDatabaseConnections>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof listDatabaseConnections>>,
          TError,
          Awaited<ReturnType<typeof listDatabaseConnections>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useListDatabaseConnections<TData = Awaited<ReturnType<typeof listDatabaseConnections>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListDatabaseConnectionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDatabaseConnections>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary List the project's database connections
 */

export function useListDatabaseConnections<TData = Awaited<ReturnType<typeof listDatabaseConnections>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    params?: ListDatabaseConnectionsParams, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof listDatabaseConnections>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getListDatabaseConnectionsQueryOptions(projectId,params,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Creates an Oracle or BigQuery connection from a multipart form. Required per type — Oracle: name, username, password, connectionString, walletFile (.zip), walletPassword; BigQuery: name, gcpProjectId, serviceAccountKeyFile (.json service account key), optional apiEndpoint and location (default asia-northeast1). A missing field answers 400 naming it; a file over 1MB 413; a wallet that is not .zip or a key that is not .json 415 'Invalid file type'; a key that is not a service account key 400 'Invalid file format'; a file part whose `filename` is not a base name (FileName: no `/` or `\`, not `.` or `..`, no control characters, at most 255 characters) 400 'Invalid file name'. The apiEndpoint is an https URL and never a loopback, link-local or cloud metadata address (BigQueryApiEndpoint): 400 'Please enter a valid URL', 'The API endpoint must be an https URL' or 'The API endpoint must not be a loopback, link-local or cloud metadata address'.
 * @summary Create a database connection
 */
export const createDatabaseConnection = (
    projectId: string,
    databaseConnectionCreate: BodyType<DatabaseConnectionCreate>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {

      const formData = new FormData();
formData.append(`type`, databaseConnectionCreate.type);
formData.append(`name`, databaseConnectionCreate.name);
if(databaseConnectionCreate.username !== undefined) {
 formData.append(`username`, databaseConnectionCreate.username);
 }
if(databaseConnectionCreate.password !== undefined) {
 formData.append(`password`, databaseConnectionCreate.password);
 }
if(databaseConnectionCreate.connectionString !== undefined) {
 formData.append(`connectionString`, databaseConnectionCreate.connectionString);
 }
if(databaseConnectionCreate.walletFile !== undefined) {
 formData.append(`walletFile`, databaseConnectionCreate.walletFile);
 }
if(databaseConnectionCreate.walletPassword !== undefined) {
 formData.append(`walletPassword`, databaseConnectionCreate.walletPassword);
 }
if(databaseConnectionCreate.gcpProjectId !== undefined) {
 formData.append(`gcpProjectId`, databaseConnectionCreate.gcpProjectId);
 }
if(databaseConnectionCreate.serviceAccountKeyFile !== undefined) {
 formData.append(`serviceAccountKeyFile`, databaseConnectionCreate.serviceAccountKeyFile);
 }
if(databaseConnectionCreate.apiEndpoint !== undefined) {
 formData.append(`apiEndpoint`, databaseConnectionCreate.apiEndpoint);
 }
if(databaseConnectionCreate.location !== undefined) {
 formData.append(`location`, databaseConnectionCreate.location);
 }

      return httpClient<DatabaseConnection>(
      {url: `/studio/v1/projects/${projectId}/database-connections`, method: 'POST',
      headers: {'Content-Type': 'multipart/form-data', },
       data: formData, signal
    },
      options);
    }




export const getCreateDatabaseConnectionMutationKey = () => ['createDatabaseConnection'] as const;

export const getCreateDatabaseConnectionMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createDatabaseConnection>>, TError,CreateDatabaseConnectionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof createDatabaseConnection>>, TError,CreateDatabaseConnectionMutationVariables, TContext> => {

const mutationKey = getCreateDatabaseConnectionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof createDatabaseConnection>>, CreateDatabaseConnectionMutationVariables> = (props) => {
          const {projectId,data} = props ?? {};

          return  createDatabaseConnection(projectId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type CreateDatabaseConnectionMutationResult = NonNullable<Awaited<ReturnType<typeof createDatabaseConnection>>>
    export type CreateDatabaseConnectionMutationBody = BodyType<DatabaseConnectionCreate>
    export type CreateDatabaseConnectionMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type CreateDatabaseConnectionMutationVariables = {projectId: string;data: BodyType<DatabaseConnectionCreate>}

    /**
 * @summary Create a database connection
 */
export const useCreateDatabaseConnection = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof createDatabaseConnection>>, TError,CreateDatabaseConnectionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof createDatabaseConnection>>,
        TError,
        CreateDatabaseConnectionMutationVariables,
        TContext
      > => {
      return useMutation(getCreateDatabaseConnectionMutationOptions(options), queryClient);
    }
    /**
 * The connection without its secrets (flags such as `hasPassword` tell what is stored).
 * @summary One database connection
 */
export const getDatabaseConnection = (
    projectId: string,
    connectionId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<DatabaseConnection>(
      {url: `/studio/v1/projects/${projectId}/database-connections/${connectionId}`, method: 'GET', signal
    },
      options);
    }




export const getGetDatabaseConnectionQueryKey = (projectId: string,
    connectionId: string,) => {
    return [
    `/studio/v1/projects/${projectId}/database-connections/${connectionId}`
    ] as const;
    }


export const getGetDatabaseConnectionQueryOptions = <TData = Awaited<ReturnType<typeof getDatabaseConnection>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(projectId: string,
    connectionId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDatabaseConnection>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
) => {

const {query: queryOptions, request: requestOptions} = options ?? {};

  const queryKey =  queryOptions?.queryKey ?? getGetDatabaseConnectionQueryKey(projectId,connectionId);



    const queryFn: QueryFunction<Awaited<ReturnType<typeof getDatabaseConnection>>> = ({ signal }) => getDatabaseConnection(projectId,connectionId, requestOptions, signal);





   return  { queryKey, queryFn, enabled: projectId !== null && projectId !== undefined && connectionId !== null && connectionId !== undefined, ...queryOptions} as UseQueryOptions<Awaited<ReturnType<typeof getDatabaseConnection>>, TError, TData> & { queryKey: DataTag<QueryKey, TData, TError> }
}

export type GetDatabaseConnectionQueryResult = NonNullable<Awaited<ReturnType<typeof getDatabaseConnection>>>
export type GetDatabaseConnectionQueryError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>


export function useGetDatabaseConnection<TData = Awaited<ReturnType<typeof getDatabaseConnection>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    connectionId: string, options: { query:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDatabaseConnection>>, TError, TData>> & Pick<
        DefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDatabaseConnection>>,
          TError,
          Awaited<ReturnType<typeof getDatabaseConnection>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  DefinedUseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDatabaseConnection<TData = Awaited<ReturnType<typeof getDatabaseConnection>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    connectionId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDatabaseConnection>>, TError, TData>> & Pick<
        UndefinedInitialDataOptions<
          Awaited<ReturnType<typeof getDatabaseConnection>>,
          TError,
          Awaited<ReturnType<typeof getDatabaseConnection>>
        > , 'initialData'
      >, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
export function useGetDatabaseConnection<TData = Awaited<ReturnType<typeof getDatabaseConnection>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    connectionId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDatabaseConnection>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
  ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> }
/**
 * @summary One database connection
 */

export function useGetDatabaseConnection<TData = Awaited<ReturnType<typeof getDatabaseConnection>>, TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>>(
 projectId: string,
    connectionId: string, options?: { query?:Partial<UseQueryOptions<Awaited<ReturnType<typeof getDatabaseConnection>>, TError, TData>>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient
 ):  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> } {

  const queryOptions = getGetDatabaseConnectionQueryOptions(projectId,connectionId,options)

  const query = useQuery(queryOptions, queryClient) as  UseQueryResult<TData, TError> & { queryKey: DataTag<QueryKey, TData, TError> };

  return withQueryKey(query, queryOptions.queryKey);
}






/**
 * Changes the given fields (multipart form; the type cannot change). A blank or absent password, wallet, wallet password or service account key keeps the current value; an empty apiEndpoint removes it. Fields of the other type answer 400; the apiEndpoint and file name rules of createDatabaseConnection apply (400).
 * @summary Change a database connection
 */
export const updateDatabaseConnection = (
    projectId: string,
    connectionId: string,
    databaseConnectionUpdate: BodyType<DatabaseConnectionUpdate>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {

      const formData = new FormData();
if(databaseConnectionUpdate.name !== undefined) {
 formData.append(`name`, databaseConnectionUpdate.name);
 }
if(databaseConnectionUpdate.username !== undefined) {
 formData.append(`username`, databaseConnectionUpdate.username);
 }
if(databaseConnectionUpdate.password !== undefined) {
 formData.append(`password`, databaseConnectionUpdate.password);
 }
if(databaseConnectionUpdate.connectionString !== undefined) {
 formData.append(`connectionString`, databaseConnectionUpdate.connectionString);
 }
if(databaseConnectionUpdate.walletFile !== undefined) {
 formData.append(`walletFile`, databaseConnectionUpdate.walletFile);
 }
if(databaseConnectionUpdate.walletPassword !== undefined) {
 formData.append(`walletPassword`, databaseConnectionUpdate.walletPassword);
 }
if(databaseConnectionUpdate.gcpProjectId !== undefined) {
 formData.append(`gcpProjectId`, databaseConnectionUpdate.gcpProjectId);
 }
if(databaseConnectionUpdate.serviceAccountKeyFile !== undefined) {
 formData.append(`serviceAccountKeyFile`, databaseConnectionUpdate.serviceAccountKeyFile);
 }
if(databaseConnectionUpdate.apiEndpoint !== undefined) {
 formData.append(`apiEndpoint`, databaseConnectionUpdate.apiEndpoint);
 }
if(databaseConnectionUpdate.location !== undefined) {
 formData.append(`location`, databaseConnectionUpdate.location);
 }

      return httpClient<DatabaseConnection>(
      {url: `/studio/v1/projects/${projectId}/database-connections/${connectionId}`, method: 'PATCH',
      headers: {'Content-Type': 'multipart/form-data', },
       data: formData, signal
    },
      options);
    }




export const getUpdateDatabaseConnectionMutationKey = () => ['updateDatabaseConnection'] as const;

export const getUpdateDatabaseConnectionMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateDatabaseConnection>>, TError,UpdateDatabaseConnectionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof updateDatabaseConnection>>, TError,UpdateDatabaseConnectionMutationVariables, TContext> => {

const mutationKey = getUpdateDatabaseConnectionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof updateDatabaseConnection>>, UpdateDatabaseConnectionMutationVariables> = (props) => {
          const {projectId,connectionId,data} = props ?? {};

          return  updateDatabaseConnection(projectId,connectionId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type UpdateDatabaseConnectionMutationResult = NonNullable<Awaited<ReturnType<typeof updateDatabaseConnection>>>
    export type UpdateDatabaseConnectionMutationBody = BodyType<DatabaseConnectionUpdate>
    export type UpdateDatabaseConnectionMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type UpdateDatabaseConnectionMutationVariables = {projectId: string;connectionId: string;data: BodyType<DatabaseConnectionUpdate>}

    /**
 * @summary Change a database connection
 */
export const useUpdateDatabaseConnection = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof updateDatabaseConnection>>, TError,UpdateDatabaseConnectionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof updateDatabaseConnection>>,
        TError,
        UpdateDatabaseConnectionMutationVariables,
        TContext
      > => {
      return useMutation(getUpdateDatabaseConnectionMutationOptions(options), queryClient);
    }
    /**
 * Deletes the connection and its stored secrets. A connection that a database step of a workflow of the project uses cannot be deleted: 409 'Cannot delete the database connection because it is used by: {workflow names}', and nothing changes.
 * @summary Delete a database connection
 */
export const deleteDatabaseConnection = (
    projectId: string,
    connectionId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<void>(
      {url: `/studio/v1/projects/${projectId}/database-connections/${connectionId}`, method: 'DELETE', signal
    },
      options);
    }




export const getDeleteDatabaseConnectionMutationKey = () => ['deleteDatabaseConnection'] as const;

export const getDeleteDatabaseConnectionMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | Error | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteDatabaseConnection>>, TError,DeleteDatabaseConnectionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof deleteDatabaseConnection>>, TError,DeleteDatabaseConnectionMutationVariables, TContext> => {

const mutationKey = getDeleteDatabaseConnectionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof deleteDatabaseConnection>>, DeleteDatabaseConnectionMutationVariables> = (props) => {
          const {projectId,connectionId} = props ?? {};

          return  deleteDatabaseConnection(projectId,connectionId,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type DeleteDatabaseConnectionMutationResult = NonNullable<Awaited<ReturnType<typeof deleteDatabaseConnection>>>

    export type DeleteDatabaseConnectionMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | Error | TooManyRequestsResponse | InternalErrorResponse>
    export type DeleteDatabaseConnectionMutationVariables = {projectId: string;connectionId: string}

    /**
 * @summary Delete a database connection
 */
export const useDeleteDatabaseConnection = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | Error | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof deleteDatabaseConnection>>, TError,DeleteDatabaseConnectionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof deleteDatabaseConnection>>,
        TError,
        DeleteDatabaseConnectionMutationVariables,
        TContext
      > => {
      return useMutation(getDeleteDatabaseConnectionMutationOptions(options), queryClient);
    }
    /**
 * Tries to connect with the stored settings (nothing changes). A connection that cannot be reached answers 200 with `success: false` and the database's message.
 * @summary Try a database connection
 */
export const testDatabaseConnection = (
    projectId: string,
    connectionId: string,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {


      return httpClient<DatabaseConnectionTestResult>(
      {url: `/studio/v1/projects/${projectId}/database-connections/${connectionId}/test`, method: 'POST', signal
    },
      options);
    }




export const getTestDatabaseConnectionMutationKey = () => ['testDatabaseConnection'] as const;

export const getTestDatabaseConnectionMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof testDatabaseConnection>>, TError,TestDatabaseConnectionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof testDatabaseConnection>>, TError,TestDatabaseConnectionMutationVariables, TContext> => {

const mutationKey = getTestDatabaseConnectionMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof testDatabaseConnection>>, TestDatabaseConnectionMutationVariables> = (props) => {
          const {projectId,connectionId} = props ?? {};

          return  testDatabaseConnection(projectId,connectionId,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type TestDatabaseConnectionMutationResult = NonNullable<Awaited<ReturnType<typeof testDatabaseConnection>>>

    export type TestDatabaseConnectionMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type TestDatabaseConnectionMutationVariables = {projectId: string;connectionId: string}

    /**
 * @summary Try a database connection
 */
export const useTestDatabaseConnection = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof testDatabaseConnection>>, TError,TestDatabaseConnectionMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof testDatabaseConnection>>,
        TError,
        TestDatabaseConnectionMutationVariables,
        TContext
      > => {
      return useMutation(getTestDatabaseConnectionMutationOptions(options), queryClient);
    }
    /**
 * Tries to connect with the settings in the form (multipart, the fields of a create without the name) and stores nothing. With `connectionId` (an edit being tried), blank secrets are the stored ones. The same rules as a create (apiEndpoint, file names and files) answer 400, 413 and 415; a `connectionId` of another project or type 404 or 400. A connection that cannot be reached answers 200 with `success: false` and the database's message.
 * @summary Try connection settings before saving them
 */
export const testDatabaseConnectionSettings = (
    projectId: string,
    databaseConnectionTestSettings: BodyType<DatabaseConnectionTestSettings>,
 options?: SecondParameter<typeof httpClient>,signal?: AbortSignal
) => {

      const formData = new FormData();
formData.append(`type`, databaseConnectionTestSettings.type);
if(databaseConnectionTestSettings.connectionId !== undefined) {
 formData.append(`connectionId`, databaseConnectionTestSettings.connectionId);
 }
if(databaseConnectionTestSettings.username !== undefined) {
 formData.append(`username`, databaseConnectionTestSettings.username);
 }
if(databaseConnectionTestSettings.password !== undefined) {
 formData.append(`password`, databaseConnectionTestSettings.password);
 }
if(databaseConnectionTestSettings.connectionString !== undefined) {
 formData.append(`connectionString`, databaseConnectionTestSettings.connectionString);
 }
if(databaseConnectionTestSettings.walletFile !== undefined) {
 formData.append(`walletFile`, databaseConnectionTestSettings.walletFile);
 }
if(databaseConnectionTestSettings.walletPassword !== undefined) {
 formData.append(`walletPassword`, databaseConnectionTestSettings.walletPassword);
 }
if(databaseConnectionTestSettings.gcpProjectId !== undefined) {
 formData.append(`gcpProjectId`, databaseConnectionTestSettings.gcpProjectId);
 }
if(databaseConnectionTestSettings.serviceAccountKeyFile !== undefined) {
 formData.append(`serviceAccountKeyFile`, databaseConnectionTestSettings.serviceAccountKeyFile);
 }
if(databaseConnectionTestSettings.apiEndpoint !== undefined) {
 formData.append(`apiEndpoint`, databaseConnectionTestSettings.apiEndpoint);
 }
if(databaseConnectionTestSettings.location !== undefined) {
 formData.append(`location`, databaseConnectionTestSettings.location);
 }

      return httpClient<DatabaseConnectionTestResult>(
      {url: `/studio/v1/projects/${projectId}/database-connection-tests`, method: 'POST',
      headers: {'Content-Type': 'multipart/form-data', },
       data: formData, signal
    },
      options);
    }




export const getTestDatabaseConnectionSettingsMutationKey = () => ['testDatabaseConnectionSettings'] as const;

export const getTestDatabaseConnectionSettingsMutationOptions = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof testDatabaseConnectionSettings>>, TError,TestDatabaseConnectionSettingsMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
): UseMutationOptions<Awaited<ReturnType<typeof testDatabaseConnectionSettings>>, TError,TestDatabaseConnectionSettingsMutationVariables, TContext> => {

const mutationKey = getTestDatabaseConnectionSettingsMutationKey();
const {mutation: mutationOptions, request: requestOptions} = options ?
      options.mutation && 'mutationKey' in options.mutation && options.mutation.mutationKey ?
      options
      : {...options, mutation: {...options.mutation, mutationKey}}
      : {mutation: { mutationKey, }, request: undefined};




      const mutationFn: MutationFunction<Awaited<ReturnType<typeof testDatabaseConnectionSettings>>, TestDatabaseConnectionSettingsMutationVariables> = (props) => {
          const {projectId,data} = props ?? {};

          return  testDatabaseConnectionSettings(projectId,data,requestOptions)
        }






  return  { mutationFn, ...mutationOptions }}

    export type TestDatabaseConnectionSettingsMutationResult = NonNullable<Awaited<ReturnType<typeof testDatabaseConnectionSettings>>>
    export type TestDatabaseConnectionSettingsMutationBody = BodyType<DatabaseConnectionTestSettings>
    export type TestDatabaseConnectionSettingsMutationError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | InternalErrorResponse>
    export type TestDatabaseConnectionSettingsMutationVariables = {projectId: string;data: BodyType<DatabaseConnectionTestSettings>}

    /**
 * @summary Try connection settings before saving them
 */
export const useTestDatabaseConnectionSettings = <TError = ErrorType<BadRequestResponse | UnauthorizedResponse | ForbiddenResponse | NotFoundResponse | PayloadTooLargeResponse | UnsupportedMediaTypeResponse | TooManyRequestsResponse | InternalErrorResponse>,
    TContext = unknown>(options?: { mutation?:UseMutationOptions<Awaited<ReturnType<typeof testDatabaseConnectionSettings>>, TError,TestDatabaseConnectionSettingsMutationVariables, TContext>, request?: SecondParameter<typeof httpClient>}
 , queryClient?: QueryClient): UseMutationResult<
        Awaited<ReturnType<typeof testDatabaseConnectionSettings>>,
        TError,
        TestDatabaseConnectionSettingsMutationVariables,
        TContext
      > => {
      return useMutation(getTestDatabaseConnectionSettingsMutationOptions(options), queryClient);
    }
