import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { intentHandlers } from '../../../app/prefetch';
import { useListProjects } from '../../../generated/projects/projects';

// The form (react-hook-form, zod) loads when it is first wanted, not on the first screen.
const loadCreateDialog = () => import('../components/create-project-dialog');
const CreateProjectDialog = lazy(async () => ({ default: (await loadCreateDialog()).CreateProjectDialog }));

/** The organization's projects (route /poc/projects): list and create. Paging and search come with the projects issue. */
export function ProjectListPage() {
  const { t, i18n } = useTranslation('projects');
  const { data, isPending, isError, refetch } = useListProjects({ page: 1, pageSize: 50 });
  const [creating, setCreating] = useState(false);
  const dateFormat = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });

  return (
    <Box component="section" sx={{ p: 3, maxWidth: 1100, mx: "auto" }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="h4" component="h1">
          {t('title')}
        </Typography>
        <Button variant="contained" onClick={() => setCreating(true)} onMouseEnter={() => void loadCreateDialog()} onFocus={() => void loadCreateDialog()}>
          {t('create')}
        </Button>
      </Box>
      {creating && (
        <Suspense fallback={null}>
          <CreateProjectDialog open onClose={() => setCreating(false)} />
        </Suspense>
      )}
      {isPending && (
        <Box role="status" aria-label={t('common:loading')} sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
          <CircularProgress />
        </Box>
      )}
      {isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('common:retry')}
            </Button>
          }
        >
          {t('fetchFailed')}
        </Alert>
      )}
      {data && data.items.length === 0 && <Typography>{t('empty')}</Typography>}
      {data && data.items.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('total', { count: data.totalCount })}
          </Typography>
          <TableContainer component={Paper} variant="outlined">
            <Table size="small" aria-label={t('title')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('columns.name')}</TableCell>
                  <TableCell>{t('columns.description')}</TableCell>
                  <TableCell>{t('columns.createdBy')}</TableCell>
                  <TableCell>{t('columns.updatedAt')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.items.map((project) => (
                  <TableRow key={project.id}>
                    <TableCell>
                      <Link to={paths.project.href(project.id)} {...intentHandlers(paths.project.href(project.id))}>
                        {project.name}
                      </Link>
                    </TableCell>
                    <TableCell>{project.description}</TableCell>
                    <TableCell>{project.createdBy.name}</TableCell>
                    <TableCell>{dateFormat.format(new Date(project.updatedAt))}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Box>
  );
}
