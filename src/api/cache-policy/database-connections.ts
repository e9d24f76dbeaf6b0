/** A project's database connections. A connection test changes nothing stored. */
import {
  type CreateDatabaseConnectionMutationVariables,
  type DeleteDatabaseConnectionMutationVariables,
  getGetDatabaseConnectionQueryKey,
  getListDatabaseConnectionsQueryKey,
  type UpdateDatabaseConnectionMutationVariables,
} from '../../generated/database-connections/database-connections';
import { NOTHING, stale } from './rule';

export const databaseConnectionsPolicy = {
  createDatabaseConnection: stale(({ projectId }: CreateDatabaseConnectionMutationVariables) => [getListDatabaseConnectionsQueryKey(projectId)]),
  updateDatabaseConnection: stale(({ projectId, connectionId }: UpdateDatabaseConnectionMutationVariables) => [
    getListDatabaseConnectionsQueryKey(projectId),
    getGetDatabaseConnectionQueryKey(projectId, connectionId),
  ]),
  deleteDatabaseConnection: stale(({ projectId }: DeleteDatabaseConnectionMutationVariables) => [getListDatabaseConnectionsQueryKey(projectId)]),
  testDatabaseConnection: NOTHING,
  testDatabaseConnectionSettings: NOTHING,
};
