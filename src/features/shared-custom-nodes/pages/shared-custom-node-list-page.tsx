import Alert from '@mui/material/Alert';
import { lazy, Suspense, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { usePermission } from '../../../auth/use-permission';
import { TWO_LINE_ROW_HEIGHT } from '../../../components/data-table/two-line-cell';
import { KEEP_PAGE, listParams, useListSearch } from '../../../components/data-table/use-list-search';
import { ListPage } from '../../../components/list-page/list-page';
import { useListDialog } from '../../../components/list-page/use-list-dialog';
import type { SharedCustomNode } from '../../../generated/model';
import { useListSharedCustomNodes } from '../../../generated/shared-custom-nodes/shared-custom-nodes';
import { paths } from '../../../lib/paths';
import { useProjectId } from '../../../lib/use-project-id';
import { useNodeColumns } from '../components/node-columns';
import { AREA_ICONS } from '../../../components/areas/area-icons';

// Dialogs load when first wanted.
const loadPublish = () => import('../components/publish-dialog');
const PublishDialog = lazy(async () => ({ default: (await loadPublish()).PublishDialog }));
const loadUnpublish = () => import('../components/unpublish-dialog');
const UnpublishDialog = lazy(async () => ({ default: (await loadUnpublish()).UnpublishDialog }));

/**
 * The organization's shared custom nodes (route shared-custom-nodes; page and name in the URL): open one,
 * its configuration files; an admin publishes one of this project's custom nodes (the publish route opens
 * the dialog: `publishing`) and unpublishes, after seeing who uses it. Another role sees why it cannot.
 */
export function SharedCustomNodeListPage({ publishing = false }: { publishing?: boolean }) {
  const { t } = useTranslation('sharedCustomNodes');
  const projectId = useProjectId();
  const navigate = useNavigate();
  const { allowed: isAdmin } = usePermission('publishSharedCustomNodes');
  const list = useListSharedCustomNodes(listParams(useListSearch()), KEEP_PAGE);
  const dialogs = useListDialog<SharedCustomNode>();
  const open = useCallback((node: { id: string }) => navigate(paths.sharedCustomNode.href(projectId, node.id)), [navigate, projectId]);
  const files = useCallback((node: { id: string }) => navigate(paths.sharedCustomNodeEnvFiles.href(projectId, node.id)), [navigate, projectId]);
  const closePublish = () => navigate(paths.sharedCustomNodes.href(projectId));

  return (
    <ListPage
      title={t('title')}
      icon={AREA_ICONS.sharedCustomNodes}
      description={t('description')}
      {...(isAdmin
        ? {
            primaryAction: {
              label: t('actions.publish'),
              onClick: () => navigate(paths.sharedCustomNodesPublish.href(projectId)),
              onIntent: () => void loadPublish(),
            },
          }
        : {})}
      intro={
        !isAdmin && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('roles.publishAdminOnly')}
          </Alert>
        )
      }
      things={t('things.nodes')}
      searchLabel={t('search')}
      gridLabel={t('gridLabel')}
      emptyMessage={t(isAdmin ? 'empty' : 'emptyNotAdmin')}
      query={list}
      rowHeight={TWO_LINE_ROW_HEIGHT}
      columns={useNodeColumns(projectId, { canUnpublish: isAdmin, onOpen: open, onFiles: files, onUnpublish: dialogs.remove })}
    >
      <Suspense fallback={null}>
        {publishing && isAdmin && (
          <PublishDialog
            projectId={projectId}
            onClose={closePublish}
            onPublished={(node) => navigate(paths.sharedCustomNode.href(projectId, node.id), { replace: true })}
          />
        )}
        {dialogs.deleting && isAdmin && <UnpublishDialog node={dialogs.deleting} onClose={dialogs.close} />}
      </Suspense>
    </ListPage>
  );
}
