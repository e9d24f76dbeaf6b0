import FileUploadOutlinedIcon from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HttpError } from '../../../api/errors';
import { TWO_LINE_ROW_HEIGHT } from '../../../components/data-table/two-line-cell';
import { KEEP_PAGE, listParams, useListSearch } from '../../../components/data-table/use-list-search';
import { DeleteDialog } from '../../../components/delete-dialog';
import { ListPage } from '../../../components/list-page/list-page';
import { useListDialog } from '../../../components/list-page/use-list-dialog';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { getDeleteCustomNodeMutationOptions, useListCustomNodes } from '../../../generated/custom-nodes/custom-nodes';
import type { CustomNodeSummary } from '../../../generated/model';
import type { Translate } from '../../../lib/translate';
import { paths } from '../../../lib/paths';
import { useProjectId } from '../../../lib/use-project-id';
import { useExportCustomNode } from '../components/export-action';
import { useNodeColumns } from '../components/node-columns';
import { AREA_ICONS } from '../../../components/areas/area-icons';

// Dialogs load when first wanted.
const loadCreate = () => import('../components/create-node-dialog');
const CreateNodeDialog = lazy(async () => ({ default: (await loadCreate()).CreateNodeDialog }));
const loadImport = () => import('../components/import-dialog');
const ImportDialog = lazy(async () => ({ default: (await loadImport()).ImportDialog }));

const IN_USE = /used by: (.+)$/;
/** 'Used by the workflow … and the tool …': the contract's 409 said in the user's language. */
function inUseMessage(t: Translate, error: unknown): string | undefined {
  if (!(error instanceof HttpError) || error.code !== 409) return undefined;
  const names = IN_USE.exec(error.message)?.[1];
  return names ? t('customNodes:errors.inUse', { names }) : t('customNodes:errors.inUseUnnamed');
}

/**
 * The project's custom Python nodes (route custom-nodes; page and name in the URL): create (then open in
 * the editor), import a `.aiws` file, export, delete (refused, saying why, while a workflow uses the node or
 * it is published as a tool).
 */
export function CustomNodeListPage() {
  const { t, i18n } = useTranslation('customNodes');
  const projectId = useProjectId();
  const navigate = useNavigate();
  const list = useListCustomNodes(projectId, listParams(useListSearch()), KEEP_PAGE);
  const dialogs = useListDialog<CustomNodeSummary>();
  const [importing, setImporting] = useState(false);
  const { deleting } = dialogs;
  const exportNode = useExportCustomNode(projectId);
  const remove = useToastMutation(getDeleteCustomNodeMutationOptions(), {
    verb: 'delete',
    thing: t('things.node'),
    name: () => deleting?.name,
    explain: (error) => inUseMessage(i18n.t, error),
  });
  const open = useCallback((node: { id: string }) => navigate(paths.customNode.href(projectId, node.id)), [navigate, projectId]);
  const closeDelete = () => {
    remove.reset();
    dialogs.close();
  };

  return (
    <ListPage
      title={t('title')}
      icon={AREA_ICONS.customNodes}
      description={t('description')}
      primaryAction={{ label: t('actions.create'), onClick: dialogs.create, onIntent: () => void loadCreate() }}
      intro={
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -1, mb: 1 }}>
          <Button
            startIcon={<FileUploadOutlinedIcon />}
            onClick={() => setImporting(true)}
            onMouseEnter={() => void loadImport()}
            onFocus={() => void loadImport()}
          >
            {t('actions.import')}
          </Button>
        </Box>
      }
      things={t('things.nodes')}
      searchLabel={t('search')}
      gridLabel={t('gridLabel')}
      emptyMessage={t('empty')}
      query={list}
      rowHeight={TWO_LINE_ROW_HEIGHT}
      columns={useNodeColumns(projectId, { onEdit: open, onExport: exportNode, onDelete: dialogs.remove })}
    >
      <Suspense fallback={null}>
        {dialogs.formOpen && <CreateNodeDialog projectId={projectId} onClose={dialogs.close} onCreated={open} />}
        {importing && <ImportDialog projectId={projectId} onClose={() => setImporting(false)} onImported={open} />}
      </Suspense>
      {deleting && (
        <DeleteDialog
          open
          title={t('deleteDialog.title')}
          description={t('deleteDialog.description', { name: deleting.name })}
          confirmationValue={deleting.name}
          pending={remove.isPending}
          {...(remove.error ? { error: inUseMessage(i18n.t, remove.error) ?? mutationFailedMessage(i18n.t, 'delete', t('things.node'), remove.error) } : {})}
          onClose={closeDelete}
          onConfirm={() => remove.mutate({ projectId, customNodeId: deleting.id }, { onSuccess: closeDelete })}
        />
      )}
    </ListPage>
  );
}
