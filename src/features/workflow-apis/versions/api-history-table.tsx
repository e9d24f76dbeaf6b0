/** What happened to a workflow's API versions, newest first: created, published, unpublished, key issued; by whom and when. */
import Box from '@mui/material/Box';
import Pagination from '@mui/material/Pagination';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useListApiVersionHistory } from '../../../generated/workflow-apis/workflow-apis';
import { useDateTimeFormat } from '../../../lib/date-format';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';

export const HISTORY_PAGE_SIZE = 20;

export function ApiHistoryTable({ projectId, workflowId, apiId }: { projectId: string; workflowId: string; apiId?: string }) {
  const { t, i18n } = useTranslation('apis');
  const when = useDateTimeFormat();
  const [page, setPage] = useState(1);
  const history = useListApiVersionHistory(projectId, workflowId, { page, pageSize: HISTORY_PAGE_SIZE, ...(apiId ? { apiId } : {}) });
  if (history.isPending) return <LoadingState />;
  if (history.isError)
    return <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('things.history'))} onRetry={() => void history.refetch()} error={history.error} />;
  if (history.data.items.length === 0) return <EmptyState message={t('history.empty')} />;
  const pages = Math.max(1, Math.ceil(history.data.totalCount / HISTORY_PAGE_SIZE));
  return (
    <Box>
      <Table size="small" aria-label={t('history.title')} data-testid="api-history">
        <TableHead>
          <TableRow>
            <TableCell>{t('history.columns.occurredAt')}</TableCell>
            <TableCell>{t('history.columns.version')}</TableCell>
            <TableCell>{t('history.columns.action')}</TableCell>
            <TableCell>{t('history.columns.actor')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {history.data.items.map((entry) => (
            <TableRow key={entry.id}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{when(entry.occurredAt)}</TableCell>
              <TableCell>{entry.versionName}</TableCell>
              <TableCell>{t(`history.actions.${entry.action}`)}</TableCell>
              <TableCell>{entry.actor.name}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {pages > 1 && <Pagination count={pages} page={page} onChange={(_e, next) => setPage(next)} sx={{ mt: 1, display: 'flex', justifyContent: 'center' }} />}
    </Box>
  );
}
