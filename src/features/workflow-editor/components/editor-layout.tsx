/**
 * The editor's layout: toolbar and tabs (the tab and the run shown are in the URL), the read-only
 * banner, then the workspace — palette, canvas, and the side panel (a node's panel or the overview
 * on the Workflow tab; the run form and controls on the Debug tab; the saved revisions on the Versions
 * tab, whose canvas shows a revision read-only when one is opened) — or the Evaluations or Publish History
 * tab, and the bottom panel with test runs and logs. The Debug, Evaluations, Versions and Publish History
 * parts load when first shown.
 */
import Box from '@mui/material/Box';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CenteredSpinner } from '../../../components/centered-spinner';
import { toast } from '../../../components/toast/toast-store';
import type { EditPermission } from '../../../generated/model';
import { useListModels } from '../../../generated/models/models';
import { getWorkflowGraph } from '../../../generated/workflow-graphs/workflow-graphs';
import { EditorCanvas } from '../canvas/editor-canvas';
import { Palette } from '../canvas/palette';
import { usePlacement } from '../canvas/use-placement';
import { useShortcuts } from '../canvas/use-shortcuts';
import { NodeIssueText } from '../canvas/workflow-node';
import { countByNode } from '../model/graph-issues';
import { shownIssues } from '../model/node-issues';
import { canSave } from '../model/validation';
import { NodePanel } from '../panels/node-panel';
import { PICKER_PAGE } from '../panels/panel-props';
import { ConflictDialog } from '../save/conflict-dialog';
import { openWithDraft } from '../save/draft';
import { ensureSaved } from '../save/ensure-saved';
import { SaveButton } from '../save/save-button';
import { useAutoSave } from '../save/use-auto-save';
import { useEditorStore, useEditorStoreApi } from '../store/editor-context';
import { graphOf } from '../store/editor-store';
import { useEditorApiParts } from '../api/api-parts';
import { ApiPublishingButton } from '../api/api-publishing-panel';
import { useEditorEvaluationParts } from '../evaluations/evaluation-parts';
import { BottomPanel } from './bottom-panel';
import { EditorToolbar, TAB_PANEL_ID } from './editor-toolbar';
import { useEditorSearch } from './editor-search';
import { useNodeIssueText } from './issue-entries';
import { OverviewPanel } from './overview-panel';
import { PermissionBanner } from './permission-banner';
import { ShortcutsDialog } from './shortcuts-dialog';
import { SidePanel } from './side-panel';
import { useGraphIssues } from './use-graph-issues';

const DebugSidePanel = lazy(() => import('../debug/debug-side-panel').then((m) => ({ default: m.DebugSidePanel })));
const RunsPanel = lazy(() => import('../debug/runs-panel').then((m) => ({ default: m.RunsPanel })));
const RunOverlaySync = lazy(() => import('../debug/run-overlay-sync').then((m) => ({ default: m.RunOverlaySync })));
const VersionsPanel = lazy(() => import('../versions/versions-panel').then((m) => ({ default: m.VersionsPanel })));
const RevisionView = lazy(() => import('../versions/revision-view').then((m) => ({ default: m.RevisionView })));
const RevisionCompare = lazy(() => import('../versions/revision-compare').then((m) => ({ default: m.RevisionCompare })));
const PublishHistoryTab = lazy(() => import('../history/publish-history-tab').then((m) => ({ default: m.PublishHistoryTab })));

export interface EditorLayoutProps {
  projectId: string;
  workflowId: string;
  workflowName?: string | undefined;
  permission: EditPermission;
}

