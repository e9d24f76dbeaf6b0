/**
 * The 409 of a save: someone else saved first. The dialog loads the server's current graph and offers
 * the choices of `conflictChoices` (model/revision.ts); the side a choice sets aside is kept as a
 * local backup, and the choice is an undo step (Ctrl+Z brings mine back).
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/states';
import type { WorkflowGraph } from '../../../generated/model';
import { useGetWorkflowGraph } from '../../../generated/workflow-graphs/workflow-graphs';
import type { MergeConflict } from '../model/graph-merge';
import type { GraphShape } from '../model/graph-types';
import { conflictChoiceLabels, conflictChoices, describeConflict, shapeOf, type ConflictChoice } from '../model/revision';
import { useEditorStore, useEditorStoreApi } from '../store/editor-context';
import { graphOf } from '../store/editor-store';
import { writeBackup } from './conflict-backup';

const NO_GRAPH: GraphShape = { nodes: [], edges: [] };

export function ConflictDialog({ projectId }: { projectId: string }) {
  const { t } = useTranslation(['editor', 'common']);
  const store = useEditorStoreApi();
  const workflowId = useEditorStore((s) => s.workflowId);
  const conflict = useEditorStore((s) => (s.save.status === 'conflict' ? s.save.conflict : null));
  // Read only while there is a conflict: the dialog stays mounted and must not re-render on every edit.
  const mine = useEditorStore((s) => (s.save.status === 'conflict' ? graphOf(s) : NO_GRAPH));
  const base = useEditorStore((s) => (s.save.status === 'conflict' ? s.baseGraph : NO_GRAPH));
  // Their graph as of this conflict: the generated read of the graph, read again when a conflict opens (and
  // on Retry), never retried by itself. It shares the page's cache entry, which the editor does not read
  // after opening (the store holds the graph). Only a graph at or after the conflict's revision is theirs:
  // what the entry held before (the graph the editor opened with, an earlier conflict's) is older.
  const theirs = useGetWorkflowGraph(projectId, workflowId, { query: { enabled: conflict !== null, staleTime: 0, gcTime: 0, retry: false } });
  const server = conflict && theirs.data && theirs.data.revision >= conflict.currentRevision ? theirs.data : undefined;
  const choices = useMemo(() => (server ? conflictChoices({ base, mine, theirs: server }) : null), [base, mine, server]);

  const choose = (choice: ConflictChoice, at: WorkflowGraph) => {
    writeBackup(workflowId, { choice: choice.id, revision: at.revision, graph: choice.backup, savedAt: new Date().toISOString() });
    store.resolveConflict(choice.graph, shapeOf(at), at.revision, choice.save !== null);
  };

  const description = conflict ? describeConflict(conflict, t('editor:conflict.someone')) : null;
  const bothChanged = choices?.find((c) => c.id === 'merged')?.conflicts.filter((c) => c.reason === 'bothChanged') ?? [];
  return (
    <Dialog open={conflict !== null} aria-labelledby="conflict-title" data-testid="conflict-dialog">
      <DialogTitle id="conflict-title">{t('editor:conflict.title')}</DialogTitle>
      <DialogContent>
        {description && <DialogContentText>{t(description.key, description.params)}</DialogContentText>}
        <Stack spacing={1} sx={{ mt: 2 }}>
          {conflictChoiceLabels.map((choice) => (
            <Typography key={choice.id} variant="body2">
              <strong>{t(choice.labelKey)}</strong>: {t(choice.descriptionKey)}
            </Typography>
          ))}
          {bothChanged.length > 0 && (
            <Typography variant="body2" data-testid="conflict-both-changed">
              {t('editor:conflict.bothChanged', { fields: bothChanged.map((c) => fieldLabel(c, mine, t)) })}
            </Typography>
          )}
        </Stack>
        {conflict && theirs.isFetching && <LinearProgress aria-label={t('common:loading')} sx={{ mt: 2 }} />}
        {conflict && theirs.isError && !theirs.isFetching && (
          <Stack sx={{ mt: 2 }}>
            <ErrorState message={t('editor:load.graphFailed')} onRetry={() => void theirs.refetch()} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        {conflictChoiceLabels.map(({ id, labelKey }) => {
          const choice = choices?.find((c) => c.id === id);
          return (
            <Button
              key={id}
              disabled={!choice || !server}
              variant={id === 'keepMine' ? 'contained' : 'text'}
              onClick={() => choice && server && choose(choice, server)}
            >
              {t(labelKey)}
            </Button>
          );
        })}
      </DialogActions>
    </Dialog>
  );
}

/** `LLM (Prompt)`: the node (its title, else its id) and the field both sides changed. */
function fieldLabel(conflict: MergeConflict, mine: GraphShape, t: TFunction<['editor', 'common']>): string {
  const title = mine.nodes.find((n) => n.id === conflict.id)?.title;
  const path = conflict.field ?? '';
  const field = path.startsWith('data.')
    ? t(`editor:fields.${path.slice(5)}`, { defaultValue: path.slice(5) })
    : t(`editor:conflict.field.${path}`, { defaultValue: path });
  return t('editor:conflict.fieldOf', { node: title || conflict.id, field });
}
