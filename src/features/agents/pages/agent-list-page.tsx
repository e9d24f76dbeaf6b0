import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { KEEP_PAGE, listParams, useListSearch } from '../../../components/data-table/use-list-search';
import { DeleteDialog } from '../../../components/delete-dialog';
import { ListPage } from '../../../components/list-page/list-page';
import { useListDialog } from '../../../components/list-page/use-list-dialog';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { getDeleteAgentMutationOptions, useListAgents } from '../../../generated/agents/agents';
import type { Agent } from '../../../generated/model';
import { useProjectId } from '../../../lib/use-project-id';
import { useAgentColumns } from '../components/agent-columns';
import { AREA_ICONS } from '../../../components/areas/area-icons';

// The dialog (form and tool picker) loads when it is first wanted.
const loadDialog = () => import('../components/agent-dialog');
const AgentDialog = lazy(async () => ({ default: (await loadDialog()).AgentDialog }));

/**
 * The project's agents (route agents; page and name in the URL): list, create, edit, delete.
 * The area to copy: a list page, a lazily loaded form dialog, a delete dialog, each on the area kit.
 */
export function AgentListPage() {
  const { t } = useTranslation('agents');
  const projectId = useProjectId();
  const list = useListAgents(projectId, listParams(useListSearch()), KEEP_PAGE);
  const dialogs = useListDialog<Agent>();
  const { deleting } = dialogs;
  const remove = useToastMutation(getDeleteAgentMutationOptions(), {
    verb: 'delete',
    thing: t('things.agent'),
    name: () => deleting?.name,
  });

  return (
    <ListPage
      title={t('title')}
      icon={AREA_ICONS.agents}
      description={t('description')}
      primaryAction={{ label: t('actions.create'), onClick: dialogs.create, onIntent: () => void loadDialog() }}
      things={t('things.agents')}
      searchLabel={t('search')}
      gridLabel={t('gridLabel')}
      emptyMessage={t('empty')}
      query={list}
      columns={useAgentColumns({ onEdit: dialogs.edit, onDelete: dialogs.remove })}
    >
      {dialogs.formOpen && (
        <Suspense fallback={null}>
          <AgentDialog projectId={projectId} agent={dialogs.editing} onClose={dialogs.close} />
        </Suspense>
      )}
      {deleting && (
        <DeleteDialog
          open
          title={t('deleteDialog.title')}
          description={t('deleteDialog.description', { name: deleting.name })}
          confirmationValue={deleting.name}
          pending={remove.isPending}
          onClose={dialogs.close}
          onConfirm={() => remove.mutate({ projectId, agentId: deleting.id }, { onSuccess: dialogs.close })}
        />
      )}
    </ListPage>
  );
}