export function EditorLayout({ projectId, workflowId, workflowName, permission }: EditorLayoutProps) {
  const { t } = useTranslation('editor');
  const store = useEditorStoreApi();
  const { tab, setTab, runId, setRunId, openTrace, revision, setRevision, compare, setCompare, comparePair } = useEditorSearch();
  const versions = tab === 'versions';
  const comparing = versions && revision !== null && compare !== null;
  const debugging = tab === 'debug';
  // The Evaluations and Publish History tabs take the whole width (no canvas, no bottom panel).
  const wide = tab === 'history' || tab === 'evaluations';
  const [helpOpen, setHelpOpen] = useState(false);
  const graph = useEditorStore(graphOf);
  const readOnly = useEditorStore((s) => s.readOnly);
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

  // The Debug tab: a node's trace asked for (canvas click, Enter; the store's intent), a node shown on the canvas (from a trace).
  const showTrace = store.showTrace;
  const placement = usePlacement();
  const showOnCanvas = useCallback(
    (nodeId: string) => {
      const node = graphOf(store.getState()).nodes.find((n) => n.id === nodeId);
      if (!node) {
        toast({ title: t('run.nodeNotFound', { id: nodeId }), variant: 'destructive' });
        return;
      }
      store.select([nodeId]);
      placement.focus(node);
    },
    [store, placement, t],
  );

  const actions = useMemo(
    () => ({ save: requestSave, help: () => setHelpOpen(true), placement, ...(debugging ? { activate: showTrace } : {}) }),
    [requestSave, placement, debugging, showTrace],
  );
  useShortcuts(store, actions);

  // Leaving the Debug tab forgets a run-form intent still waiting for the tab's code (no effect replays
  // a command: this one only drops what was not carried out).
  useEffect(() => {
    if (!debugging) store.dropRunFormIntent();
  }, [debugging, store]);

  // Run (toolbar): the Debug tab with its form focused (once the form is there: the tab's code may load first).
  const openRun = useCallback(() => {
    if (!debugging) setTab('debug');
    store.focusRunForm();
  }, [debugging, setTab, store]);
  const saveForRun = useCallback(() => ensureSaved(store, saveNow, validate), [store, saveNow, validate]);
  // The workflow's API (panel and Publish History tab); one key dialog shows a new key once.
  const { useApiVersionActions, ApiKeyDialog } = useEditorApiParts();
  const { EvaluationsTab } = useEditorEvaluationParts();
  const apiActions = useApiVersionActions(projectId, workflowId);
  const onRunStarted = useCallback(
    (id: string) => {
      setRunId(id);
      store.revealRuns();
    },
    [setRunId, store],
  );

  // Got the permission: start from the server's current graph (someone may have saved meanwhile), loaded
  // while the editor is still read-only (the banner turns it editable afterwards).
  const onAcquired = useCallback(async () => {
    try {
      const opened = openWithDraft(await getWorkflowGraph(projectId, workflowId), true);
      store.load(opened.graph, opened.base, opened.revision, opened.dirty);
    } catch {
      toast({ title: t('load.graphFailed'), variant: 'destructive' });
    }
  }, [projectId, workflowId, store, t]);

  const spinner = <CenteredSpinner label={t('load.loading')} />;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: 'calc(100vh - 64px)', minHeight: 480 }}>
      <EditorToolbar
        projectId={projectId}
        workflowId={workflowId}
        workflowName={workflowName}
        permission={permission}
        tab={tab}
        onTabChange={setTab}
        onHelp={() => setHelpOpen(true)}
        onRun={openRun}
        publishButton={
          <ApiPublishingButton
            projectId={projectId}
            workflowId={workflowId}
            permission={permission}
            actions={apiActions}
            saveFirst={saveForRun}
            onShowHistory={() => setTab('history')}
          />
        }
        saveButton={<SaveButton onSave={requestSave} blocking={blocking} issuesOpen={issuesOpen} onIssuesClose={() => setIssuesOpen(false)} />}
      />
      <PermissionBanner projectId={projectId} workflowId={workflowId} permission={permission} onAcquired={onAcquired} />
      <Box
        role="tabpanel"
        id={TAB_PANEL_ID.workflow}
        aria-labelledby={`tab-${wide ? 'workflow' : tab}`}
        hidden={wide}
        data-tab={tab}
        sx={{ flex: 1, minHeight: 0, display: wide ? 'none' : 'flex' }}
      >
        {!readOnly && tab === 'workflow' && <Palette />}
        {revision !== null ? (
          <Box sx={{ flex: 1, minWidth: 0, position: 'relative' }}>
            <Suspense fallback={spinner}>
              {compare !== null ? (
                <RevisionCompare
                  key={`${revision}-${compare}`}
                  projectId={projectId}
                  workflowId={workflowId}
                  revision={revision}
                  compare={compare}
                  onClose={() => setCompare(null)}
                />
              ) : (
                <RevisionView
                  key={revision}
                  projectId={projectId}
                  workflowId={workflowId}
                  revision={revision}
                  canEdit={permission.heldByMe && !readOnly}
                  onBack={() => setRevision(null)}
                  onCompare={() => setCompare('current')}
                  onRestored={() => setTab('workflow')}
                />
              )}
            </Suspense>
          </Box>
        ) : (
          <Box sx={{ flex: 1, minWidth: 0, position: 'relative' }} data-testid="editor-canvas">
            <NodeIssueText.Provider value={nodeIssueText}>
              <EditorCanvas issueCounts={issueCounts} mode={debugging ? 'debug' : 'edit'} onNodeActivate={showTrace} />
            </NodeIssueText.Provider>
          </Box>
        )}
        {/* The visual diff takes the width (its change list beside it); Close brings the Versions list back. */}
        {!comparing && (
          <SidePanel>
            {versions ? (
              <Suspense fallback={spinner}>
                <VersionsPanel
                  projectId={projectId}
                  workflowId={workflowId}
                  canEdit={permission.heldByMe && !readOnly}
                  viewing={revision}
                  onView={setRevision}
                  onCompare={comparePair}
                />
              </Suspense>
            ) : debugging ? (
              <Suspense fallback={spinner}>
                <DebugSidePanel
                  projectId={projectId}
                  workflowId={workflowId}
                  runId={runId}
                  saveForRun={saveForRun}
                  onShowIssues={() => setIssuesOpen(true)}
                  onStarted={onRunStarted}
                />
              </Suspense>
            ) : openNodeId ? (
              <NodePanel key={openNodeId} nodeId={openNodeId} projectId={projectId} issues={shown} />
            ) : (
              <OverviewPanel issues={shown} workflowName={workflowName} />
            )}
          </SidePanel>
        )}
      </Box>
      {tab === 'history' && (
        <Box
          role="tabpanel"
          id={TAB_PANEL_ID.history}
          aria-labelledby="tab-history"
          sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}
          data-testid="history-frame"
        >
          <Suspense fallback={spinner}>
            <PublishHistoryTab
              projectId={projectId}
              workflowId={workflowId}
              workflowName={workflowName ?? workflowId}
              actions={permission.heldByMe ? apiActions : null}
            />
          </Suspense>
        </Box>
      )}
      {tab === 'evaluations' && (
        <Box
          role="tabpanel"
          id={TAB_PANEL_ID.evaluations}
          aria-labelledby="tab-evaluations"
          sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}
          data-testid="evaluations-frame"
        >
          <Suspense fallback={spinner}>
            <EvaluationsTab
              projectId={projectId}
              workflowId={workflowId}
              canRun={permission.heldByMe && !readOnly}
              saveForRun={saveForRun}
              onShowIssues={() => setIssuesOpen(true)}
              onOpenTrace={openTrace}
            />
          </Suspense>
        </Box>
      )}
      {debugging && runId && (
        <Suspense fallback={null}>
          <RunOverlaySync projectId={projectId} workflowId={workflowId} runId={runId} />
        </Suspense>
      )}
      {!wide && !versions && (
        <BottomPanel>
          <Suspense fallback={spinner}>
            <RunsPanel
              projectId={projectId}
              workflowId={workflowId}
              runId={runId}
              poll={!debugging}
              onSelectRun={setRunId}
              onShowOnCanvas={(nodeId) => {
                if (!debugging) setTab('debug');
                showOnCanvas(nodeId);
              }}
              // Re-run with a past run's inputs: the form takes them and starts.
              onRerun={(inputs, mode) => {
                if (!debugging) setTab('debug');
                store.submitRunForm(inputs, mode);
              }}
            />
          </Suspense>
        </BottomPanel>
      )}
      <ApiKeyDialog shown={apiActions.shownKey} onClose={apiActions.forgetKey} />
      <ConflictDialog projectId={projectId} />
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </Box>
  );
}
