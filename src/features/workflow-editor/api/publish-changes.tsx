/**
 * Before publishing: what a new version changes against the last published one (the newest version whose
 * status is published). Its revision's graph is read and diffed with the current draft — the editor's graph,
 * unsaved edits included (a new version saves them first, so it runs exactly this) — in the words of the
 * Versions list's summaries, with a link to the visual diff. Nothing published: this will be the first.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { mutationFailedMessage } from '../../../components/mutation-toast';
import { ErrorState } from '../../../components/states';
import { useListApiVersions } from '../../../generated/workflow-apis/workflow-apis';
import { useGetWorkflowRevision } from '../../../generated/workflow-revisions/workflow-revisions';
import { revisionCompareHref } from '../../../lib/paths';
import { lastPublishedOf } from '../../../lib/published-version';
import { shapeOf } from '../model/revision';
import { hasUnsavedChanges } from '../model/save-state';
import { useEditorStore } from '../store/editor-context';
import { graphOf } from '../store/editor-store';
import { diffGraphs } from '../versions/diff/diff-graphs';
import { summaryText } from '../versions/revision-words';

/** The versions read to find the last published one (the API pages read the same page). */
const ALL_VERSIONS = { page: 1, pageSize: 100 };

export interface PublishChangesProps {
  projectId: string;
  workflowId: string;
  /** Called when the link to the visual diff is followed (the panel closes). */
  onShowChanges: () => void;
}

export function PublishChanges({ projectId, workflowId, onShowChanges }: PublishChangesProps) {
  const { t, i18n } = useTranslation('apis');
  const { t: te } = useTranslation('editor');
  const headingId = useId();
  const versions = useListApiVersions(projectId, workflowId, ALL_VERSIONS);
  const published = versions.data ? lastPublishedOf(versions.data.items) : undefined;
  const revision = useGetWorkflowRevision(projectId, workflowId, published?.workflowVersion ?? 1, { query: { enabled: published !== undefined } });
  const current = useEditorStore(graphOf);
  const unsaved = useEditorStore((state) => hasUnsavedChanges(state.save));
  const before = useMemo(() => revision.data && shapeOf(revision.data.graph), [revision.data]);
  const diff = useMemo(() => before && diffGraphs(before, current), [before, current]);

  let body;
  if (versions.isError) {
    body = <ErrorState message={mutationFailedMessage(i18n.t, 'fetch', t('things.version'))} onRetry={() => void versions.refetch()} error={versions.error} />;
  } else if (versions.isPending) {
    body = <Skeleton variant="text" width="80%" data-testid="api-changes-loading" />;
  } else if (!published) {
    body = <Typography variant="body2">{t('panel.changes.first')}</Typography>;
  } else if (revision.isError) {
    body = (
      <ErrorState
        message={mutationFailedMessage(i18n.t, 'fetch', t('things.publishedRevision'))}
        onRetry={() => void revision.refetch()}
        error={revision.error}
      />
    );
  } else if (!diff) {
    body = <Skeleton variant="text" width="80%" data-testid="api-changes-loading" />;
  } else {
    const since = { version: published.versionName, revision: published.workflowVersion };
    body = diff.identical ? (
      <Typography variant="body2">{t('panel.changes.none', since)}</Typography>
    ) : (
      <>
        <Typography variant="subtitle2" component="h3" id={headingId}>
          {t('panel.changes.title', since)}
        </Typography>
        <Typography variant="body2" data-testid="api-changes-summary">
          {summaryText(te, diff.summary)}
        </Typography>
        <Link
          component={RouterLink}
          to={revisionCompareHref(projectId, workflowId, published.workflowVersion, 'current')}
          variant="body2"
          onClick={onShowChanges}
        >
          {t('panel.changes.show')}
        </Link>
      </>
    );
  }
  const titled = published !== undefined && diff !== undefined && !diff.identical;
  return (
    <Box
      component="section"
      aria-labelledby={titled ? headingId : undefined}
      aria-label={titled ? undefined : t('panel.changes.label')}
      data-testid="api-changes"
    >
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>{body}</Box>
      {unsaved && diff && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {t('panel.changes.unsaved')}
        </Typography>
      )}
    </Box>
  );
}
