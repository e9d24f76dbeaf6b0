/** Who may manage this API: nothing for the holder of the edit permission; for everyone else a note naming the holder. */
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';
import type { EditPermission } from '../../../generated/model';

export function ApiPermissionNote({ permission }: { permission: EditPermission | undefined }) {
  const { t } = useTranslation('apis');
  if (!permission || permission.heldByMe) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }} data-testid="api-read-only">
      {permission.holder ? t('panel.heldBy', { name: permission.holder.name }) : t('panel.readOnly')}
    </Alert>
  );
}
