import AddOutlinedIcon from '@mui/icons-material/AddOutlined';
import PlaylistAddOutlinedIcon from '@mui/icons-material/PlaylistAddOutlined';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { ErrorState } from '../../../components/states';
import { useGetProject } from '../../../generated/projects/projects';
import { paths } from '../../../lib/paths';
import { AREA_ICONS } from '../../../components/areas/area-icons';
import { PageHeader } from '../../../components/page-header/page-header';

/**
 * The project's name and description, and the primary actions: new workflow, upload knowledge, new job
 * (links to the area pages, whose own buttons create: no page opens its create dialog from the URL).
 */
export function ProjectHeader({ projectId }: { projectId: string }) {
  const { t, i18n } = useTranslation('projects');
  const project = useGetProject(projectId);
  return (
    <>
      <PageHeader
        icon={AREA_ICONS.home}
        title={
          project.data?.name ??
          (project.isError ? (
            i18n.t('shell:project')
          ) : (
            <Skeleton variant="text" width={320} role="status" aria-label={t('home.loading', { thing: t('home.things.project') })} />
          ))
        }
        description={project.data?.description}
        actions={
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
        }
      />
      {project.isError && !project.data && (
        <Box sx={{ mb: 2 }}>
          <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('home.things.project'))} onRetry={() => void project.refetch()} error={project.error} />
        </Box>
      )}
    </>
  );
}
