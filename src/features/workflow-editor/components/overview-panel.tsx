/**
 * The overview panel: the workflow at a glance and what still needs attention (shown when no node
 * panel is open). Each issue names its node by title and its field by label, and opens that node's
 * panel at the field (issue-list.tsx). A version set
 * aside by a save conflict on this device can be restored or discarded from here.
 */
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphIssue } from '../model/validation';
import { ConflictBackupNotice } from '../save/conflict-backup-notice';
import { useEditorStore } from '../store/editor-context';
import { graphOf } from '../store/editor-store';
import { IssueList } from './issue-list';

/** At most this many issues are listed (a large broken graph stays quick to show). */
const LISTED = 50;

export function OverviewPanel({ issues, workflowName }: { issues: readonly GraphIssue[]; workflowName?: string | undefined }) {
  const { t } = useTranslation(['editor']);
  const nodeCount = useEditorStore((s) => graphOf(s).nodes.length);
  const edgeCount = useEditorStore((s) => graphOf(s).edges.length);
  const revision = useEditorStore((s) => s.save.baseRevision);
  const listed = useMemo(() => issues.slice(0, LISTED), [issues]);
  return (
    <Box component="section" aria-label={t('overview.title')} sx={{ p: 2 }} data-testid="overview-panel">
      <Typography variant="subtitle1" component="h2">
        {t('overview.title')}
      </Typography>
      {workflowName && <Typography variant="body2">{workflowName}</Typography>}
      <Typography variant="body2" color="text.secondary">
        {t('overview.counts', { nodes: t('overview.nodeCount', { count: nodeCount }), edges: t('overview.edgeCount', { count: edgeCount }), revision })}
      </Typography>
      <ConflictBackupNotice />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2 }}>
        {t('overview.issues', { count: issues.length })}
      </Typography>
      <IssueList issues={listed} label={t('overview.issueList')} />
      {issues.length > LISTED && (
        <Typography variant="body2" color="text.secondary">
          {t('overview.more', { count: issues.length - LISTED })}
        </Typography>
      )}
    </Box>
  );
}
