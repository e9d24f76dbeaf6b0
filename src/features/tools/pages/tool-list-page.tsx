import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { KEEP_PAGE, listParams, useListSearch } from '../../../components/data-table/use-list-search';
import { DeleteDialog } from '../../../components/delete-dialog';
import { ListPage } from '../../../components/list-page/list-page';
import { useListDialog } from '../../../components/list-page/use-list-dialog';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import type { Tool } from '../../../generated/model';
import { getDeleteToolMutationOptions, useListTools } from '../../../generated/tools/tools';
import { useProjectId } from '../../../lib/use-project-id';
import { useToolColumns } from '../components/tool-columns';
import { toolInUseMessage } from '../errors';
import { AREA_ICONS } from '../../../components/areas/area-icons';

// The dialog (form, JSON Schema checks, the JSON editor) loads when it is first wanted.
const loadDialog = () => import('../components/tool-dialog');
const ToolDialog = lazy(async () => ({ default: (await loadDialog()).ToolDialog }));

/** The project's tools (route tools; page and name in the URL): list, create, edit, delete. */
export function ToolListPage() {
  const { t, i18n } = useTranslation('tools');
  const projectId = useProjectId();
  const list = useListTools(projectId, listParams(useListSearch()), KEEP_PAGE);
  const dialogs = useListDialog<Tool>();
  const { deleting } = dialogs;
  const remove = useToastMutation(getDeleteToolMutationOptions(), {
    verb: 'delete',
    thing: t('things.tool'),
    name: () => deleting?.displayName,
    // A tool agents still use is refused (409): the dialog and the toast say which agents.
    explain: (error) => toolInUseMessage(i18n.t, error),
  });
  const closeDelete = () => {
    remove.reset();
    dialogs.close();
  };

  return (
    <ListPage
      title={t('title')}
      icon={AREA_ICONS.tools}
      description={t('description')}
      primaryAction={{ label: t('actions.create'), onClick: dialogs.create, onIntent: () => void loadDialog() }}
      things={t('things.tools')}
      searchLabel={t('search')}
      gridLabel={t('gridLabel')}
      emptyMessage={t('empty')}
      query={list}
      columns={useToolColumns({ onEdit: dialogs.edit, onDelete: dialogs.remove })}
    >
      {dialogs.formOpen && (
        <Suspense fallback={null}>
          <ToolDialog projectId={projectId} tool={dialogs.editing} onClose={dialogs.close} />
        </Suspense>
      )}
      {deleting && (
        <DeleteDialog
          open
          title={t('deleteDialog.title')}
          description={t('deleteDialog.description', { name: deleting.displayName })}
          confirmationValue={deleting.name}
          pending={remove.isPending}
          error={remove.isError ? toolInUseMessage(i18n.t, remove.error) : undefined}
          onClose={closeDelete}
          onConfirm={() => remove.mutate({ projectId, toolId: deleting.id }, { onSuccess: closeDelete })}
        />
      )}
    </ListPage>
  );
}
