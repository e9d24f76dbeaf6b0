import AccountTreeIcon from '@mui/icons-material/AccountTree';
import CreateNewFolderIcon from '@mui/icons-material/CreateNewFolder';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import ViewListIcon from '@mui/icons-material/ViewList';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { HttpError } from '../../../api/errors';
import { paths } from '../../../lib/paths';
import { SearchField } from '../../../components/data-table/search-field';
import { useListSearch } from '../../../components/data-table/use-list-search';
import { DeleteDialog } from '../../../components/delete-dialog';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { AccessDeniedPage, refusedLoad } from '../../../components/errors/access-denied-page';
import { toast } from '../../../components/toast/toast-store';
import {
  getDeleteWorkflowFolderMutationOptions,
  getDeleteWorkflowMutationOptions,
  getDuplicateWorkflowMutationOptions,
  useGetWorkflowHierarchy,
  useListWorkflowItems,
} from '../../../generated/workflows/workflows';
import type { ItemAction } from '../components/item-actions-menu';
import { WorkflowTable } from '../components/workflow-table';
import { WorkflowTree } from '../components/workflow-tree';
import { useProjectId } from '../../../lib/use-project-id';
import { folderPathOfSplat, splatOfFolderPath } from '../folder-tree';
import { workflowItemsParams } from './workflow-list-params';
import { type ItemRef, parseItemKey } from '../items';
import { useMoveItems } from '../use-move-items';
import { AREA_ICONS } from '../../../components/areas/area-icons';
import { PageHeader } from '../../../components/page-header/page-header';

// The form dialogs (and the form schemas they validate with) load when one is first wanted: the list does not run them.
const loadFolderDialog = () => import('../components/folder-dialog');
const loadWorkflowDialog = () => import('../components/workflow-dialog');
const FolderDialog = lazy(async () => ({ default: (await loadFolderDialog()).FolderDialog }));
const CreateWorkflowDialog = lazy(async () => ({ default: (await loadWorkflowDialog()).CreateWorkflowDialog }));
const RenameWorkflowDialog = lazy(async () => ({ default: (await import('../components/rename-workflow-dialog')).RenameWorkflowDialog }));
const MoveDialog = lazy(async () => ({ default: (await import('../components/move-dialog')).MoveDialog }));

type View = 'list' | 'tree';
type Dialog =
  | { kind: 'createFolder' }
  | { kind: 'createWorkflow'; copyFrom?: ItemRef }
  | { kind: 'renameFolder'; item: ItemRef }
  | { kind: 'renameWorkflow'; item: ItemRef }
  | { kind: 'move'; items: ItemRef[] }
  | { kind: 'delete'; item: ItemRef };

/**
 * Workflows of a project (route workflows/list/*, the splat is the folder path): a list view (the
 * shared data table, page/pageSize/name in the URL) and a hierarchy view (`view=tree`), with create
 * folder, create workflow (empty or copy), rename, move, duplicate and delete.
 */
