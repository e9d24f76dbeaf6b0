/** The overview panel: the workflow at a glance and what still needs attention (shown when no node panel is open). */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { GraphIssue } from '../model/validation';
import { useEditorStore, useEditorStoreApi } from '../store/editor-context';
import { graphOf } from '../store/editor-store';

export function OverviewPanel({ issues, workflowName }: { issues: readonly GraphIssue[]; workflowName?: string | undefined }) {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const graph = useEditorStore(graphOf);
  const revision = useEditorStore((s) => s.save.baseRevision);
  return (
    <Box component="section" aria-label={t('overview.title')} sx={{ p: 2 }} data-testid="overview-panel">
      <Typography variant="subtitle1" component="h2">
        {t('overview.title')}
      </Typography>
      {workflowName && <Typography variant="body2">{workflowName}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {t('overview.counts', { nodes: graph.nodes.length, edges: graph.edges.length, revision })}
      </Typography>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('overview.issues', { count: issues.length })}
      </Typography>
      <List dense>
        {issues.slice(0, 50).map((issue, i) => (
          <ListItem key={`${issue.nodeId ?? ''}-${issue.field ?? ''}-${i}`} disableGutters>
            {issue.nodeId ? (
              <Link component="button" variant="body2" onClick={() => store.openPanel(issue.nodeId!)} sx={{ textAlign: 'left' }}>
                {issue.nodeId}: {t(issue.key, issue.params ?? {})}
              </Link>
            ) : (
              <Typography variant="body2">{t(issue.key, issue.params ?? {})}</Typography>
            )}
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
