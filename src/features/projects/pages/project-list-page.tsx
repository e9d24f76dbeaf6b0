import AddIcon from '@mui/icons-material/Add';
import FolderCopyOutlinedIcon from '@mui/icons-material/FolderCopyOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { keepPreviousData } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header/page-header';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { AccessDeniedPage, refusedLoad } from '../../../components/errors/access-denied-page';
import { useListProjects } from '../../../generated/projects/projects';
import { PROJECTS_PAGE_SIZE, projectListParams } from '../../../lib/project-list';
import { pageOf } from './project-list-search';
import { ProjectTable } from '../components/project-table';

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
          <ProjectTable projects={data.items} label={t('title')} />
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
