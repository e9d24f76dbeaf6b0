/**
 * The Versions tab's list (in the side panel): the workflow's saved revisions, newest first, a page at a
 * time as the call pages them ('Load more' asks for the next page). Each revision: its number, when and
 * by whom, what it changed, its name (marked) and description, the revision it was restored from and the
 * API versions that run it; View opens it read-only on the canvas, and the holder of the edit permission
 * may name or describe it. Compare with… opens the diff of a revision with the current draft, or asks for a
 * second revision (a hint with Cancel, Escape too; each other revision offers Compare): the diff of the pair
 * then opens, the older one as "before" whichever was picked first.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState, LoadingState } from '../../../components/states';
import type { WorkflowRevision } from '../../../generated/model';
import { useListWorkflowRevisions } from '../../../generated/workflow-revisions/workflow-revisions';
import type { RevisionCompare } from '../components/editor-search';
import { NameRevisionDialog } from './name-revision-dialog';
import { RevisionItem } from './revision-item';

export const REVISIONS_PAGE_SIZE = 20;

export interface VersionsPanelProps {
  projectId: string;
  workflowId: string;
  /** The holder of the edit permission (may name a revision). */
  canEdit: boolean;
  /** The revision shown on the canvas, if any. */
  viewing: number | null;
  onView: (revision: number) => void;
  /** Opens the diff of `revision` with the current draft or another revision. */
  onCompare: (revision: number, compare: RevisionCompare) => void;
}

interface PageProps extends Omit<VersionsPanelProps, 'canEdit'> {
  page: number;
  last: boolean;
  onMore: () => void;
  onName: ((revision: WorkflowRevision) => void) | null;
  /** The first revision of a pair being picked. */
  picking: number | null;
  onPickAnother: (revision: number) => void;
}

function RevisionPage({ projectId, workflowId, page, last, onMore, viewing, onView, onName, onCompare, picking, onPickAnother }: PageProps) {
  const { t } = useTranslation('editor');
  const query = useListWorkflowRevisions(projectId, workflowId, { page, pageSize: REVISIONS_PAGE_SIZE });
  if (query.isPending) return <LoadingState label={t('load.loading')} />;
  if (query.isError) return <ErrorState message={t('versions.fetchFailed')} onRetry={() => void query.refetch()} error={query.error} />;
  const { items, totalCount } = query.data;
  if (page === 1 && items.length === 0) return <EmptyState message={t('versions.empty')} />;
  const more = last && page * REVISIONS_PAGE_SIZE < totalCount;
  return (
    <>
      {items.map((revision) => (
        <RevisionItem
          key={revision.revision}
          revision={revision}
          viewing={viewing === revision.revision}
          onView={() => onView(revision.revision)}
          onName={onName ? () => onName(revision) : null}
          onCompare={{ current: () => onCompare(revision.revision, 'current'), another: () => onPickAnother(revision.revision) }}
          picking={picking === null ? null : { first: picking, pick: () => onCompare(picking, revision.revision) }}
        />
      ))}
      {more && (
        <Box component="li" sx={{ listStyle: 'none', display: 'flex', justifyContent: 'center', py: 1 }}>
          <Button onClick={onMore} data-testid="versions-load-more">
            {t('versions.loadMore')}
          </Button>
        </Box>
      )}
    </>
  );
}

export function VersionsPanel({ projectId, workflowId, canEdit, viewing, onView, onCompare }: VersionsPanelProps) {
  const { t } = useTranslation('editor');
  const [pages, setPages] = useState(1);
  const [naming, setNaming] = useState<WorkflowRevision | null>(null);
  const [picking, setPicking] = useState<number | null>(null);
  // One function for good: the hint's Cancel is focused when it appears, not again on each render.
  const focusOnMount = useCallback((button: HTMLElement | null) => button?.focus(), []);
  const comparePair = (revision: number, compare: RevisionCompare) => {
    setPicking(null);
    onCompare(revision, compare);
  };
  return (
    <Box
      component="section"
      aria-labelledby="versions-title"
      data-testid="versions-panel"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && picking !== null) {
          event.stopPropagation();
          setPicking(null);
        }
      }}
      sx={{ display: 'flex', flexDirection: 'column', minHeight: 0 }}
    >
      <Typography variant="subtitle1" component="h2" id="versions-title" sx={{ px: 2, pt: 2, pb: 1, fontWeight: 600 }}>
        {t('versions.list')}
      </Typography>
      <Box role="status" sx={{ px: 2, '&:empty': { display: 'none' } }}>
        {picking !== null && (
          <Alert
            severity="info"
            role="none"
            sx={{ mb: 1 }}
            action={
              // Focused when the picking starts (the Compare with… button that started it is gone): Escape works from here.
              <Button color="inherit" size="small" ref={focusOnMount} onClick={() => setPicking(null)}>
                {t('versions.pickCancel')}
              </Button>
            }
          >
            {t('versions.pickHint', { revision: picking })}
          </Alert>
        )}
      </Box>
      <List dense aria-labelledby="versions-title" sx={{ overflow: 'auto', py: 0 }}>
        {Array.from({ length: pages }, (_, index) => (
          <RevisionPage
            key={index + 1}
            projectId={projectId}
            workflowId={workflowId}
            page={index + 1}
            last={index + 1 === pages}
            onMore={() => setPages(pages + 1)}
            viewing={viewing}
            onView={onView}
            onName={canEdit ? setNaming : null}
            onCompare={comparePair}
            picking={picking}
            onPickAnother={setPicking}
          />
        ))}
      </List>
      {naming && <NameRevisionDialog projectId={projectId} workflowId={workflowId} revision={naming} onClose={() => setNaming(null)} />}
    </Box>
  );
}
