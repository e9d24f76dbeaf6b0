/**
 * The Publish History tab (lazy): the workflow's API versions with their status, creator, key issue time
 * and — for the holder of the edit permission — publish / unpublish and issue a new key; below, what
 * happened to them, newest first.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { useEditorApiParts, type ApiVersionActions } from '../api/api-parts';

export interface PublishHistoryTabProps {
  projectId: string;
  workflowId: string;
  workflowName: string;
  /** The holder's actions; none: read-only. */
  actions: ApiVersionActions | null;
}

export function PublishHistoryTab({ projectId, workflowId, workflowName, actions }: PublishHistoryTabProps) {
  const { t } = useTranslation('apis');
  const { ApiVersionsTable, ApiHistoryTable } = useEditorApiParts();
  return (
    <Box sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 3, maxWidth: 1200 }}>
      <Box component="section" aria-labelledby="publish-versions-title">
        <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 2, mb: 1 }}>
          <Typography variant="h6" component="h2" id="publish-versions-title">
            {t('title')}
          </Typography>
          <Link component={RouterLink} to={paths.workflowApis.href(projectId, workflowId)} variant="body2">
            {t('panel.history')}
          </Link>
        </Box>
        <ApiVersionsTable projectId={projectId} workflowId={workflowId} workflowName={workflowName} actions={actions} />
      </Box>
      <Box component="section" aria-labelledby="publish-activity-title">
        <Typography variant="h6" component="h2" id="publish-activity-title" sx={{ mb: 1 }}>
          {t('history.title')}
        </Typography>
        <ApiHistoryTable projectId={projectId} workflowId={workflowId} />
      </Box>
    </Box>
  );
}
