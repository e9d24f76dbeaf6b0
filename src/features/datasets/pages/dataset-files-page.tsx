import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { pollListWhile } from '../../../components/data-table/poll-while';
import { KEEP_PAGE, listParams, useListSearch } from '../../../components/data-table/use-list-search';
import { TWO_LINE_ROW_HEIGHT } from '../../../components/data-table/two-line-cell';
import { DeleteDialog } from '../../../components/delete-dialog';
import { ListPage } from '../../../components/list-page/list-page';
import { useListDialog } from '../../../components/list-page/use-list-dialog';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { getDeleteDatasetFileMutationOptions, useListDatasetFiles } from '../../../generated/datasets/datasets';
import type { DatasetFile } from '../../../generated/model';
import { paths } from '../../../lib/paths';
import { prefetchRoute } from '../../../lib/prefetch';
import { useProjectId } from '../../../lib/use-project-id';
import { useDatasetColumns } from '../components/dataset-columns';
import { DatasetTabs } from '../components/dataset-tabs';
import { fileInUseMessage } from '../errors';
import { isUploading } from '../status';
import { AREA_ICONS } from '../../../components/areas/area-icons';

/**
 * Datasets, File List tab (route datasets; page and name in the URL): the project's data files with
 * their status (polled while one is uploading), delete with the retyped name — refused, and said which
 * jobs, while jobs run over the file (the contract's 409) — and Upload, which opens the Upload tab.
 */
export function DatasetFilesPage() {
  const { t, i18n } = useTranslation('datasets');
  const projectId = useProjectId();
  const navigate = useNavigate();
  const uploadHref = paths.datasetsUpload.href(projectId);
  const list = useListDatasetFiles(projectId, listParams(useListSearch()), {
    query: { ...KEEP_PAGE.query, refetchInterval: pollListWhile(isUploading) },
  });
  const dialogs = useListDialog<DatasetFile>();
  const { deleting } = dialogs;
  const remove = useToastMutation(getDeleteDatasetFileMutationOptions(), {
    verb: 'delete',
    thing: t('things.file'),
    name: () => deleting?.fileName,
    explain: (error) => fileInUseMessage(i18n.t, error),
  });
  const close = () => {
    remove.reset();
    dialogs.close();
  };

  return (
    <ListPage
      nav={<DatasetTabs current="files" />}
      title={t('title')}
      icon={AREA_ICONS.datasets}
      description={t('description')}
      primaryAction={{ label: t('list.upload'), onClick: () => void navigate(uploadHref), onIntent: () => prefetchRoute(uploadHref) }}
      things={t('things.fileList')}
      searchLabel={t('list.search')}
      gridLabel={t('list.gridLabel')}
      emptyMessage={t('list.empty')}
      query={list}
      rowHeight={TWO_LINE_ROW_HEIGHT}
      columns={useDatasetColumns({ onDelete: dialogs.remove })}
    >
      {deleting && (
        <DeleteDialog
          open
          title={t('list.deleteDialog.title')}
          description={t('list.deleteDialog.description', { name: deleting.fileName })}
          confirmationValue={deleting.fileName}
          pending={remove.isPending}
          {...(remove.error
            ? { error: fileInUseMessage(i18n.t, remove.error) ?? mutationFailedMessage(i18n.t, 'delete', t('things.file'), remove.error) }
            : {})}
          onClose={close}
          onConfirm={() => remove.mutate({ projectId, fileId: deleting.id }, { onSuccess: close })}
        />
      )}
    </ListPage>
  );
}
