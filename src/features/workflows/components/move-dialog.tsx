import FolderIcon from '@mui/icons-material/Folder';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkflowHierarchy } from '../../../generated/model';
import { buildFolderTree, canMoveInto, flattenFolders } from '../folder-tree';
import type { ItemRef } from '../items';
import { useMoveItems } from '../use-move-items';

const ROOT = '/';

/**
 * Moves one or several items to a folder picked in the folder tree. A folder cannot go into itself or
 * one of its subfolders: choosing such a target says so and Move stays disabled.
 */
export function MoveDialog({ projectId, items, hierarchy, onClose }: { projectId: string; items: ItemRef[]; hierarchy: WorkflowHierarchy; onClose(): void }) {
  const { t } = useTranslation(['workflows', 'common']);
  const titleId = useId();
  const nodes = useMemo(() => flattenFolders(buildFolderTree(hierarchy).folders), [hierarchy]);
  const [target, setTarget] = useState<string>('');
  const movingFolders = items.filter((item) => item.kind === 'folder').map((item) => item.id);
  const targetId = target === ROOT ? undefined : target;
  const refused = target !== '' && !canMoveInto(hierarchy.folders, movingFolders, targetId);
  const move = useMoveItems(projectId);

  return (
    <Dialog open onClose={move.isPending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('moveDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          {items.length === 1 ? t('moveDialog.one', { name: items[0]!.name }) : t('moveDialog.many', { count: items.length })}
        </DialogContentText>
        <RadioGroup aria-label={t('moveDialog.destination')} value={target} onChange={(event) => setTarget(event.target.value)}>
          <FormControlLabel value={ROOT} control={<Radio size="small" />} label={t('root')} />
          {nodes.map((node) => (
            <FormControlLabel
              key={node.folder.id}
              value={node.folder.id}
              control={<Radio size="small" />}
              sx={{ pl: 3 * (node.depth + 1) }}
              label={
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  <FolderIcon fontSize="small" color="action" aria-hidden />
                  {node.folder.name}
                </Box>
              }
            />
          ))}
        </RadioGroup>
        {refused && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('errors.moveIntoItself')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={move.isPending}>
          {t('common:cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={target === '' || refused}
          loading={move.isPending}
          onClick={() => move.mutate({ items, targetFolderId: targetId }, { onSuccess: onClose })}
        >
          {t('actions.move')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
