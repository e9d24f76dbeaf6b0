/**
 * The visual diff of two sides — saved revisions, or a revision and the current draft (the live editor's
 * graph, unsaved edits included) — both drawn as one canvas with the list of changes (diff-view/). The
 * older side is "before" whichever was picked first: comparing revision 12 with revision 7 shows what
 * changed from 7 to 12. Swap shows it the other way round (what going back from 12 to 7 would change).
 */
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, LoadingState } from '../../../components/states';
import { useGetWorkflowRevision } from '../../../generated/workflow-revisions/workflow-revisions';
import type { RevisionCompare as Compared } from '../components/editor-search';
import type { GraphShape } from '../model/graph-types';
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

/** One side's graph: a saved revision's (read once), or the current draft's (the store's). */
function useSide(projectId: string, workflowId: string, side: Compared) {
  const current = useEditorStore(graphOf);
  const saved = side !== 'current';
  const query = useGetWorkflowRevision(projectId, workflowId, saved ? side : 0, { query: { enabled: saved } });
  // One shape per answer (the diff is memoised on the graphs' identity).
  const shape = useMemo(() => query.data && shapeOf(query.data.graph), [query.data]);
  const graph: GraphShape | undefined = saved ? shape : current;
  return { graph, failed: saved && query.isError ? query : null };
}

/** The older side first: a revision before a later one, any revision before the current draft. */
function orderedPair(revision: number, compare: Compared): [number, Compared] {
  return compare === 'current' || compare >= revision ? [revision, compare] : [compare, revision];
}

export function RevisionCompare({ projectId, workflowId, revision, compare, onClose }: RevisionCompareProps) {
  const { t } = useTranslation('editor');
  const [older, newer] = orderedPair(revision, compare);
  const [swapped, setSwapped] = useState(false);
  const first = useSide(projectId, workflowId, older);
  const second = useSide(projectId, workflowId, newer);
  const failed = first.failed ?? second.failed;
  if (failed) return <ErrorState message={t('versions.revisionFailed')} onRetry={() => void failed.refetch()} error={failed.error} />;
  if (!first.graph || !second.graph) return <LoadingState label={t('load.loading')} />;
  const label = (side: Compared) => (side === 'current' ? t('versions.current') : t('versions.revision', { revision: side }));
  const sides = [
    { graph: first.graph, label: label(older) },
    { graph: second.graph, label: label(newer) },
  ] as const;
  const [before, after] = swapped ? [sides[1], sides[0]] : sides;
  return (
    <RevisionDiffView
      before={before.graph}
      after={after.graph}
      beforeLabel={before.label}
      afterLabel={after.label}
      onSwap={() => setSwapped(!swapped)}
      onClose={onClose}
    />
  );
}
