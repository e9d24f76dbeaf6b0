import Link from '@mui/material/Link';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TwoLineCell } from '../../../components/data-table/two-line-cell';
import { actionsColumn } from '../../../components/list-page/actions-column';
import type { ConfigFile } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';

/** The configuration files' columns: file name (opens it) and its keys, settings (how many secrets, how many unset), created by, updated, ⋮ (edit, delete). */
export function useConfigFileColumns({ onEdit, onDelete }: { onEdit(file: ConfigFile): void; onDelete(file: ConfigFile): void }): GridColDef<ConfigFile>[] {
  const { t } = useTranslation('sharedCustomNodes');
  const { t: common } = useTranslation('common');
  const formatDate = useDateTimeFormat();
  return useMemo(
    () => [
      {
        field: 'fileName',
        headerName: t('files.columns.fileName'),
        flex: 1,
        minWidth: 260,
        renderCell: ({ row }) => (
          <TwoLineCell
            primary={
              <Link component="button" type="button" onClick={() => onEdit(row)} sx={{ textAlign: 'left' }}>
                {row.fileName}
              </Link>
            }
            secondary={row.settings.map((setting) => setting.key).join(', ')}
          />
        ),
      },
      {
        field: 'settings',
        headerName: t('files.columns.settings'),
        width: 220,
        sortable: false,
        valueGetter: (_v, row) => {
          const secrets = row.settings.filter((setting) => setting.securityLevel === 'SECURITY_LEVEL_SECRET');
          const unset = row.settings.filter((setting) => !setting.hasValue).length;
          return [
            t('files.settingCount', { count: row.settings.length }),
            secrets.length ? t('files.secretCount', { count: secrets.length }) : '',
            unset ? t('files.unsetCount', { count: unset }) : '',
          ]
            .filter(Boolean)
            .join(' · ');
        },
      },
      { field: 'createdBy', headerName: t('files.columns.createdBy'), width: 150, valueGetter: (_v, row) => row.createdBy.name },
      { field: 'updatedAt', headerName: t('files.columns.updatedAt'), width: 170, valueGetter: (_v, row) => formatDate(row.updatedAt) },
      actionsColumn<ConfigFile>(common, { nameOf: (row) => row.fileName, onEdit, onDelete }),
    ],
    [t, common, formatDate, onEdit, onDelete],
  );
}
