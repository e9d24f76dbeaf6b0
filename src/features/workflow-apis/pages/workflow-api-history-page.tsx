/**
 * API history (`/workflows/{workflowId}/apis`): every API version of the workflow with its status, creator,
 * key issue time and — for the holder of the edit permission — publish / unpublish and a new key; then
 * what happened to them, newest first. Everyone else sees it read-only, with the holder's name.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ApiHistoryTable } from '../versions/api-history-table';
import { ApiKeyDialog } from '../versions/api-key-dialog';
import { ApiVersionsTable } from '../versions/api-versions-table';
import { AccessDeniedPage, refusedLoad } from '../../../components/errors/access-denied-page';
import { useApiVersionActions } from '../versions/use-api-version-actions';
import { useGetEditPermission } from '../../../generated/edit-permissions/edit-permissions';
import { useGetWorkflowApi } from '../../../generated/workflow-apis/workflow-apis';
import { ApiPageHeader } from '../components/api-page-header';
import { ApiPermissionNote } from '../components/api-permission-note';
import { useApiRoute } from '../components/use-api-route';

export function WorkflowApiHistoryPage() {
  const { t } = useTranslation('apis');
  const { projectId, workflowId } = useApiRoute();
  const api = useGetWorkflowApi(projectId, workflowId);
  const permission = useGetEditPermission(projectId, workflowId).data;
  const actions = useApiVersionActions(projectId, workflowId);
  const workflowName = api.data?.workflowName;
  const refused = refusedLoad(api);
  if (refused) return <AccessDeniedPage error={refused} />;
  return (
    <Box sx={{ p: 3, maxWidth: 1280 }}>
      <ApiPageHeader
        projectId={projectId}
        workflowId={workflowId}
        workflowName={workflowName}
        title={t('versions.label', { name: workflowName ?? workflowId })}
      />
      <ApiPermissionNote permission={permission} />
      <ApiVersionsTable
        projectId={projectId}
        workflowId={workflowId}
        workflowName={workflowName ?? workflowId}
        actions={permission?.heldByMe ? actions : null}
      />
      <Typography variant="h6" component="h2" sx={{ mt: 4, mb: 1 }}>
        {t('history.title')}
      </Typography>
      <ApiHistoryTable projectId={projectId} workflowId={workflowId} />
      <ApiKeyDialog shown={actions.shownKey} onClose={actions.forgetKey} />
    </Box>
  );
}
