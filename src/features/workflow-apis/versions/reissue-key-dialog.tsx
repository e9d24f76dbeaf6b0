/** Confirms issuing a new key for a version: the current key stops working at once. */
import { useTranslation } from 'react-i18next';
import type { ApiVersion } from '../../../generated/model';
import { ConfirmDialog } from '../../../components/confirm-dialog';

export function ReissueKeyDialog({
  version,
  pending,
  onConfirm,
  onClose,
}: {
  version: ApiVersion | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('apis');
  return (
    <ConfirmDialog
      open={version !== null}
      title={t('key.reissueTitle')}
      description={version ? t('key.reissueConfirm', { name: version.versionName, hint: version.apiKeyHint }) : ''}
      confirmLabel={t('actions.issueKey')}
      pending={pending}
      onClose={onClose}
      onConfirm={onConfirm}
    />
  );
}
