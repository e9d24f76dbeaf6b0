import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useListProjects } from '../../generated/projects/projects';
import { paths } from '../paths';

/** Switches between the organization's projects. */
export function ProjectSwitcher() {
  const { t } = useTranslation('shell');
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const projects = useListProjects({ page: 1, pageSize: 100 });
  const items = projects.data?.items ?? [];
  const known = items.some((project) => project.id === projectId);
  return (
    <TextField
      select
      size="small"
      label={t('project')}
      value={known ? projectId : ''}
      onChange={(event) => void navigate(paths.project.href(event.target.value))}
      sx={{ minWidth: 200 }}
    >
      {items.map((project) => (
        <MenuItem key={project.id} value={project.id}>
          {project.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
