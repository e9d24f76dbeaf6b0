import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pollListWhile } from '../../../components/data-table/poll-while';
import { KEEP_PAGE, listParams, useListSearch } from '../../../components/data-table/use-list-search';
import { TWO_LINE_ROW_HEIGHT } from '../../../components/data-table/two-line-cell';
import { DeleteDialog } from '../../../components/delete-dialog';
import { ListPage } from '../../../components/list-page/list-page';
import { useListDialog } from '../../../components/list-page/use-list-dialog';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import {
  getDeleteKnowledgeIndexMutationOptions,
  getRebuildKnowledgeIndexMutationOptions,
  useListKnowledgeIndexes,
} from '../../../generated/knowledge-indexes/knowledge-indexes';
import type { KnowledgeIndex } from '../../../generated/model';
import { useProjectId } from '../../../lib/use-project-id';
import { BuildDrawer } from '../components/build-drawer';
import { useIndexColumns } from '../components/index-columns';
import { KnowledgeTabs } from '../components/knowledge-tabs';
import { indexLockedMessage } from '../errors';
import { isIndexMoving } from '../status';
import { AREA_ICONS } from '../../../components/areas/area-icons';

// The dialog (form, file picker, chunk preview) loads when it is first wanted.
const loadDialog = () => import('../components/index-dialog');
const IndexDialog = lazy(async () => ({ default: (await loadDialog()).IndexDialog }));

/**
 * Knowledge indexes (route knowledge/indexes; page and name in the URL): the list with statuses that
 * move while builds run (it polls), create and edit (read-only while building), each index's build file
 * by file, rebuild (all, or only the files that failed), delete.
 */
export function KnowledgeIndexesPage() {
  const { t, i18n } = useTranslation('knowledge');
  const projectId = useProjectId();
  const list = useListKnowledgeIndexes(projectId, listParams(useListSearch()), {
    query: { ...KEEP_PAGE.query, refetchInterval: pollListWhile(isIndexMoving) },
  });
  const dialogs = useListDialog<KnowledgeIndex>();
  const { deleting } = dialogs;
  // Dialogs follow the list's live rows, so a status that moves reaches an open dialog or drawer.
  const live = (index?: KnowledgeIndex) => (index && list.data?.items.find((row) => row.id === index.id)) ?? index;
  const [buildOf, setBuildOf] = useState<KnowledgeIndex>();
  const explain = (error: unknown) => indexLockedMessage(i18n.t, error);
  const explainDelete = (error: unknown) => (indexLockedMessage(i18n.t, error) ? t('indexes.lockedDelete') : undefined);
  const remove = useToastMutation(getDeleteKnowledgeIndexMutationOptions(), {
    verb: 'delete',
    thing: t('things.index'),
    name: () => deleting?.name,
    explain: explainDelete,
  });
  const rebuild = useToastMutation(getRebuildKnowledgeIndexMutationOptions(), {
    verb: 'rebuild',
    thing: t('things.index'),
    name: (saved) => saved.name,
    explain,
  });
  const { mutate: startRebuild } = rebuild;
  const onRebuild = useCallback((index: KnowledgeIndex) => startRebuild({ projectId, indexId: index.id }), [startRebuild, projectId]);
  const closeDelete = () => {
    remove.reset();
    dialogs.close();
  };
  const building = live(buildOf);

  return (
    <ListPage
      nav={<KnowledgeTabs current="indexes" />}
      title={t('indexes.title')}
      icon={AREA_ICONS.knowledgeIndexes}
      description={t('indexes.description')}
      primaryAction={{ label: t('indexes.actions.create'), onClick: dialogs.create, onIntent: () => void loadDialog() }}
      things={t('things.indexes')}
      searchLabel={t('indexes.search')}
      gridLabel={t('indexes.gridLabel')}
      emptyMessage={t('indexes.empty')}
      query={list}
      rowHeight={TWO_LINE_ROW_HEIGHT}
      columns={useIndexColumns({ onOpen: dialogs.edit, onBuild: setBuildOf, onRebuild, onDelete: dialogs.remove })}
    >
      {dialogs.formOpen && (
        <Suspense fallback={null}>
          <IndexDialog projectId={projectId} index={live(dialogs.editing)} onClose={dialogs.close} />
        </Suspense>
      )}
      {building && (
        <BuildDrawer
          projectId={projectId}
          index={building}
          onClose={() => setBuildOf(undefined)}
          onEdit={() => {
            setBuildOf(undefined);
            dialogs.edit(building);
          }}
        />
      )}
      {deleting && (
        <DeleteDialog
          open
          title={t('indexes.deleteDialog.title')}
          description={t('indexes.deleteDialog.description', { name: deleting.name })}
          confirmationValue={deleting.name}
          pending={remove.isPending}
          {...(remove.error ? { error: explainDelete(remove.error) ?? mutationFailedMessage(i18n.t, 'delete', t('things.index'), remove.error) } : {})}
          onClose={closeDelete}
          onConfirm={() => remove.mutate({ projectId, indexId: deleting.id }, { onSuccess: closeDelete })}
        />
      )}
    </ListPage>
  );
}
