import AccountTreeOutlinedIcon from '@mui/icons-material/AccountTreeOutlined';
import BuildOutlinedIcon from '@mui/icons-material/BuildOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { ErrorState, LoadingState } from '../../../components/states';
import type { ReactNode } from 'react';
import type { SharedCustomNodeUsage } from '../../../generated/model';
import { paths } from '../../../lib/paths';

export interface UsageQuery {
  data?: SharedCustomNodeUsage | undefined;
  isPending: boolean;
  isError: boolean;
  error?: unknown;
  refetch(): unknown;
}

/** How many workflows and tools use it (0 when not known yet). */
export const usageCount = (usage: SharedCustomNodeUsage | undefined) => (usage ? usage.workflows.length + usage.tools.length : 0);

/**
 * Who uses a shared custom node or a configuration file (getSharedCustomNodeUsage, getConfigFileUsage):
 * each workflow (project, name, the nodes that use it) linked to its editor, and each tool made from the
 * node. `dense` for a dialog (a short scrolling list).
 */
export function UsageList({ query, emptyMessage, dense = false }: { query: UsageQuery; emptyMessage: string; dense?: boolean }) {
  const { t, i18n } = useTranslation('sharedCustomNodes');
  if (query.isPending) return <LoadingState label={t('usage.loading')} />;
  if (query.isError || !query.data)
    return <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('things.usage'))} onRetry={() => void query.refetch()} error={query.error} />;
  const { workflows, tools } = query.data;
  if (!workflows.length && !tools.length) return <Typography color="text.secondary">{emptyMessage}</Typography>;
  return (
    <Box
      component="ul"
      aria-label={t('usage.listLabel')}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: dense ? 0.5 : 1, maxHeight: dense ? 200 : undefined, overflowY: dense ? 'auto' : undefined }}
    >
      {workflows.map((use) => (
        <Box component="li" key={use.workflowId} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <AccountTreeOutlinedIcon fontSize="small" color="action" sx={{ mt: 0.25 }} aria-hidden />
          <Box sx={{ minWidth: 0 }}>
            <Link component={RouterLink} to={paths.workflowEditor.href(use.projectId, use.workflowId)}>
              {use.workflowName}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {t('usage.workflowLine', { project: use.projectName, nodes: use.nodes.map((node) => node.label || node.id).join(', '), count: use.nodes.length })}
            </Typography>
          </Box>
        </Box>
      ))}
      {tools.map((use) => (
        <Box component="li" key={use.toolId} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <BuildOutlinedIcon fontSize="small" color="action" sx={{ mt: 0.25 }} aria-hidden />
          <Box sx={{ minWidth: 0 }}>
            <Link component={RouterLink} to={paths.tools.href(use.projectId)}>
              {use.toolName}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {t('usage.toolLine', { project: use.projectName })}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** Before a destructive change: who uses it (a short list), what happens to them when anyone does, and more to know. */
export function UsageDetails({
  query,
  emptyMessage,
  consequence,
  children,
}: {
  query: UsageQuery;
  emptyMessage: string;
  consequence: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation('sharedCustomNodes');
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {t('usage.title')}
      </Typography>
      <UsageList query={query} emptyMessage={emptyMessage} dense />
      {usageCount(query.data) > 0 && (
        <Alert severity="warning" sx={{ mt: 1 }}>
          {consequence}
        </Alert>
      )}
      {children}
    </Box>
  );
}
