/**
 * API overview (`/workflows/{workflowId}/apis/{apiId}`): one version — its status and whether it is the
 * live one, the tenant id and endpoints (copyable), what it takes and returns, its key (issue time and
 * hint; for the holder of the edit permission publish / unpublish and a new key), its OpenAPI document
 * to download, request snippets, and what differs from another version; the revision it runs, opened in the
 * editor or compared there with the current draft.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { revisionCompareHref, revisionHref } from '../../../lib/paths';
import { ApiKeyDialog } from '../versions/api-key-dialog';
import { ApiStatusTag } from '../versions/api-status-tag';
import { liveVersionOf } from '../versions/api-versions-table';
import { useApiVersionActions } from '../versions/use-api-version-actions';
import { VariableNames } from '../versions/variable-names';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { AccessDeniedPage, refusedLoad } from '../../../components/errors/access-denied-page';
import { HttpError } from '../../../api/errors';
import { useGetEditPermission } from '../../../generated/edit-permissions/edit-permissions';
import { useGetApiVersion, useListApiVersions } from '../../../generated/workflow-apis/workflow-apis';
import { ApiPageHeader } from '../components/api-page-header';
import { ApiPermissionNote } from '../components/api-permission-note';
import { DocumentCard } from '../components/document-card';
import { EndpointsCard } from '../components/endpoints-card';
import { KeyCard } from '../components/key-card';
import { OverviewCard } from '../components/overview-card';
import { SnippetsCard } from '../components/snippets-card';
import { useApiRoute } from '../components/use-api-route';
import { VersionDiffCard } from '../components/version-diff-card';

/** Enough versions to pick one to compare with and to know which is live. */
const ALL_VERSIONS = { page: 1, pageSize: 100 };

export function WorkflowApiOverviewPage() {
  const { t, i18n } = useTranslation('apis');
  const { projectId, workflowId, apiId } = useApiRoute();
  const version = useGetApiVersion(projectId, workflowId, apiId);
  const versions = useListApiVersions(projectId, workflowId, ALL_VERSIONS);
  const permission = useGetEditPermission(projectId, workflowId).data;
  const actions = useApiVersionActions(projectId, workflowId);

  const refused = refusedLoad(version);
  if (refused) return <AccessDeniedPage error={refused} />;
  if (version.isPending) return <LoadingState />;
  if (version.isError)
    return (
      <Box sx={{ p: 3 }}>
        {version.error instanceof HttpError && version.error.code === 404 ? (
          <EmptyState message={t('overview.notFound')} />
        ) : (
          <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('things.version'))} onRetry={() => void version.refetch()} />
        )}
      </Box>
    );
  const v = version.data;
  const live = versions.data ? liveVersionOf(versions.data.items) : undefined;
  return (
    <Box sx={{ p: 3, maxWidth: 1280 }}>
      <ApiPageHeader
        projectId={projectId}
        workflowId={workflowId}
        workflowName={v.workflowName}
        version={{ name: v.versionName }}
        title={t('overview.title', { name: v.workflowName, version: v.versionName })}
      >
        <ApiStatusTag status={v.status} />
        {live?.id === v.id && (
          <Typography variant="caption" title={t('overview.liveHelp')} sx={{ px: 0.75, py: 0.25, borderRadius: 1, bgcolor: 'action.selected' }}>
            {t('overview.live')}
          </Typography>
        )}
      </ApiPageHeader>
      <ApiPermissionNote permission={permission} />
      {v.description && <Typography sx={{ mb: 2 }}>{v.description}</Typography>}
      <Box sx={{ display: 'grid', gridTemplateColumns: { md: '1fr', lg: '3fr 2fr' }, gap: 2, alignItems: 'start' }}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <EndpointsCard version={v} />
          <SnippetsCard version={v} />
        </Box>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
          <OverviewCard title={t('overview.signature')} help={t('overview.workflowRevision', { revision: v.workflowVersion })} testId="api-inputs">
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5 }}>
              <Link component={RouterLink} to={revisionHref(projectId, workflowId, v.workflowVersion)} variant="body2" data-testid="api-revision-link">
                {t('overview.openRevision', { revision: v.workflowVersion })}
              </Link>
              <Link
                component={RouterLink}
                to={revisionCompareHref(projectId, workflowId, v.workflowVersion, 'current')}
                variant="body2"
                aria-label={t('actions.compareVersion', { name: v.versionName, revision: v.workflowVersion })}
                data-testid="api-revision-compare"
              >
                {t('actions.compareWithCurrent')}
              </Link>
            </Box>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1, mb: 0.5 }}>
              {t('overview.inputs')}
            </Typography>
            <VariableNames names={v.inputVariableNames} />
            <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
              {t('overview.outputs')}
            </Typography>
            <Box data-testid="api-outputs">
              <VariableNames names={v.outputVariableNames} />
            </Box>
          </OverviewCard>
          <KeyCard version={v} actions={permission?.heldByMe ? actions : null} />
          <DocumentCard version={v} />
          {versions.data && <VersionDiffCard version={v} versions={versions.data.items} />}
        </Box>
      </Box>
      <ApiKeyDialog shown={actions.shownKey} onClose={actions.forgetKey} />
    </Box>
  );
}