export function WorkflowListPage() {
  const { t } = useTranslation('workflows');
  const params = useParams();
  const projectId = useProjectId();
  const folderPath = folderPathOfSplat(params['*']);
  const [searchParams, setSearchParams] = useSearchParams();
  const view: View = searchParams.get('view') === 'tree' ? 'tree' : 'list';
  const search = useListSearch();
  const itemsParams = workflowItemsParams(folderPath, search);
  const [selection, setSelection] = useState<string[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = useCallback(() => setDialog(null), []);

  const list = useListWorkflowItems(projectId, itemsParams, { query: { placeholderData: keepPreviousData } });
  // The whole project's tree, read only when something here uses it: the hierarchy view, a selection (to move
  // it) or a dialog (where to, what to copy). The list view alone does not (it can be large, issue #34).
  const hierarchy = useGetWorkflowHierarchy(projectId, { query: { enabled: view === 'tree' || selection.length > 0 || dialog !== null } });
  const move = useMoveItems(projectId);
  const currentFolderId = list.data?.folderId;

  const deleting = dialog?.kind === 'delete' ? dialog.item : undefined;
  const feedback = { name: (item: { name: string }) => item.name };
  const duplicate = useToastMutation(getDuplicateWorkflowMutationOptions(), { ...feedback, verb: 'duplicate', thing: t('things.workflow') });
  const deleteWorkflow = useToastMutation(getDeleteWorkflowMutationOptions(), {
    ...feedback,
    verb: 'delete',
    thing: t('things.workflow'),
    name: () => deleting?.name,
  });
  const deleteFolder = useToastMutation(getDeleteWorkflowFolderMutationOptions(), {
    ...feedback,
    verb: 'delete',
    thing: t('things.folder'),
    name: () => deleting?.name,
  });
  const afterDelete = {
    onSuccess: () => {
      setSelection([]);
      close();
    },
  };

  const onAction = useCallback(
    (action: ItemAction, item: ItemRef) => {
      if (action === 'rename') setDialog({ kind: item.kind === 'folder' ? 'renameFolder' : 'renameWorkflow', item });
      else if (action === 'copy') setDialog({ kind: 'createWorkflow', copyFrom: item });
      else if (action === 'move') setDialog({ kind: 'move', items: [item] });
      // The copy is named in the user's language ('… (copy)' / '… のコピー'), cut to the contract's maximum (the
      // generated schemas load with it: the list itself runs no zod).
      else if (action === 'duplicate')
        void import('../../../generated/workflows/workflows.zod').then(({ createWorkflowBodyNameMax }) =>
          duplicate.mutate({ projectId, workflowId: item.id, data: { name: t('copyName', { name: item.name }).slice(0, createWorkflowBodyNameMax) } }),
        );
      else setDialog({ kind: 'delete', item });
    },
    [duplicate, projectId, t],
  );

  const selectedItems = useMemo((): ItemRef[] => {
    const byKey = new Map(
      (list.data?.items ?? []).map((item) => [`${item.itemType === 'WORKFLOW_ITEM_TYPE_FOLDER' ? 'folder' : 'workflow'}:${item.id}`, item]),
    );
    return selection.flatMap((key) => {
      const ref = parseItemKey(key);
      const item = byKey.get(key);
      return ref && item ? [{ ...ref, name: item.name }] : [];
    });
  }, [selection, list.data]);

  const setView = (next: View) => {
    setSearchParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 'tree') updated.set('view', 'tree');
      else updated.delete('view');
      return updated;
    });
  };

  const folderHref = (path: string) => `${paths.workflowsList.href(projectId, splatOfFolderPath(path))}${view === 'tree' ? '?view=tree' : ''}`;
  const notFound = list.error instanceof HttpError && list.error.code === 404;
  const breadcrumbs = list.data?.breadcrumbs ?? [];
  const refused = refusedLoad(list, hierarchy);

  if (refused) return <AccessDeniedPage error={refused} />;
  return (
    <Box component="section" sx={{ p: 3, maxWidth: 1400, mx: 'auto' }}>
      <PageHeader
        icon={AREA_ICONS.workflows}
        title={t('title')}
        description={t('description')}
        actions={
          <>
            <ToggleButtonGroup size="small" exclusive value={view} onChange={(_event, next: View | null) => next && setView(next)} aria-label={t('view.label')}>
              <ToggleButton value="list" aria-label={t('view.list')}>
                <ViewListIcon fontSize="small" sx={{ mr: 0.5 }} />
                {t('view.list')}
              </ToggleButton>
              <ToggleButton value="tree" aria-label={t('view.tree')}>
                <AccountTreeIcon fontSize="small" sx={{ mr: 0.5 }} />
                {t('view.tree')}
              </ToggleButton>
            </ToggleButtonGroup>
            <Button
              variant="outlined"
              startIcon={<CreateNewFolderIcon />}
              onClick={() => setDialog({ kind: 'createFolder' })}
              onMouseEnter={() => void loadFolderDialog()}
              onFocus={() => void loadFolderDialog()}
              disabled={!list.data}
            >
              {t('actions.newFolder')}
            </Button>
            <Button
              variant="contained"
              startIcon={<NoteAddIcon />}
              onClick={() => setDialog({ kind: 'createWorkflow' })}
              onMouseEnter={() => void loadWorkflowDialog()}
              onFocus={() => void loadWorkflowDialog()}
              disabled={!list.data}
            >
              {t('actions.newWorkflow')}
            </Button>
          </>
        }
      />

      <Breadcrumbs aria-label={t('breadcrumbs')} sx={{ mb: 2 }}>
        {breadcrumbs.length === 0 ? (
          <Typography color="text.primary" aria-current="page">
            {t('root')}
          </Typography>
        ) : (
          <Link component={RouterLink} to={folderHref('/')}>
            {t('root')}
          </Link>
        )}
        {breadcrumbs.map((crumb, index) => {
          const path = `/${breadcrumbs
            .slice(0, index + 1)
            .map((c) => c.name)
            .join('/')}`;
          return index === breadcrumbs.length - 1 ? (
            <Typography key={crumb.id} color="text.primary" aria-current="page">
              {crumb.name}
            </Typography>
          ) : (
            <Link key={crumb.id} component={RouterLink} to={folderHref(path)}>
              {crumb.name}
            </Link>
          );
        })}
      </Breadcrumbs>

      {notFound && (
        <EmptyState
          message={t('errors.folderNotFound')}
          action={
            <Button component={RouterLink} to={paths.workflowsList.href(projectId)}>
              {t('backToRoot')}
            </Button>
          }
        />
      )}
      {list.isError && !notFound && !list.data && <ErrorState message={t('fetchFailed')} onRetry={() => void list.refetch()} />}

      {view === 'list' && !notFound && (
        <>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
            <SearchField label={t('search')} value={search.name} onChange={search.setName} />
            <Button
              variant="outlined"
              startIcon={<DriveFileMoveIcon />}
              disabled={selectedItems.length === 0 || !hierarchy.data}
              onClick={() => setDialog({ kind: 'move', items: selectedItems })}
            >
              {t('actions.moveSelected', { count: selectedItems.length })}
            </Button>
          </Box>
          {list.isPending && <LoadingState />}
          {list.data && list.data.totalCount === 0 && (
            <EmptyState
              icon={search.name || breadcrumbs.length > 0 ? undefined : AREA_ICONS.workflows}
              message={search.name ? t('noMatch', { name: search.name }) : t(breadcrumbs.length > 0 ? 'emptyFolder' : 'emptyProject')}
              action={
                !search.name && (
                  <Button variant="contained" startIcon={<NoteAddIcon />} onClick={() => setDialog({ kind: 'createWorkflow' })}>
                    {t('actions.newWorkflow')}
                  </Button>
                )
              }
            />
          )}
          {list.data && list.data.totalCount > 0 && (
            <WorkflowTable
              projectId={projectId}
              items={list.data.items}
              totalCount={list.data.totalCount}
              loading={list.isFetching}
              selection={selection}
              onSelectionChange={setSelection}
              onAction={onAction}
            />
          )}
        </>
      )}

      {view === 'tree' && !notFound && (
        <>
          {hierarchy.isPending && <LoadingState />}
          {hierarchy.isError && !hierarchy.data && <ErrorState message={t('fetchFailed')} onRetry={() => void hierarchy.refetch()} />}
          {hierarchy.data && (
            <WorkflowTree
              projectId={projectId}
              hierarchy={hierarchy.data}
              moving={move.isPending}
              onAction={onAction}
              onMove={(item, targetFolderId) => move.mutate({ items: [item], targetFolderId })}
              onRefusedDrop={() => toast({ title: t('errors.moveIntoItself'), variant: 'destructive' })}
            />
          )}
        </>
      )}

      <Suspense fallback={null}>
        {dialog?.kind === 'createFolder' && <FolderDialog mode="create" projectId={projectId} parentId={currentFolderId} onClose={close} />}
        {dialog?.kind === 'renameFolder' && <FolderDialog mode="rename" projectId={projectId} folder={dialog.item} onClose={close} />}
        {dialog?.kind === 'createWorkflow' && (
          <CreateWorkflowDialog
            projectId={projectId}
            folderId={currentFolderId}
            workflows={hierarchy.data?.workflows ?? []}
            {...(dialog.copyFrom ? { copyFrom: dialog.copyFrom } : {})}
            onClose={close}
          />
        )}
        {dialog?.kind === 'renameWorkflow' && <RenameWorkflowDialog projectId={projectId} workflow={dialog.item} onClose={close} />}
        {dialog?.kind === 'move' && hierarchy.data && (
          <MoveDialog
            projectId={projectId}
            items={dialog.items}
            hierarchy={hierarchy.data}
            onClose={() => {
              setSelection([]);
              close();
            }}
          />
        )}
      </Suspense>
      {dialog?.kind === 'delete' && (
        <DeleteDialog
          open
          title={t(dialog.item.kind === 'folder' ? 'deleteDialog.folderTitle' : 'deleteDialog.workflowTitle')}
          description={t(dialog.item.kind === 'folder' ? 'deleteDialog.folderDescription' : 'deleteDialog.workflowDescription', { name: dialog.item.name })}
          confirmationValue={dialog.item.name}
          pending={deleteWorkflow.isPending || deleteFolder.isPending}
          onClose={close}
          onConfirm={() =>
            dialog.item.kind === 'folder'
              ? deleteFolder.mutate({ projectId, folderId: dialog.item.id }, afterDelete)
              : deleteWorkflow.mutate({ projectId, workflowId: dialog.item.id }, afterDelete)
          }
        />
      )}
    </Box>
  );
}
