import OpenInNewIcon from '@mui/icons-material/ArticleOutlined';
import TuneIcon from '@mui/icons-material/TuneOutlined';
import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { actionsColumn } from '../../../components/list-page/actions-column';
import { nameColumn } from '../../../components/list-page/name-column';
import type { SharedCustomNode } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { paths } from '../../../lib/paths';

/**
 * The shared custom node list's columns: name (to its page) and description, configuration files (to
 * their list), published by, created, updated, ⋮ (open, configuration files, unpublish — an admin's; for
 * another role disabled, saying why).
 */
export function useNodeColumns(
  projectId: string,
  {
    canUnpublish,
    onOpen,
    onFiles,
    onUnpublish,
  }: { canUnpublish: boolean; onOpen(node: SharedCustomNode): void; onFiles(node: SharedCustomNode): void; onUnpublish(node: SharedCustomNode): void },
): GridColDef<SharedCustomNode>[] {
  const { t } = useTranslation('sharedCustomNodes');
  const { t: common } = useTranslation('common');
  const formatDate = useDateTimeFormat();
  return useMemo(
    () => [
      nameColumn<SharedCustomNode>({
        headerName: t('columns.name'),
        href: (row) => paths.sharedCustomNode.href(projectId, row.id),
        name: (row) => row.name,
        description: (row) => row.description,
      }),
      {
        field: 'configFileCount',
        headerName: t('columns.configFiles'),
        width: 150,
        renderCell: ({ row }) => (
          <Link
            component={RouterLink}
            to={paths.sharedCustomNodeEnvFiles.href(projectId, row.id)}
            aria-label={t('columns.configFilesOf', { name: row.name, count: row.configFileCount })}
          >
            {t('columns.configFileCount', { count: row.configFileCount })}
          </Link>
        ),
      },
      { field: 'publishedBy', headerName: t('columns.publishedBy'), width: 150, valueGetter: (_v, row) => row.publishedBy.name },
      { field: 'createdAt', headerName: t('columns.createdAt'), width: 170, valueGetter: (_v, row) => formatDate(row.createdAt) },
      { field: 'updatedAt', headerName: t('columns.updatedAt'), width: 170, valueGetter: (_v, row) => formatDate(row.updatedAt) },
      actionsColumn<SharedCustomNode>(common, {
        nameOf: (row) => row.name,
        more: (row) => [
          { label: t('actions.open'), icon: <OpenInNewIcon fontSize="small" />, onClick: () => onOpen(row) },
          { label: t('actions.configFiles'), icon: <TuneIcon fontSize="small" />, onClick: () => onFiles(row) },
        ],
        onDelete: onUnpublish,
        deleteLabel: t('actions.unpublish'),
        deleteLockedReason: () => (canUnpublish ? undefined : t('roles.adminOnly')),
      }),
    ],
    [t, common, formatDate, projectId, canUnpublish, onOpen, onFiles, onUnpublish],
  );
}
