import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { actionsColumn } from '../../../components/list-page/actions-column';
import { nameColumn } from '../../../components/list-page/name-column';
import type { CustomNodeSummary } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { paths } from '../../../lib/paths';

/** The custom node list's columns: name (to its editor) and description, parameters, sign-in provider, updated, ⋮ (export, edit, delete). */
export function useNodeColumns(
  projectId: string,
  { onEdit, onExport, onDelete }: { onEdit(node: CustomNodeSummary): void; onExport(node: CustomNodeSummary): void; onDelete(node: CustomNodeSummary): void },
): GridColDef<CustomNodeSummary>[] {
  const { t } = useTranslation('customNodes');
  const { t: common } = useTranslation('common');
  const formatDate = useDateTimeFormat();
  return useMemo(
    () => [
      nameColumn<CustomNodeSummary>({
        headerName: t('columns.name'),
        href: (row) => paths.customNode.href(projectId, row.id),
        name: (row) => row.name,
        description: (row) => row.description,
      }),
      { field: 'parameterCount', headerName: t('columns.parameters'), width: 120, align: 'right', headerAlign: 'right' },
      {
        field: 'authenticationProvider',
        headerName: t('columns.signIn'),
        width: 150,
        valueGetter: (_v, row) => (row.authenticationProvider ? t(`providers.${row.authenticationProvider}`) : t('columns.noSignIn')),
      },
      { field: 'updatedAt', headerName: t('columns.updatedAt'), width: 170, valueGetter: (_v, row) => formatDate(row.updatedAt) },
      actionsColumn<CustomNodeSummary>(common, {
        nameOf: (row) => row.name,
        onEdit,
        onDelete,
        more: (row) => [{ label: t('actions.export'), icon: <FileDownloadOutlinedIcon fontSize="small" />, onClick: () => onExport(row) }],
      }),
    ],
    [t, common, formatDate, projectId, onEdit, onExport, onDelete],
  );
}
