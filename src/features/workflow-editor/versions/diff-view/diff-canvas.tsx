/**
 * The diff drawn as one read-only canvas (diff-flow.ts): the editor's nodes with their change marked, the
 * selected change outlined and centred. Nothing can be moved, connected or deleted; a click on a marked
 * node or edge selects its change. Large graphs draw only what is in view, as the editor does.
 */
import '@xyflow/react/dist/style.css';
import '../../canvas/editor-canvas.css';
import './diff-canvas.css';
import { Background, Controls, ReactFlow, useReactFlow } from '@xyflow/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { controlLabels } from '../../canvas/control-labels';
import { useDarkMode } from '../../../../lib/use-dark-mode';
import { KindIconSprite } from '../../canvas/kind-icons';
import { LARGE_GRAPH, openingView } from '../../canvas/opening-view';
import type { GraphShape } from '../../model/graph-types';
import type { GraphDiff } from '../diff/types';
import { centreOf, isEdgeChange, type DiffFlow, type DiffFlowEdge, type DiffFlowNode } from './diff-flow';
import { diffNodeTypes } from './diff-node';

/** The zoom a change is centred at, unless the canvas is zoomed in further. */
const CENTRE_ZOOM = 0.9;

export interface DiffCanvasProps {
  flow: DiffFlow;
  diff: GraphDiff;
  /** The after graph (where the canvas opens). */
  after: GraphShape;
  /** The index of the selected change in `diff.changes`, or -1. */
  selected: number;
  onSelect: (index: number) => void;
}

export function DiffCanvas({ flow, diff, after, selected, onSelect }: DiffCanvasProps) {
  const { t } = useTranslation(['editor']);
  const { setCenter, getZoom } = useReactFlow();
  const change = selected >= 0 ? diff.changes[selected] : undefined;
  const selectedNode = change && !isEdgeChange(change) ? change.id : undefined;
  const selectedEdge = change && isEdgeChange(change) ? flow.edgeIdOfKey.get(change.id) : undefined;
  // Only the selected node and edge get new objects: the others keep theirs (React Flow redraws nothing else).
  const nodes = useMemo(
    () => (selectedNode ? flow.nodes.map((node): DiffFlowNode => (node.id === selectedNode ? { ...node, selected: true } : node)) : flow.nodes),
    [flow, selectedNode],
  );
  const edges = useMemo(
    () => (selectedEdge ? flow.edges.map((edge): DiffFlowEdge => (edge.id === selectedEdge ? { ...edge, selected: true } : edge)) : flow.edges),
    [flow, selectedEdge],
  );
  const fitViewOptions = useMemo(() => openingView(after), [after]);

  useEffect(() => {
    if (!change) return;
    const { x, y } = centreOf(change, flow, diff);
    const zoom = getZoom();
    void setCenter(x, y, { zoom: Number.isFinite(zoom) ? Math.max(zoom, CENTRE_ZOOM) : CENTRE_ZOOM });
  }, [change, flow, diff, setCenter, getZoom]);

  const indexOf = useMemo(() => new Map(diff.changes.map((entry, i) => [entry.id, i] as const)), [diff]);
  const keyOfEdge = useMemo(() => new Map([...flow.edgeIdOfKey].map(([key, id]) => [id, key] as const)), [flow]);
  const colorMode = useDarkMode() ? 'dark' : 'light';
  const ariaLabelConfig = useMemo(
    () => ({
      'node.a11yDescription.default': t('diffView.canvasHelp'),
      'node.a11yDescription.keyboardDisabled': t('diffView.canvasHelp'),
      // Read-only: an edge is neither selected nor deleted here.
      'edge.a11yDescription.default': t('diffView.canvasHelp'),
      ...controlLabels(t),
    }),
    [t],
  );
  return (
    <>
      <KindIconSprite />
      <ReactFlow<DiffFlowNode, DiffFlowEdge>
        nodes={nodes}
        edges={edges}
        nodeTypes={diffNodeTypes}
        nodesDraggable={false}
        nodesConnectable={false}
        elementsSelectable={false}
        edgesFocusable={false}
        deleteKeyCode={null}
        onNodeClick={(_event, node) => {
          const index = indexOf.get(node.id);
          if (index !== undefined) onSelect(index);
        }}
        onEdgeClick={(_event, edge) => {
          const key = keyOfEdge.get(edge.id);
          const index = key === undefined ? undefined : indexOf.get(key);
          if (index !== undefined) onSelect(index);
        }}
        onlyRenderVisibleElements={flow.nodes.length >= LARGE_GRAPH}
        fitView
        fitViewOptions={fitViewOptions}
        minZoom={0.05}
        proOptions={{ hideAttribution: true }}
        aria-label={t('diffView.canvas')}
        ariaLabelConfig={ariaLabelConfig}
        colorMode={colorMode}
        className="wf-canvas wf-diff-canvas"
      >
        <Background />
        <Controls showInteractive={false} aria-label={t('canvas.controls')} />
      </ReactFlow>
    </>
  );
}
