/**
 * The editor's top row: the workflow's name, the tabs (Workflow, Debug, Evaluations, Versions, Publish History), undo, redo,
 * layout, shortcuts, releasing the edit permission, Run and the save button. The tabs and actions keep
 * their size and a long name gives way (ellipsis, the full name on hover) — but never below a readable
 * width (#29: at 1280 px with the sidebar open it was cut to one character): where the row cannot hold
 * that, the actions move to a second row as a group, so the save button is never clipped.
 */
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import KeyboardIcon from '@mui/icons-material/Keyboard';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useReleaseEditPermission } from '../../../generated/edit-permissions/edit-permissions';
import type { EditPermission } from '../../../generated/model';
import { autoLayout } from '../model/auto-layout';
import { useEditorStore, useEditorStoreApi } from '../store/editor-context';
import { canRedoState, canUndoState } from '../store/editor-store';
import type { EditorTab } from './editor-search';

/** The narrowest the workflow's name gets (about ten characters) before the actions move to a second row. */
export const NAME_MIN_WIDTH = 140;

export const TAB_PANEL_ID: Record<EditorTab, string> = {
  workflow: 'tabpanel-workspace',
  debug: 'tabpanel-workspace',
  evaluations: 'tabpanel-evaluations',
  versions: 'tabpanel-workspace',
  history: 'tabpanel-history',
};

export interface EditorToolbarProps {
  projectId: string;
  workflowId: string;
  workflowName?: string | undefined;
  permission: EditPermission;
  tab: EditorTab;
  onTabChange: (tab: EditorTab) => void;
  onHelp: () => void;
  /** Run (the edit-permission holder): the Debug tab with the run form. */
  onRun: () => void;
  /** The API publishing panel's button. */
  publishButton?: ReactNode;
  /** The save button (it needs the editor's validation). */
  saveButton: ReactNode;
}

function ToolbarIcon({ label, disabled, onClick, children }: { label: string; disabled?: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} disabled={disabled} onClick={onClick}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

export function EditorToolbar({
  projectId,
  workflowId,
  workflowName,
  permission,
  tab,
  onTabChange,
  onHelp,
  onRun,
  publishButton,
  saveButton,
}: EditorToolbarProps) {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const readOnly = useEditorStore((s) => s.readOnly);
  const canUndo = useEditorStore(canUndoState);
  const canRedo = useEditorStore(canRedoState);
  const editing = tab === 'workflow';
  // The permission is read again after a release by the cache policy.
  const release = useReleaseEditPermission();
  return (
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, px: 2, borderBottom: 1, borderColor: 'divider' }}
      data-testid="editor-toolbar"
    >
      {/*
        The name: as wide as it is (up to 360 px), giving way down to NAME_MIN_WIDTH before anything wraps
        (the row breaks on the flex basis, NAME_MIN_WIDTH, and the box grows back to its text's width).
      */}
      <Box sx={{ flex: `1 1 ${NAME_MIN_WIDTH}px`, minWidth: NAME_MIN_WIDTH, maxWidth: 'max-content' }} data-testid="editor-name">
        <Typography variant="h6" component="h1" noWrap title={workflowName ?? workflowId} sx={{ maxWidth: 360 }}>
          {workflowName ?? workflowId}
        </Typography>
      </Box>
      <Tabs
        value={tab}
        onChange={(_e, value: EditorTab) => onTabChange(value)}
        aria-label={t('tabs.label')}
        sx={{ flexShrink: 0, '& .MuiTab-root': { minWidth: 0, px: 1.5 } }}
      >
        <Tab value="workflow" label={t('tabs.workflow')} id="tab-workflow" aria-controls={TAB_PANEL_ID.workflow} />
        <Tab value="debug" label={t('tabs.debug')} id="tab-debug" aria-controls={TAB_PANEL_ID.debug} />
        <Tab value="evaluations" label={t('tabs.evaluations')} id="tab-evaluations" aria-controls={TAB_PANEL_ID.evaluations} />
        <Tab value="versions" label={t('tabs.versions')} id="tab-versions" aria-controls={TAB_PANEL_ID.versions} />
        <Tab value="history" label={t('tabs.history')} id="tab-history" aria-controls={TAB_PANEL_ID.history} />
      </Tabs>
      {/* The actions as one group, on the right; on a row too narrow for them beside a readable name, on their own row. */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0, ml: 'auto', minHeight: 48 }} data-testid="editor-actions">
        {editing && (
          <>
            <ToolbarIcon label={t('toolbar.undo')} disabled={!canUndo} onClick={() => store.undo()}>
              <UndoIcon />
            </ToolbarIcon>
            <ToolbarIcon label={t('toolbar.redo')} disabled={!canRedo} onClick={() => store.redo()}>
              <RedoIcon />
            </ToolbarIcon>
            <ToolbarIcon label={t('toolbar.autoLayout')} disabled={readOnly} onClick={() => store.edit((g) => autoLayout(g))}>
              <AccountTreeIcon />
            </ToolbarIcon>
          </>
        )}
        <ToolbarIcon label={t('shortcuts.title')} onClick={onHelp}>
          <KeyboardIcon />
        </ToolbarIcon>
        {permission.heldByMe && (
          <ToolbarIcon label={t('permission.release')} disabled={release.isPending} onClick={() => release.mutate({ projectId, workflowId })}>
            <LockOpenIcon />
          </ToolbarIcon>
        )}
        {!readOnly && (
          <Button variant="outlined" startIcon={<PlayArrowIcon />} onClick={onRun} sx={{ whiteSpace: 'nowrap', flexShrink: 0 }} data-testid="run-button">
            {t('run.open')}
          </Button>
        )}
        {publishButton}
        {saveButton}
      </Box>
    </Box>
  );
}
