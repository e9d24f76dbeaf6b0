import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import FolderIcon from '@mui/icons-material/Folder';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { GridColDef, GridRowId } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { LazyPagedDataGrid } from '../../../components/data-table/lazy-paged-data-grid';
import { TWO_LINE_ROW_HEIGHT, TwoLineCell } from '../../../components/data-table/two-line-cell';
import type { WorkflowItem } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { splatOfFolderPath } from '../folder-tree';
import { itemKey, type ItemRef } from '../items';
import { type ItemAction, ItemActionsMenu } from './item-actions-menu';

const refOf = (item: WorkflowItem): ItemRef => ({ kind: item.itemType === 'WORKFLOW_ITEM_TYPE_FOLDER' ? 'folder' : 'workflow', id: item.id, name: item.name });

/**
 * The list view: one page of the folder's items in the shared data table (page and pageSize in the URL).
 * Flexible columns whose minimum widths (with the checkbox column, 922 px) fit what a 1280 px screen leaves beside
 * the sidebar (991 px), so the actions column is always in view; who created an item shows under when, as in the
 * other areas' lists.
 */
export function WorkflowTable({
  projectId,
  items,
  totalCount,
  loading,
  selection,
  onSelectionChange,
  onAction,
}: {
  projectId: string;
  items: WorkflowItem[];
  totalCount: number;
  loading: boolean;
  selection: string[];
  onSelectionChange(keys: string[]): void;
  onAction(action: ItemAction, item: ItemRef): void;
}) {
  const { t } = useTranslation('workflows');
  const date = useDateTimeFormat();
  const columns = useMemo((): GridColDef<WorkflowItem>[] => {
    return [
      {
        field: 'name',
        headerName: t('columns.name'),
        flex: 2,
        minWidth: 130,
        renderCell: ({ row }) => {
          const folder = row.itemType === 'WORKFLOW_ITEM_TYPE_FOLDER';
          const href = folder ? paths.workflowsList.href(projectId, splatOfFolderPath(row.path)) : paths.workflowEditor.href(projectId, row.id);
          return (
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, height: '100%' }}>
              {folder ? <FolderIcon fontSize="small" color="action" aria-hidden /> : <DescriptionOutlinedIcon fontSize="small" color="action" aria-hidden />}
              <Link component={RouterLink} to={href}>
                {row.name}
              </Link>
            </Box>
          );
        },
      },
      {
        field: 'type',
        headerName: t('columns.type'),
        flex: 0.6,
        minWidth: 96,
        valueGetter: (_value, row) => (row.itemType === 'WORKFLOW_ITEM_TYPE_FOLDER' ? t('types.folder') : t(`types.${row.type}`)),
      },
      {
        field: 'createdAt',
        headerName: t('columns.createdAt'),
        flex: 1,
        minWidth: 180,
        valueGetter: (_value, row) => date(row.createdAt),
        renderCell: ({ row, value }) => <TwoLineCell primary={value as string} secondary={row.createdBy.name} />,
      },
      { field: 'updatedAt', headerName: t('columns.updatedAt'), flex: 1, minWidth: 180, valueGetter: (_value, row) => date(row.updatedAt) },
      {
        field: 'published',
        headerName: t('columns.published'),
        width: 90,
        valueGetter: (_value, row) => (row.itemType === 'WORKFLOW_ITEM_TYPE_WORKFLOW' ? (row.published ? t('published.yes') : t('published.no')) : ''),
      },
      {
        field: 'latestVersion',
        headerName: t('columns.latestVersion'),
        flex: 0.8,
        minWidth: 124,
        valueGetter: (_value, row) => (row.itemType === 'WORKFLOW_ITEM_TYPE_WORKFLOW' ? (row.latestVersion?.name ?? '') : ''),
      },
      {
        field: 'actions',
        headerName: t('columns.actions'),
        width: 72,
        sortable: false,
        renderCell: ({ row }) => <ItemActionsMenu item={refOf(row)} onAction={onAction} />,
      },
    ];
  }, [t, date, projectId, onAction]);

  return (
    <LazyPagedDataGrid<WorkflowItem>
      label={t('listLabel')}
      rows={items}
      columns={columns}
      rowCount={totalCount}
      loading={loading}
      getRowId={(row) => itemKey(refOf(row))}
      rowHeight={TWO_LINE_ROW_HEIGHT}
      selection={selection}
      onSelectionChange={(ids: GridRowId[]) => onSelectionChange(ids.map(String))}
    />
  );
}
