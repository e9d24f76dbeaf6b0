import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { TWO_LINE_ROW_HEIGHT } from '../../../components/data-table/two-line-cell';
import { KEEP_PAGE, listParams, useListSearch } from '../../../components/data-table/use-list-search';
import { ListPage } from '../../../components/list-page/list-page';
import { useListDialog } from '../../../components/list-page/use-list-dialog';
import { useListConfigFiles } from '../../../generated/config-files/config-files';
import type { ConfigFile } from '../../../generated/model';
import { useGetSharedCustomNode } from '../../../generated/shared-custom-nodes/shared-custom-nodes';
import { paths } from '../../../lib/paths';
import { useProjectId } from '../../../lib/use-project-id';
import { useConfigFileColumns } from '../components/config-file-columns';
import { AREA_ICONS } from '../../../components/areas/area-icons';

// Dialogs load when first wanted.
const loadFile = () => import('../components/config-file-dialog');
const ConfigFileDialog = lazy(async () => ({ default: (await loadFile()).ConfigFileDialog }));
const loadDelete = () => import('../components/delete-config-file-dialog');
const DeleteConfigFileDialog = lazy(async () => ({ default: (await loadDelete()).DeleteConfigFileDialog }));

/**
 * A shared custom node's configuration (environment) files (route shared-custom-nodes/:nodeId/env-files;
 * page and name in the URL): create, edit (secrets write-only), delete after seeing which workflows use
 * the file.
 */
export function EnvFileListPage() {
  const { t } = useTranslation('sharedCustomNodes');
  const projectId = useProjectId();
  const nodeId = useParams().nodeId ?? '';
  const node = useGetSharedCustomNode(nodeId);
  const list = useListConfigFiles(nodeId, listParams(useListSearch()), KEEP_PAGE);
  const dialogs = useListDialog<ConfigFile>();
  const name = node.data?.name ?? nodeId;

  return (
    <ListPage
      trail={[{ label: name, href: paths.sharedCustomNode.href(projectId, nodeId) }]}
      title={t('files.titleOf', { name })}
      icon={AREA_ICONS.sharedCustomNodes}
      description={t('files.description')}
      primaryAction={{ label: t('files.create'), onClick: dialogs.create, onIntent: () => void loadFile() }}
      things={t('things.configFiles')}
      searchLabel={t('files.search')}
      gridLabel={t('files.gridLabel')}
      emptyMessage={t('files.empty')}
      query={list}
      rowHeight={TWO_LINE_ROW_HEIGHT}
      columns={useConfigFileColumns({ onEdit: dialogs.edit, onDelete: dialogs.remove })}
    >
      <Suspense fallback={null}>
        {dialogs.formOpen && <ConfigFileDialog nodeId={nodeId} fileId={dialogs.editing?.id} onClose={dialogs.close} />}
        {dialogs.deleting && <DeleteConfigFileDialog nodeId={nodeId} file={dialogs.deleting} onClose={dialogs.close} />}
      </Suspense>
    </ListPage>
  );
}
