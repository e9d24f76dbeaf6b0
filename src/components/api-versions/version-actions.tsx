/**
 * What the holder of the edit permission does to one version: publish or unpublish it, and issue a new
 * key after confirming that the current one stops working. In the versions table, the overview's key
 * card and the editor's API panel.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiVersion } from '../../generated/model';
import { ReissueKeyDialog } from './reissue-key-dialog';
import type { useApiVersionActions } from './use-api-version-actions';

export function VersionActions({ version, actions }: { version: ApiVersion; actions: ReturnType<typeof useApiVersionActions> }) {
  const { t } = useTranslation('apis');
  const [confirming, setConfirming] = useState(false);
  const published = version.status === 'WORKFLOW_API_STATUS_PUBLISHED';
  return (
    <Box role="group" aria-label={t('actions.versionActions', { name: version.versionName })} sx={{ display: 'inline-flex', gap: 1 }}>
      <Button
        size="small"
        variant="outlined"
        disabled={actions.updatingId === version.id}
        onClick={() => actions.setStatus(version, published ? 'WORKFLOW_API_STATUS_UNPUBLISHED' : 'WORKFLOW_API_STATUS_PUBLISHED')}
      >
        {published ? t('actions.unpublish') : t('actions.publish')}
      </Button>
      <Button size="small" variant="outlined" color="warning" onClick={() => setConfirming(true)}>
        {t('actions.issueKey')}
      </Button>
      <ReissueKeyDialog version={confirming ? version : null} pending={actions.issuing} onClose={() => setConfirming(false)} onConfirm={() => actions.issueKey(version, () => setConfirming(false))} />
    </Box>
  );
}
