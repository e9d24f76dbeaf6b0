/**
 * The visual diff of the revision viewed against the current draft (the live editor's graph, unsaved
 * edits included) or another saved revision: both graphs read, then drawn as one canvas with the list of
 * changes (diff-view/). The older side is always "before": comparing revision 12 with revision 7 shows
 * what changed from 7 to 12.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/states';
import { useGetWorkflowRevision } from '../../../generated/workflow-revisions/workflow-revisions';
import type { RevisionCompare as Compared } from '../components/editor-search';
import { shapeOf } from '../model/revision';
import { useEditorStore } from '../store/editor-context';
import { graphOf } from '../store/editor-store';
import { RevisionDiffView } from './diff-view/revision-diff-view';

export interface RevisionCompareProps {
  projectId: string;
  workflowId: string;
  revision: number;
  compare: Compared;
  onClose: () => void;
}

export function RevisionCompare({ projectId, workflowId, revision, compare, onClose }: RevisionCompareProps) {
  const { t } = useTranslation('editor');
  const current = useEditorStore(graphOf);
  const [older, newer] = compare === 'current' || compare >= revision ? [revision, compare] : [compare, revision];
  const before = useGetWorkflowRevision(projectId, workflowId, older);
  const after = useGetWorkflowRevision(projectId, workflowId, newer === 'current' ? older : newer, { query: { enabled: newer !== 'current' } });
  // One shape per answer (the diff is memoised on the graphs' identity).
  const beforeGraph = useMemo(() => before.data && shapeOf(before.data.graph), [before.data]);
  const savedAfter = useMemo(() => after.data && shapeOf(after.data.graph), [after.data]);
  const afterGraph = newer === 'current' ? current : savedAfter;
  const failed = before.isError ? before : after.isError ? after : null;
  if (failed) return <ErrorState message={t('versions.revisionFailed')} onRetry={() => void failed.refetch()} error={failed.error} />;
  if (!beforeGraph || !afterGraph) return <LoadingState label={t('load.loading')} />;
  const label = (side: number | 'current') => (side === 'current' ? t('versions.current') : t('versions.revision', { revision: side }));
  return <RevisionDiffView before={beforeGraph} after={afterGraph} beforeLabel={label(older)} afterLabel={label(newer)} onClose={onClose} />;
}
