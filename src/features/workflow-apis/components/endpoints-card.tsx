/**
 * How to reach a version: the tenant id (its own call: failing, it says 'Failed to retrieve tenant ID'
 * with a retry, and the rest of the page stays), the sync, async and hub endpoints, each copyable.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import type { ApiVersion } from '../../../generated/model';
import { useGetTenant } from '../../../generated/workflow-apis/workflow-apis';
import { CopyField } from './copy-field';
import { OverviewCard } from './overview-card';

export function EndpointsCard({ version }: { version: ApiVersion }) {
  const { t } = useTranslation(['apis', 'common']);
  const tenant = useGetTenant();
  return (
    <OverviewCard title={t('overview.endpoints')} testId="api-endpoints">
      {tenant.isPending ? (
        <Skeleton width="60%" />
      ) : tenant.isError ? (
        <Alert
          severity="error"
          sx={{ mb: 1 }}
          action={
            <Button color="inherit" size="small" onClick={() => void tenant.refetch()}>
              {t('common:retry')}
            </Button>
          }
        >
          {t('errors.tenant')}
        </Alert>
      ) : (
        <CopyField label={t('overview.tenant')} value={tenant.data.tenantId} testId="api-tenant" />
      )}
      <CopyField label={t('overview.sync')} value={version.syncEndpoint} />
      <CopyField label={t('overview.async')} value={version.asyncEndpoint} />
      <CopyField label={t('overview.hub')} value={version.hubEndpoint} />
    </OverviewCard>
  );
}
