/**
 * A workflow's API versions (newest first): name (a link to its overview), status, who created it and
 * when, the workflow revision it runs (a link to the editor's Versions tab opened on it), when its key was issued, a
 * link comparing that revision with the current draft (the editor's visual diff), and — for the holder of the edit permission — publish / unpublish and
 * issue a new key (confirmed first: the current key stops working). The newest published version is
 * marked live. Used by the editor's Publish History tab and the API history page.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useListApiVersions } from '../../../generated/workflow-apis/workflow-apis';
import type { ApiVersion } from '../../../generated/model';
import { useDateTimeFormat } from '../../../lib/date-format';
import { paths, revisionCompareHref, revisionHref } from '../../../lib/paths';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import { ApiStatusTag } from './api-status-tag';
import { VersionActions } from './version-actions';
import type { useApiVersionActions } from './use-api-version-actions';

export const VERSIONS_PAGE_SIZE = 20;

export interface ApiVersionsTableProps {
  projectId: string;
  workflowId: string;
  workflowName: string;
  /** The actions (the holder of the edit permission), or none: read-only. */
  actions: ReturnType<typeof useApiVersionActions> | null;
}

/** The live version: the newest published one (versions come newest first). */
export function liveVersionOf(versions: readonly ApiVersion[]): ApiVersion | undefined {
  return versions.find((version) => version.status === 'WORKFLOW_API_STATUS_PUBLISHED');
}

export function ApiVersionsTable({ projectId, workflowId, workflowName, actions }: ApiVersionsTableProps) {
  const { t, i18n } = useTranslation('apis');
  const when = useDateTimeFormat();
  const [page, setPage] = useState(1);
  const list = useListApiVersions(projectId, workflowId, { page, pageSize: VERSIONS_PAGE_SIZE });
  if (list.isPending) return <LoadingState />;
  if (list.isError)
    return <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('things.version'))} onRetry={() => void list.refetch()} error={list.error} />;
  const versions = list.data.items;
  if (versions.length === 0) return <EmptyState message={t('versions.empty')} />;
  const live = page === 1 ? liveVersionOf(versions) : undefined;
  const pages = Math.max(1, Math.ceil(list.data.totalCount / VERSIONS_PAGE_SIZE));
  return (
    <Box>
      <Table size="small" aria-label={t('versions.label', { name: workflowName })} data-testid="api-versions">
        <TableHead>
          <TableRow>
            <TableCell>{t('columns.version')}</TableCell>
            <TableCell>{t('columns.status')}</TableCell>
            <TableCell>{t('columns.createdBy')}</TableCell>
            <TableCell>{t('columns.createdAt')}</TableCell>
            <TableCell>{t('columns.workflowVersion')}</TableCell>
            <TableCell>{t('columns.keyIssuedAt')}</TableCell>
            <TableCell align="right">{t('columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {versions.map((version) => {
            return (
              <TableRow key={version.id} data-testid={`api-version-${version.versionName}`}>
                <TableCell>
                  <Link
                    component={RouterLink}
                    to={paths.workflowApi.href(projectId, workflowId, version.id)}
                    underline="hover"
                    aria-label={t('actions.openOverview', { name: version.versionName })}
                    sx={{ fontWeight: 500 }}
                  >
                    {version.versionName}
                  </Link>
                  {version.id === live?.id && (
                    <Typography component="span" variant="caption" sx={{ ml: 1, px: 0.75, py: 0.25, borderRadius: 1, bgcolor: 'action.selected' }}>
                      {t('overview.live')}
                    </Typography>
                  )}
                </TableCell>
                <TableCell>
                  <ApiStatusTag status={version.status} />
                </TableCell>
                <TableCell>{version.createdBy.name}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(version.createdAt)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Link
                    component={RouterLink}
                    to={revisionHref(projectId, workflowId, version.workflowVersion)}
                    underline="hover"
                    data-testid="api-version-revision"
                  >
                    {t('versions.revision', { revision: version.workflowVersion })}
                  </Link>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {when(version.apiKeyIssuedAt)}
                  <Typography variant="caption" color="text.secondary" component="div" sx={{ fontFamily: 'monospace' }}>
                    {version.apiKeyHint}
                  </Typography>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Box sx={{ display: 'inline-flex', gap: 1 }}>
                    <Button
                      component={RouterLink}
                      to={revisionCompareHref(projectId, workflowId, version.workflowVersion, 'current')}
                      size="small"
                      variant="outlined"
                      aria-label={t('actions.compareVersion', { name: version.versionName, revision: version.workflowVersion })}
                      data-testid="api-version-compare"
                    >
                      {t('actions.compareWithCurrent')}
                    </Button>
                    {actions && <VersionActions version={version} actions={actions} />}
                  </Box>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_e, next) => setPage(next)} sx={{ mt: 1, display: 'flex', justifyContent: 'center' }} />}
    </Box>
  );
}
