import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TWO_LINE_ROW_HEIGHT } from '../../../components/data-table/two-line-cell';
import { KEEP_PAGE, listParams, useListSearch } from '../../../components/data-table/use-list-search';
import { DeleteDialog } from '../../../components/delete-dialog';
import { ListPage } from '../../../components/list-page/list-page';
import { useListDialog } from '../../../components/list-page/use-list-dialog';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { getDeleteDatabaseConnectionMutationOptions, useListDatabaseConnections } from '../../../generated/database-connections/database-connections';
import type { DatabaseConnection } from '../../../generated/model';
import { useProjectId } from '../../../lib/use-project-id';
import { useConnectionColumns } from '../components/connection-columns';
import { connectionInUseMessage } from '../errors';
import { AREA_ICONS } from '../../../components/areas/area-icons';

// The dialogs (form, wallet and key readers) load when first wanted; fflate loads when a wallet is read.
const loadDialog = () => import('../components/connection-dialog');
const ConnectionDialog = lazy(async () => ({ default: (await loadDialog()).ConnectionDialog }));
const loadTest = () => import('../components/stored-test-dialog');
const StoredTestDialog = lazy(async () => ({ default: (await loadTest()).StoredTestDialog }));

/**
 * The project's database connections (route database-connections; page and name in the URL): Oracle
 * Autonomous Database (wallet) and BigQuery (service account key) — name, type, target, updated; create
 * and edit in one dialog whose fields follow the type, test a saved connection, delete with the retype
 * dialog (refused, naming the workflows, while a workflow's database step uses it).
 */
export function DatabaseConnectionListPage() {
  const { t, i18n } = useTranslation('databaseConnections');
  const projectId = useProjectId();
  const list = useListDatabaseConnections(projectId, listParams(useListSearch()), KEEP_PAGE);
  const dialogs = useListDialog<DatabaseConnection>();
  const { deleting } = dialogs;
  const [testing, setTesting] = useState<DatabaseConnection>();
  const explainDelete = (error: unknown) => connectionInUseMessage(i18n.t, error);
  const remove = useToastMutation(getDeleteDatabaseConnectionMutationOptions(), {
    verb: 'delete',
    thing: t('things.connection'),
    name: () => deleting?.name,
    explain: explainDelete,
  });
  const closeDelete = () => {
    remove.reset();
    dialogs.close();
  };
  // The dialog edits the list's live row (a refetch after saving reaches it).
  const editing = dialogs.editing && (list.data?.items.find((row) => row.id === dialogs.editing?.id) ?? dialogs.editing);

  return (
    <ListPage
      title={t('title')}
      icon={AREA_ICONS.databaseConnections}
      description={t('description')}
      primaryAction={{ label: t('actions.create'), onClick: dialogs.create, onIntent: () => void loadDialog() }}
      things={t('things.connections')}
      searchLabel={t('search')}
      gridLabel={t('gridLabel')}
      emptyMessage={t('empty')}
      query={list}
      rowHeight={TWO_LINE_ROW_HEIGHT}
      columns={useConnectionColumns({ onEdit: dialogs.edit, onTest: setTesting, onDelete: dialogs.remove })}
    >
      <Suspense fallback={null}>
        {dialogs.formOpen && <ConnectionDialog key={editing?.id ?? 'new'} projectId={projectId} connection={editing} onClose={dialogs.close} />}
        {testing && <StoredTestDialog projectId={projectId} connection={testing} onClose={() => setTesting(undefined)} />}
      </Suspense>
      {deleting && (
        <DeleteDialog
          open
          title={t('deleteDialog.title')}
          description={t('deleteDialog.description', { name: deleting.name })}
          confirmationValue={deleting.name}
          pending={remove.isPending}
          {...(remove.error ? { error: explainDelete(remove.error) ?? mutationFailedMessage(i18n.t, 'delete', t('things.connection'), remove.error) } : {})}
          onClose={closeDelete}
          onConfirm={() => remove.mutate({ projectId, connectionId: deleting.id }, { onSuccess: closeDelete })}
        />
      )}
    </ListPage>
  );
}
