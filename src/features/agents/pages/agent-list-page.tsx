import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KEEP_PAGE, listParams, useListSearch } from '../../../components/data-table/use-list-search';
import { DeleteDialog } from '../../../components/delete-dialog';
import { ListPage } from '../../../components/list-page/list-page';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { getDeleteAgentMutationOptions, getListAgentsQueryKey, useListAgents } from '../../../generated/agents/agents';
import type { Agent } from '../../../generated/model';
import { useProjectId } from '../../../lib/use-project-id';
import { useAgentColumns } from '../components/agent-columns';

// The dialog (form and tool picker) loads when it is first wanted.
const loadDialog = () => import('../components/agent-dialog');
const AgentDialog = lazy(async () => ({ default: (await loadDialog()).AgentDialog }));

type Dialog = { kind: 'create' } | { kind: 'edit'; agent: Agent } | { kind: 'delete'; agent: Agent };

/**
 * The project's agents (route agents; page and name in the URL): list, create, edit, delete.
 * The area to copy: a list page, a lazily loaded form dialog, a delete dialog, each on the area kit.
 */
export function AgentListPage() {
  const { t } = useTranslation('agents');
  const projectId = useProjectId();
  const list = useListAgents(projectId, listParams(useListSearch()), KEEP_PAGE);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const remove = useToastMutation(getDeleteAgentMutationOptions(), {
    verb: 'delete',
    thing: t('things.agent'),
    invalidates: () => [getListAgentsQueryKey(projectId)],
    name: () => (dialog?.kind === 'delete' ? dialog.agent.name : undefined),
  });
  const columns = useAgentColumns({
    onEdit: useCallback((agent: Agent) => setDialog({ kind: 'edit', agent }), []),
    onDelete: useCallback((agent: Agent) => setDialog({ kind: 'delete', agent }), []),
  });

  return (
    <ListPage
      title={t('title')}
      description={t('description')}
      primaryAction={{ label: t('actions.create'), onClick: () => setDialog({ kind: 'create' }), onIntent: () => void loadDialog() }}
      things={t('things.agents')}
      searchLabel={t('search')}
      gridLabel={t('gridLabel')}
      emptyMessage={t('empty')}
      query={list}
      columns={columns}
    >
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <Suspense fallback={null}>
          <AgentDialog projectId={projectId} agent={dialog.kind === 'edit' ? dialog.agent : undefined} onClose={close} />
        </Suspense>
      )}
      {dialog?.kind === 'delete' && (
        <DeleteDialog
          open
          title={t('deleteDialog.title')}
          description={t('deleteDialog.description', { name: dialog.agent.name })}
          confirmationValue={dialog.agent.name}
          pending={remove.isPending}
          onClose={close}
          onConfirm={() => remove.mutate({ projectId, agentId: dialog.agent.id }, { onSuccess: close })}
        />
      )}
    </ListPage>
  );
}
