import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router-dom';
import { useListProjects } from '../../generated/projects/projects';
import { paths } from '../../lib/paths';
import { projectListParams } from '../../lib/project-list';
import { SwitcherSelect } from './switcher-select';

/** Switches between the organization's projects (the list's first page: the same request as the project list); says 'Choose a project' where none is open. */
export function ProjectSwitcher() {
  const { t } = useTranslation('shell');
  const { projectId = '' } = useParams();
  const navigate = useNavigate();
  const projects = useListProjects(projectListParams());
  return (
    <SwitcherSelect
      label={t('project')}
      searchLabel={t('searchProjects')}
      value={projectId}
      placeholder={t('chooseProject')}
      minWidth={200}
      options={(projects.data?.items ?? []).map((project) => ({ value: project.id, label: project.name }))}
      onChange={(id) => void navigate(paths.project.href(id))}
    />
  );
}
