import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KEEP_PAGE, listParams, useListSearch } from '../../../components/data-table/use-list-search';
import { DeleteDialog } from '../../../components/delete-dialog';
import { ListPage } from '../../../components/list-page/list-page';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import type { Tool } from '../../../generated/model';
import { getDeleteToolMutationOptions, getListToolsQueryKey, useListTools } from '../../../generated/tools/tools';
import { useProjectId } from '../../../lib/use-project-id';
import { useToolColumns } from '../components/tool-columns';
import { toolInUseMessage } from '../errors';

// The dialog (form, JSON Schema checks, the JSON editor) loads when it is first wanted.
const loadDialog = () => import('../components/tool-dialog');
const ToolDialog = lazy(async () => ({ default: (await loadDialog()).ToolDialog }));

type Dialog = { kind: 'create' } | { kind: 'edit'; tool: Tool } | { kind: 'delete'; tool: Tool };

/** The project's tools (route tools; page and name in the URL): list, create, edit, delete. */
export function ToolListPage() {
  const { t, i18n } = useTranslation('tools');
  const projectId = useProjectId();
  const list = useListTools(projectId, listParams(useListSearch()), KEEP_PAGE);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const remove = useToastMutation(getDeleteToolMutationOptions(), {
    verb: 'delete',
    thing: t('things.tool'),
    invalidates: () => [getListToolsQueryKey(projectId)],
    name: () => (dialog?.kind === 'delete' ? dialog.tool.displayName : undefined),
    explain: (error) => toolInUseMessage(i18n.t, error),
  });
  const columns = useToolColumns({
    onEdit: useCallback((tool: Tool) => setDialog({ kind: 'edit', tool }), []),
    onDelete: useCallback((tool: Tool) => setDialog({ kind: 'delete', tool }), []),
  });

  return (
    <ListPage
      title={t('title')}
      description={t('description')}
      primaryAction={{ label: t('actions.create'), onClick: () => setDialog({ kind: 'create' }), onIntent: () => void loadDialog() }}
      things={t('things.tools')}
      searchLabel={t('search')}
      gridLabel={t('gridLabel')}
      emptyMessage={t('empty')}
      query={list}
      columns={columns}
    >
      {(dialog?.kind === 'create' || dialog?.kind === 'edit') && (
        <Suspense fallback={null}>
          <ToolDialog projectId={projectId} tool={dialog.kind === 'edit' ? dialog.tool : undefined} onClose={close} />
        </Suspense>
      )}
      {dialog?.kind === 'delete' && (
        <DeleteDialog
          open
          title={t('deleteDialog.title')}
          description={t('deleteDialog.description', { name: dialog.tool.displayName })}
          confirmationValue={dialog.tool.name}
          pending={remove.isPending}
          error={remove.isError ? toolInUseMessage(i18n.t, remove.error) : undefined}
          onClose={() => {
            remove.reset();
            close();
          }}
          onConfirm={() => remove.mutate({ projectId, toolId: dialog.tool.id }, { onSuccess: close })}
        />
      )}
    </ListPage>
  );
}
