/**
 * The editor of one workflow once its graph and edit permission are loaded: tabs Workflow, Debug,
 * Publish History; the read-only banner; palette, canvas, node panel or overview panel; the bottom
 * panel frame. The store is made here, once per workflow.
 */
import KeyboardIcon from '@mui/icons-material/Keyboard';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import RedoIcon from '@mui/icons-material/Redo';
import UndoIcon from '@mui/icons-material/Undo';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { ReactFlowProvider } from '@xyflow/react';
import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast/toast-store';
import { getGetEditPermissionQueryKey, useReleaseEditPermission } from '../../../generated/edit-permissions/edit-permissions';
import type { EditPermission, WorkflowGraph } from '../../../generated/model';
import { useListModels } from '../../../generated/models/models';
import { getWorkflowGraph } from '../../../generated/workflow-graphs/workflow-graphs';
import { PICKER_PAGE } from '../panels/panel-props';
import { countByNode } from '../model/graph-issues';
import { shownIssues } from '../model/node-issues';
import { canSave } from '../model/validation';
import { EditorCanvas } from '../canvas/editor-canvas';
import { Palette } from '../canvas/palette';
import { useShortcuts } from '../canvas/use-shortcuts';
import { usePlacement } from '../canvas/use-placement';
import { NodePanel } from '../panels/node-panel';
import { ConflictDialog } from '../save/conflict-dialog';
import { openWithDraft } from '../save/draft';
import { SaveButton } from '../save/save-button';
import { useAutoSave } from '../save/use-auto-save';
import { EditorStoreProvider, useEditorStore, useEditorStoreApi } from '../store/editor-context';
import { canRedoState, canUndoState, createEditorStore, graphOf } from '../store/editor-store';
import { autoLayout } from '../model/auto-layout';
import { OverviewPanel } from './overview-panel';
import { PermissionBanner } from './permission-banner';
import { ShortcutsDialog } from './shortcuts-dialog';
import { SidePanel } from './side-panel';
import { useGraphIssues } from './use-graph-issues';
import { useNodeIssueText } from './issue-entries';
import { NodeIssueText } from '../canvas/workflow-node';

export interface WorkflowEditorProps {
  projectId: string;
  workflowId: string;
  workflowName?: string;
  graph: WorkflowGraph;
  permission: EditPermission;
  /** Rendered inside the store (the leave prompt needs a data router). */
  children?: ReactNode;
}

export function WorkflowEditor({ projectId, workflowId, workflowName, graph, permission, children }: WorkflowEditorProps) {
  const [store] = useState(() => {
    const opened = openWithDraft(graph, permission.heldByMe);
    return createEditorStore({
      workflowId,
      graph: opened.graph,
      baseGraph: opened.base,
      revision: opened.revision,
      dirty: opened.dirty,
      readOnly: !permission.heldByMe,
      online: typeof navigator === 'undefined' ? true : navigator.onLine,
    });
  });
  useEffect(() => store.setReadOnly(!permission.heldByMe), [permission.heldByMe, store]);

  return (
    <EditorStoreProvider store={store}>
      <ReactFlowProvider>
        <EditorLayout projectId={projectId} workflowId={workflowId} workflowName={workflowName} permission={permission} />
        {children}
      </ReactFlowProvider>
    </EditorStoreProvider>
  );
}

type TabId = 'workflow' | 'debug' | 'history';

