import AddIcon from '@mui/icons-material/Add';
import FolderCopyOutlinedIcon from '@mui/icons-material/FolderCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../../lib/paths';
import { intentHandlers } from '../../../lib/prefetch';
import { PageHeader } from '../../../components/page-header/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { AccessDeniedPage, refusedLoad } from '../../../components/errors/access-denied-page';
import { useListProjects } from '../../../generated/projects/projects';
import { useDateTimeFormat } from '../../../lib/date-format';
import { PROJECTS_PAGE_SIZE, projectListParams } from '../../../lib/project-list';
import { pageOf } from './project-list-search';

// The form (react-hook-form, zod) loads when it is first wanted, not on the first screen.
const loadCreateDialog = () => import('../components/create-project-dialog');
const CreateProjectDialog = lazy(async () => ({ default: (await loadCreateDialog()).CreateProjectDialog }));

/** The organization's projects (route /poc/projects): list, open, create; empty and loading states. */
export function ProjectListPage() {
  const { t } = useTranslation('projects');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageOf(searchParams);
  const list = useListProjects(projectListParams(page), { query: { placeholderData: keepPreviousData } });
  const { data, isPending, isError, refetch } = list;
  const [creating, setCreating] = useState(false);
  const formatDate = useDateTimeFormat();
  const pageCount = data ? Math.max(1, Math.ceil(data.totalCount / PROJECTS_PAGE_SIZE)) : 1;
  const openCreate = () => setCreating(true);
  const goTo = (next: number) =>
    setSearchParams((current) => {
      const updated = new URLSearchParams(current);
      if (next === 1) updated.delete('page');
      else updated.set('page', String(next));
      return updated;
    });
  const prefetchCreate = { onMouseEnter: () => void loadCreateDialog(), onFocus: () => void loadCreateDialog() };
  const refused = refusedLoad(list);

  if (refused) return <AccessDeniedPage error={refused} />;
  return (
    <Box component="section" sx={{ p: 3, maxWidth: 1100, mx: 'auto' }}>
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate} {...prefetchCreate}>
            {t('create')}
          </Button>
        }
      />
      {creating && (
        <Suspense fallback={null}>
          <CreateProjectDialog onClose={() => setCreating(false)} />
        </Suspense>
      )}
      {isPending && <LoadingState />}
      {isError && !data && <ErrorState message={t('fetchFailed')} onRetry={() => void refetch()} />}
      {data && data.totalCount === 0 && (
        <EmptyState
          icon={FolderCopyOutlinedIcon}
          message={t('empty')}
          action={
            <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate} {...prefetchCreate}>
              {t('create')}
            </Button>
          }
        />
      )}
      {data && data.totalCount > 0 && (
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
                  <TableRow key={project.id} hover>
                    <TableCell>
                      <Link to={paths.project.href(project.id)} {...intentHandlers(paths.project.href(project.id))}>
                        {project.name}
                      </Link>
                    </TableCell>
                    <TableCell>{project.description}</TableCell>
                    <TableCell>{project.createdBy.name}</TableCell>
                    <TableCell>{formatDate(project.updatedAt)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
          {pageCount > 1 && (
            // Plain buttons rather than MUI Pagination: this is the first screen (bundle budget).
            <Box component="nav" aria-label={t('pagination')} sx={{ mt: 2, display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}>
              <Button disabled={page <= 1} onClick={() => goTo(page - 1)}>
                {t('previousPage')}
              </Button>
              <Typography variant="body2">{t('pageOf', { page: Math.min(page, pageCount), count: pageCount })}</Typography>
              <Button disabled={page >= pageCount} onClick={() => goTo(page + 1)}>
                {t('nextPage')}
              </Button>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
