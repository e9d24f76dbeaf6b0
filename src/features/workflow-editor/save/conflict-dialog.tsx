/**
 * The 409 of a save: someone else saved first. The user chooses; the side set aside is kept as a
 * local backup, and taking theirs is an undo step (Ctrl+Z brings mine back).
 */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast/toast-store';
import { getWorkflowGraph } from '../../../generated/workflow-graphs/workflow-graphs';
import { mergeGraphs } from '../model/graph-merge';
import type { GraphShape } from '../model/graph-types';
import { useEditorStore, useEditorStoreApi } from '../store/editor-context';
import { graphOf } from '../store/editor-store';
import { writeBackup } from './draft';

type Choice = 'mine' | 'theirs' | 'merge';

export function ConflictDialog({ projectId }: { projectId: string }) {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const conflict = useEditorStore((s) => (s.save.status === 'conflict' ? s.save.conflict : null));
  const [busy, setBusy] = useState(false);

  const choose = async (choice: Choice) => {
    setBusy(true);
    try {
      const state = store.getState();
      const theirs = await getWorkflowGraph(projectId, state.workflowId);
      const theirGraph: GraphShape = { nodes: theirs.nodes, edges: theirs.edges };
      const mine = graphOf(state);
      if (choice === 'mine') {
        writeBackup(state.workflowId, theirGraph, theirs.revision);
        store.resolveConflict(mine, theirGraph, theirs.revision, true);
      } else if (choice === 'theirs') {
        writeBackup(state.workflowId, mine, state.save.baseRevision);
        store.resolveConflict(theirGraph, theirGraph, theirs.revision, false);
      } else {
        const merged = mergeGraphs(state.baseGraph, mine, theirGraph);
        store.resolveConflict(merged.graph, theirGraph, theirs.revision, true);
      }
    } catch {
      toast({ title: t('save.autoSaveFailed'), description: t('save.autoSaveFailedDescription'), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const name = conflict?.updatedBy?.name ?? t('conflict.someone');
  return (
    <Dialog open={conflict !== null} aria-labelledby="conflict-title">
      <DialogTitle id="conflict-title">{t('conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('conflict.description', { name, revision: conflict?.currentRevision ?? '' })}</DialogContentText>
        <Stack spacing={1} sx={{ mt: 2 }}>
          <Typography variant="body2">
            <strong>{t('conflict.keepMine')}</strong>: {t('conflict.keepMineDescription')}
          </Typography>
          <Typography variant="body2">
            <strong>{t('conflict.takeTheirs')}</strong>: {t('conflict.takeTheirsDescription')}
          </Typography>
          <Typography variant="body2">
            <strong>{t('conflict.merged')}</strong>: {t('conflict.mergedDescription')}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button disabled={busy} onClick={() => void choose('theirs')}>
          {t('conflict.takeTheirs')}
        </Button>
        <Button disabled={busy} onClick={() => void choose('merge')}>
          {t('conflict.merged')}
        </Button>
        <Button disabled={busy} variant="contained" onClick={() => void choose('mine')}>
          {t('conflict.keepMine')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
