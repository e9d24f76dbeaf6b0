/**
 * Puts the debug run shown on the canvas (Debug tab): node states, the current node, the edges taken.
 * The view follows the run: a run newly shown is fitted into view down to the readable floor (once the
 * bottom panel has taken its height; a large graph keeps its view), and the node running or next to run is
 * panned into view.
 */
import { useReactFlow } from '@xyflow/react';
import { useEffect, useRef } from 'react';
import { usePlacement } from '../canvas/use-placement';
import { FIT_FLOOR, LARGE_GRAPH } from '../canvas/opening-view';
import { useEditorStore, useEditorStoreApi } from '../store/editor-context';
import { graphOf } from '../store/editor-store';
import { NO_OVERLAY, runOverlay } from './run-overlay';
import { useRunOverlayStore } from './run-overlay-store';
import { useDebugRun } from './use-debug-run';

/** After the bottom panel opened (its height is applied in the same commit, React Flow measures after). */
const SETTLE_MS = 250;

export function RunOverlaySync({ projectId, workflowId, runId }: { projectId: string; workflowId: string; runId: string }) {
  const overlay = useRunOverlayStore();
  const store = useEditorStoreApi();
  const graph = useEditorStore(graphOf);
  // The Debug tab's one poller of the run shown.
  const { run } = useDebugRun(projectId, workflowId, runId, { poll: true });
  useEffect(() => overlay.set(runOverlay(run, graph)), [overlay, run, graph]);
  useEffect(() => () => overlay.set(NO_OVERLAY), [overlay]);

  const flow = useReactFlow();
  const fitted = useRef<string | null>(null);
  const loaded = Boolean(run);
  useEffect(() => {
    if (!loaded || fitted.current === runId || graphOf(store.getState()).nodes.length >= LARGE_GRAPH) return;
    fitted.current = runId;
    // Fitted no smaller than the canvas's readable floor (the node running is then panned into view).
    const timer = setTimeout(() => void flow.fitView({ maxZoom: 1, minZoom: FIT_FLOOR, padding: 0.1, duration: 200 }), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [loaded, runId, flow, store]);

  const placement = usePlacement();
  const currentNodeId = run?.currentNodeId;
  useEffect(() => {
    const node = currentNodeId ? graphOf(store.getState()).nodes.find((n) => n.id === currentNodeId) : undefined;
    if (!node) return;
    const timer = setTimeout(() => placement.reveal([node]), SETTLE_MS);
    return () => clearTimeout(timer);
  }, [currentNodeId, placement, store]);
  return null;
}
