import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import PlaylistAddOutlinedIcon from '@mui/icons-material/PlaylistAddOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { ErrorState } from '../../../components/states';
import { useGetProject } from '../../../generated/projects/projects';
import { paths } from '../../../lib/paths';

/**
 * The project's name and description, and the primary actions: new workflow, upload knowledge, new job
 * (links to the area pages, whose own buttons create: no page opens its create dialog from the URL).
 */
export function ProjectHeader({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('projects');
  const project = useGetProject(projectId);
  return (
    <Box component="header" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2, mb: 3 }}>
      <Box sx={{ minWidth: 0, flex: '1 1 360px' }}>
        {project.data ? (
          <>
            <Typography variant="h4" component="h1" sx={{ overflowWrap: 'anywhere' }}>
              {project.data.name}
            </Typography>
            {project.data.description && (
              <Typography color="text.secondary" sx={{ mt: 0.5 }}>
                {project.data.description}
              </Typography>
            )}
          </>
        ) : project.isError ? (
          <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('home.things.project'))} onRetry={() => void project.refetch()} />
        ) : (
          <Skeleton variant="text" width={320} sx={{ fontSize: '2.125rem' }} role="status" aria-label={t('home.loading', { thing: t('home.things.project') })} />
        )}
      </Box>
      <Box role="group" aria-label={t('home.actions.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to={paths.workflowsList.href(projectId)} variant="contained" startIcon={<AddOutlinedIcon />}>
          {t('home.actions.newWorkflow')}
        </Button>
        <Button component={RouterLink} to={paths.knowledgeFiles.href(projectId)} variant="outlined" startIcon={<UploadFileOutlinedIcon />}>
          {t('home.actions.uploadKnowledge')}
        </Button>
        <Button component={RouterLink} to={paths.jobs.href(projectId)} variant="outlined" startIcon={<PlaylistAddOutlinedIcon />}>
          {t('home.actions.newJob')}
        </Button>
      </Box>
    </Box>
  );
}