function EditorLayout({ projectId, workflowId, workflowName, permission }: Omit<WorkflowEditorProps, 'graph' | 'children'>) {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<TabId>('workflow');
  const [helpOpen, setHelpOpen] = useState(false);
  const graph = useEditorStore(graphOf);
  const readOnly = useEditorStore((s) => s.readOnly);
  const canUndo = useEditorStore(canUndoState);
  const canRedo = useEditorStore(canRedoState);
  const openNodeId = useEditorStore((s) => s.openNodeId);
  const { issues, validate } = useGraphIssues(graph, useListModels(PICKER_PAGE).data?.items);
  const { saveNow } = useAutoSave(projectId, validate);
  // What is shown: a node added a moment ago keeps its issues to itself until touched or a save is tried.
  // Badges, panels and the overview all read this one list (the graph is read when it changes, not on every move).
  const untouched = useEditorStore((s) => s.untouchedNodeIds);
  const shown = useMemo(() => shownIssues(issues, graphOf(store.getState()), untouched), [issues, untouched, store]);
  const issueCounts = useMemo(() => countByNode(shown, graphOf(store.getState())), [shown, store]);
  const nodeIssueText = useNodeIssueText(shown);
  // What an auto-save waits on (shown or not: the save button counts them all).
  const blocking = useMemo(() => issues.filter((issue) => issue.level === 'invalid'), [issues]);
  const [issuesOpen, setIssuesOpen] = useState(false);

  // A save tried (button, Ctrl+S): every issue shows; saved now, unless the backend would refuse the graph: then the list opens.
  const requestSave = useCallback(() => {
    const state = store.getState();
    if (state.readOnly) return;
    store.touchAll();
    if (!canSave(validate(graphOf(state)))) setIssuesOpen(true);
    else void saveNow();
  }, [store, validate, saveNow]);

  const placement = usePlacement();
  const actions = useMemo(() => ({ save: requestSave, help: () => setHelpOpen(true), placement }), [requestSave, placement]);
  useShortcuts(store, actions);

  // Got the permission: start from the server's current graph (someone may have saved meanwhile).
  const onAcquired = useCallback(async () => {
    try {
      const opened = openWithDraft(await getWorkflowGraph(projectId, workflowId), true);
      store.load(opened.graph, opened.base, opened.revision, opened.dirty);
    } catch {
      toast({ title: t('load.graphFailed'), variant: 'destructive' });
    }
  }, [projectId, workflowId, store, t]);

  const release = useReleaseEditPermission({
    mutation: { onSuccess: () => void queryClient.invalidateQueries({ queryKey: getGetEditPermissionQueryKey(projectId, workflowId) }) },
  });

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 64px)', minHeight: 480 }}>
      {/* One row at every width from 1280 px: the tabs and actions keep their size, a long name gives way (ellipsis). */}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="h6" component="h1" noWrap title={workflowName ?? workflowId} sx={{ maxWidth: 320, minWidth: 48 }}>
          {workflowName ?? workflowId}
        </Typography>
        <Tabs value={tab} onChange={(_e, value: TabId) => setTab(value)} aria-label={t('tabs.label')} sx={{ flexShrink: 0 }}>
          <Tab value="workflow" label={t('tabs.workflow')} id="tab-workflow" aria-controls="tabpanel-workflow" />
          <Tab value="debug" label={t('tabs.debug')} id="tab-debug" aria-controls="tabpanel-debug" />
          <Tab value="history" label={t('tabs.history')} id="tab-history" aria-controls="tabpanel-history" />
        </Tabs>
        <Box sx={{ flex: 1 }} />
        <Tooltip title={t('toolbar.undo')}>
          <span>
            <IconButton aria-label={t('toolbar.undo')} disabled={!canUndo} onClick={() => store.undo()}>
              <UndoIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('toolbar.redo')}>
          <span>
            <IconButton aria-label={t('toolbar.redo')} disabled={!canRedo} onClick={() => store.redo()}>
              <RedoIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('toolbar.autoLayout')}>
          <span>
            <IconButton aria-label={t('toolbar.autoLayout')} disabled={readOnly} onClick={() => store.edit((g) => autoLayout(g))}>
              <AccountTreeIcon />
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('shortcuts.title')}>
          <IconButton aria-label={t('shortcuts.title')} onClick={() => setHelpOpen(true)}>
            <KeyboardIcon />
          </IconButton>
        </Tooltip>
        {permission.heldByMe && (
          <Tooltip title={t('permission.release')}>
            <span>
              <IconButton aria-label={t('permission.release')} disabled={release.isPending} onClick={() => release.mutate({ projectId, workflowId })}>
                <LockOpenIcon />
              </IconButton>
            </span>
          </Tooltip>
        )}
        <SaveButton onSave={requestSave} blocking={blocking} issuesOpen={issuesOpen} onIssuesClose={() => setIssuesOpen(false)} />
      </Box>
      <PermissionBanner projectId={projectId} workflowId={workflowId} permission={permission} onAcquired={() => void onAcquired()} />
      <Box role="tabpanel" id="tabpanel-workflow" aria-labelledby="tab-workflow" hidden={tab !== 'workflow'} sx={{ flex: 1, minHeight: 0, display: tab === 'workflow' ? 'flex' : 'none' }}>
        {!readOnly && <Palette />}
        <Box sx={{ flex: 1, minWidth: 0, position: 'relative' }} data-testid="editor-canvas">
          <NodeIssueText.Provider value={nodeIssueText}>
            <EditorCanvas issueCounts={issueCounts} />
          </NodeIssueText.Provider>
        </Box>
        <SidePanel>
          {openNodeId ? <NodePanel key={openNodeId} nodeId={openNodeId} projectId={projectId} issues={shown} /> : <OverviewPanel issues={shown} workflowName={workflowName} />}
        </SidePanel>
      </Box>
      <Box role="tabpanel" id="tabpanel-debug" aria-labelledby="tab-debug" hidden={tab !== 'debug'} sx={{ flex: 1, p: 3 }} data-testid="debug-frame">
        <Typography color="text.secondary">{t('tabs.debugFrame')}</Typography>
      </Box>
      <Box role="tabpanel" id="tabpanel-history" aria-labelledby="tab-history" hidden={tab !== 'history'} sx={{ flex: 1, p: 3 }} data-testid="history-frame">
        <Typography color="text.secondary">{t('tabs.historyFrame')}</Typography>
      </Box>
      <BottomPanel />
      <ConflictDialog projectId={projectId} />
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Box>
  );
}

/** The bottom panel frame: test runs and logs come with the debug issue. */
function BottomPanel() {
  const { t } = useTranslation('editor');
  const [open, setOpen] = useState(false);
  return (
    <Box component="section" aria-label={t('bottom.label')} data-testid="bottom-panel" sx={{ borderTop: 1, borderColor: 'divider' }}>
      <Button size="small" onClick={() => setOpen((v) => !v)} aria-expanded={open} sx={{ m: 0.5 }}>
        {t('bottom.title')}
      </Button>
      {open && (
        <Box sx={{ height: 160, px: 2, overflowY: 'auto' }}>
          <Typography color="text.secondary" variant="body2">
            {t('bottom.empty')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
