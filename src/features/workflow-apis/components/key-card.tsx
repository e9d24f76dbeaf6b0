/**
 * The version's key and status: when the key was issued and its masked hint (the key itself is never
 * shown again); for the holder of the edit permission, publish / unpublish and a new key (confirmed).
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiStatusTag } from '../versions/api-status-tag';
import { VersionActions } from '../versions/version-actions';
import type { useApiVersionActions } from '../versions/use-api-version-actions';
import type { ApiVersion } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { OverviewCard } from './overview-card';

export function KeyCard({ version, actions }: { version: ApiVersion; actions: ReturnType<typeof useApiVersionActions> | null }) {
  const { t } = useTranslation('apis');
  const when = useDateTimeFormat();
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
        <Box sx={{ mt: 2 }}>
          <VersionActions version={version} actions={actions} />
        </Box>
      )}
    </OverviewCard>
  );
}
