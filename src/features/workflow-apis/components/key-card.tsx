/**
 * The version's key and status: when the key was issued and its masked hint (the key itself is never
 * shown again); for the holder of the edit permission, publish / unpublish and a new key (confirmed).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiStatusTag } from '../../../components/api-versions/api-status-tag';
import { ReissueKeyDialog } from '../../../components/api-versions/reissue-key-dialog';
import type { useApiVersionActions } from '../../../components/api-versions/use-api-version-actions';
import type { ApiVersion } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { OverviewCard } from './overview-card';

export function KeyCard({ version, actions }: { version: ApiVersion; actions: ReturnType<typeof useApiVersionActions> | null }) {
  const { t } = useTranslation('apis');
  const when = useDateTimeFormat();
  const [confirming, setConfirming] = useState(false);
  const published = version.status === 'WORKFLOW_API_STATUS_PUBLISHED';
  return (
    <OverviewCard title={t('key.state')} testId="api-key-state">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <ApiStatusTag status={version.status} />
        <Typography variant="body2">{t('key.issuedAt', { when: when(version.apiKeyIssuedAt) })}</Typography>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ fontFamily: 'monospace' }}>
        {t('key.hint', { hint: version.apiKeyHint })}
      </Typography>
      {actions && (
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          <Button variant="outlined" size="small" disabled={actions.updatingId === version.id} onClick={() => actions.setStatus(version, published ? 'WORKFLOW_API_STATUS_UNPUBLISHED' : 'WORKFLOW_API_STATUS_PUBLISHED')}>
            {published ? t('actions.unpublish') : t('actions.publish')}
          </Button>
          <Button variant="outlined" size="small" color="warning" onClick={() => setConfirming(true)}>
            {t('actions.issueKey')}
          </Button>
          <ReissueKeyDialog version={confirming ? version : null} pending={actions.issuing} onClose={() => setConfirming(false)} onConfirm={() => actions.issueKey(version, () => setConfirming(false))} />
        </Box>
      )}
    </OverviewCard>
  );
}
