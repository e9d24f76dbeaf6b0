import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { pollListWhile } from '../../../components/data-table/poll-while';
import { KEEP_PAGE, listParams, useListSearch } from '../../../components/data-table/use-list-search';
import { TWO_LINE_ROW_HEIGHT } from '../../../components/data-table/two-line-cell';
import { DeleteDialog } from '../../../components/delete-dialog';
import { ListPage } from '../../../components/list-page/list-page';
import { useListDialog } from '../../../components/list-page/use-list-dialog';
import { useToastMutation } from '../../../components/mutation/use-toast-mutation';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { getDeleteKnowledgeFileMutationOptions, useListKnowledgeFiles } from '../../../generated/knowledge-files/knowledge-files';
import type { KnowledgeFile } from '../../../generated/model';
import { useProjectId } from '../../../lib/use-project-id';
import { useFileColumns } from '../components/file-columns';
import { FileUpload } from '../components/file-upload';
import { KnowledgeTabs } from '../components/knowledge-tabs';
import { fileInUseMessage } from '../errors';
import { isFileMoving } from '../status';
import { AREA_ICONS } from '../../../components/areas/area-icons';

/**
 * Knowledge files (routes knowledge/files and knowledge/files/list; page and name in the URL): upload
 * several at once with progress, the list with statuses that move while the server processes, delete
 * (refused, and said why, while an index is built from the file).
 */
export function KnowledgeFilesPage() {
  const { t, i18n } = useTranslation('knowledge');
  const projectId = useProjectId();
  const list = useListKnowledgeFiles(projectId, listParams(useListSearch()), {
    query: { ...KEEP_PAGE.query, refetchInterval: pollListWhile(isFileMoving) },
  });
  const dialogs = useListDialog<KnowledgeFile>();
  const { deleting } = dialogs;
  const remove = useToastMutation(getDeleteKnowledgeFileMutationOptions(), {
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
      nav={<KnowledgeTabs current="files" />}
      title={t('files.title')}
      icon={AREA_ICONS.knowledgeFiles}
      description={t('files.description')}
      intro={
        <Box sx={{ mb: 3 }}>
          <FileUpload projectId={projectId} />
        </Box>
      }
      things={t('things.fileList')}
      searchLabel={t('files.search')}
      gridLabel={t('files.gridLabel')}
      emptyMessage={t('files.empty')}
      query={list}
      rowHeight={TWO_LINE_ROW_HEIGHT}
      columns={useFileColumns({ onDelete: dialogs.remove })}
    >
      {deleting && (
        <DeleteDialog
          open
          title={t('files.deleteDialog.title')}
          description={t('files.deleteDialog.description', { name: deleting.fileName })}
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
