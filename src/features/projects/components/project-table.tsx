import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { Project } from '../../../generated/model';
import { paths } from '../../../lib/paths';
import { intentHandlers } from '../../../lib/prefetch';
import { useDateTimeFormat } from '../../../lib/date-format';

/**
 * The project list's table (the first screen after sign-in): plain table elements under one style rule,
 * not MUI's Table, TableRow and TableCell — a page of 50 projects was 250 styled components to render
 * on a slow CPU before the list could be used (issue #34). It looks as the small outlined MUI table did.
 */
const tableSx: SxProps<Theme> = {
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  overflowX: 'auto',
  '& table': { width: '100%', borderCollapse: 'collapse', borderSpacing: 0 },
  '& th, & td': {
    typography: 'body2',
    color: 'text.primary',
    textAlign: 'left',
    verticalAlign: 'inherit',
    py: '6px',
    px: 2,
    borderBottom: 1,
    borderColor: 'TableCell.border',
  },
  '& th': { fontWeight: 600, lineHeight: '1.5rem' },
  '& tbody tr:hover': { bgcolor: 'action.hover' },
  '& a': { color: 'primary.main', fontWeight: 500, textDecoration: 'none' },
  '& a:hover, & a:focus-visible': { textDecoration: 'underline' },
};

export function ProjectTable({ projects, label }: { projects: Project[]; label: string }) {
  const { t } = useTranslation('projects');
  const formatDate = useDateTimeFormat();
  return (
    <Box sx={tableSx}>
      <table aria-label={label}>
        <thead>
          <tr>
            <th scope="col">{t('columns.name')}</th>
            <th scope="col">{t('columns.description')}</th>
            <th scope="col">{t('columns.createdBy')}</th>
            <th scope="col">{t('columns.updatedAt')}</th>
          </tr>
        </thead>
        <tbody>
          {projects.map((project) => (
            <tr key={project.id}>
              <td>
                <Link to={paths.project.href(project.id)} {...intentHandlers(paths.project.href(project.id))}>
                  {project.name}
                </Link>
              </td>
              <td>{project.description}</td>
              <td>{project.createdBy.name}</td>
              <td>{formatDate(project.updatedAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
