/**
 * What the holder of the edit permission does to one version: publish or unpublish it, and issue a new
 * key. Unpublishing a published version and issuing a new key are confirmed first: callers of the version
 * get errors from then on (its endpoints answer an error; the current key is refused). In the versions
 * table, the overview's key card and the editor's API panel.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiVersion } from '../../../generated/model';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ReissueKeyDialog } from './reissue-key-dialog';
import type { useApiVersionActions } from './use-api-version-actions';

export function VersionActions({ version, actions }: { version: ApiVersion; actions: ReturnType<typeof useApiVersionActions> }) {
  const { t } = useTranslation('apis');
  const [confirming, setConfirming] = useState<'unpublish' | 'issueKey' | null>(null);
  const published = version.status === 'WORKFLOW_API_STATUS_PUBLISHED';
  const updating = actions.updatingId === version.id;
  const close = () => setConfirming(null);
  return (
    <Box role="group" aria-label={t('actions.versionActions', { name: version.versionName })} sx={{ display: 'inline-flex', gap: 1 }}>
      <Button
        size="small"
        variant="outlined"
        disabled={updating}
        onClick={() => (published ? setConfirming('unpublish') : actions.setStatus(version, 'WORKFLOW_API_STATUS_PUBLISHED'))}
      >
        {published ? t('actions.unpublish') : t('actions.publish')}
      </Button>
      <Button size="small" variant="outlined" color="warning" onClick={() => setConfirming('issueKey')}>
        {t('actions.issueKey')}
      </Button>
      <ConfirmDialog
        open={confirming === 'unpublish'}
        title={t('unpublish.title', { name: version.versionName })}
        description={t('unpublish.description', { name: version.versionName })}
        confirmLabel={t('actions.unpublish')}
        pending={updating}
        onClose={close}
        onConfirm={() => actions.setStatus(version, 'WORKFLOW_API_STATUS_UNPUBLISHED', close)}
      />
      <ReissueKeyDialog
        version={confirming === 'issueKey' ? version : null}
        pending={actions.issuing}
        onClose={close}
        onConfirm={() => actions.issueKey(version, close)}
      />
    </Box>
  );
}
