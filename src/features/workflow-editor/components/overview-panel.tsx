/**
 * The overview panel: the workflow at a glance and what still needs attention (shown when no node
 * panel is open). Each issue about a node is a button that opens that node's panel. A version set
 * aside by a save conflict on this device can be restored or discarded from here.
 */
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createIssueNodeLookup } from '../model/node-issues';
import { definitionOf } from '../model/node-registry';
import type { GraphIssue } from '../model/validation';
import { ConflictBackupNotice } from '../save/conflict-backup-notice';
import { useEditorStore, useEditorStoreApi } from '../store/editor-context';
import { graphOf } from '../store/editor-store';

/** At most this many issues are listed (a large broken graph stays quick to show). */
const LISTED = 50;

export function OverviewPanel({ issues, workflowName }: { issues: readonly GraphIssue[]; workflowName?: string | undefined }) {
  const { t } = useTranslation(['editor']);
  const store = useEditorStoreApi();
  const nodeCount = useEditorStore((s) => graphOf(s).nodes.length);
  const edgeCount = useEditorStore((s) => graphOf(s).edges.length);
  const revision = useEditorStore((s) => s.save.baseRevision);
  // The graph is read when the issues change (not on every move): which node each issue is about.
  const listed = useMemo(() => {
    const graph = graphOf(store.getState());
    const nodeOf = createIssueNodeLookup(graph);
    const byId = new Map(graph.nodes.map((node) => [node.id, node]));
    return issues.slice(0, LISTED).map((issue) => {
      const node = byId.get(nodeOf(issue) ?? '');
      return { issue, node: node && { id: node.id, name: `${node.title || t(definitionOf(node).labelKey)} (${node.id})` } };
    });
  }, [issues, store, t]);
  return (
    <Box component="section" aria-label={t('overview.title')} sx={{ p: 2 }} data-testid="overview-panel">
      <Typography variant="subtitle1" component="h2">
        {t('overview.title')}
      </Typography>
      {workflowName && <Typography variant="body2">{workflowName}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {t('overview.counts', { nodes: nodeCount, edges: edgeCount, revision })}
      </Typography>
      <ConflictBackupNotice />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('overview.issues', { count: issues.length })}
      </Typography>
      <List dense aria-label={t('overview.issueList')}>
        {listed.map(({ issue, node }, i) => {
          const message = t(issue.key, issue.params ?? {});
          return (
            <ListItem key={`${node?.id ?? ''}-${issue.field ?? ''}-${issue.edgeId ?? ''}-${i}`} disablePadding>
              {node ? (
                <ListItemButton onClick={() => store.openPanel(node.id)} aria-label={t('overview.openIssue', { node: node.name, message })}>
                  <ListItemText primary={message} secondary={node.name} />
                </ListItemButton>
              ) : (
                <ListItemText primary={message} sx={{ px: 2 }} />
              )}
            </ListItem>
          );
        })}
      </List>
      {issues.length > LISTED && (
        <Typography variant="body2" color="text.secondary">
          {t('overview.more', { count: issues.length - LISTED })}
        </Typography>
      )}
    </Box>
  );
}
