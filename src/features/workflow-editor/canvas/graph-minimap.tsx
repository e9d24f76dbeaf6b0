/**
 * The minimap: the whole graph drawn on one <canvas> (a single element however many nodes there
 * are), redrawn when the graph in the store changes rather than on every frame of a drag, with the
 * part in view outlined. Pressing or dragging on it centres the view there. React Flow's own
 * minimap draws one SVG element per node and updates on every frame, which costs more than the
 * canvas itself on graphs of thousands of nodes. It knows its place (#29): small (160 × 100), not
 * shown on a canvas too small to spare the room (`minimapFits`), and hidden by the user to a button
 * (remembered for every workflow).
 */
import './graph-minimap.css';
import CloseIcon from '@mui/icons-material/Close';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Panel, useReactFlow, useStore, type ReactFlowState } from '@xyflow/react';
import { useEffect, useMemo, useRef, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GraphNode } from '../../../generated/model';
import { useDarkMode } from '../../../lib/use-dark-mode';
import { useStoredFlag } from '../../../lib/use-stored-flag';
import { kindColor } from './node-kinds';
import { NODE_BOX } from './node-geometry';

/** The minimap's size (graph-minimap.css says the same). */
export const MINIMAP_SIZE = { width: 160, height: 100 } as const;
const WIDTH = MINIMAP_SIZE.width;
const HEIGHT = MINIMAP_SIZE.height;
/** The smallest canvas that shows the minimap: there it takes under a tenth of the canvas. */
export const MINIMAP_MIN_CANVAS = { width: 560, height: 400 } as const;
/** Whether the minimap is shown on a canvas of this size (0 × 0: not measured yet, as in tests). */
export const minimapFits = (width: number, height: number): boolean =>
  (width === 0 && height === 0) || (width >= MINIMAP_MIN_CANVAS.width && height >= MINIMAP_MIN_CANVAS.height);
/** Whether the user hid the minimap, for every workflow. */
export const MINIMAP_HIDDEN_KEY = 'ais-editor-minimap-hidden';
const PAD = 6;
/** Nodes are drawn at a typical height: the minimap shows where they are, not their exact size. */
const DRAWN_HEIGHT = 80;

interface Frame {
  minX: number;
  minY: number;
  scale: number;
  offsetX: number;
  offsetY: number;
}

/** How the graph's bounds map onto the minimap (centred, aspect kept). */
export function minimapFrame(nodes: readonly GraphNode[]): Frame {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const { position } of nodes) {
    minX = Math.min(minX, position.x);
    minY = Math.min(minY, position.y);
    maxX = Math.max(maxX, position.x + NODE_BOX.width);
    maxY = Math.max(maxY, position.y + DRAWN_HEIGHT);
  }
  if (!nodes.length) return { minX: 0, minY: 0, scale: 1, offsetX: PAD, offsetY: PAD };
  const scale = Math.min((WIDTH - 2 * PAD) / (maxX - minX), (HEIGHT - 2 * PAD) / (maxY - minY));
  return { minX, minY, scale, offsetX: (WIDTH - (maxX - minX) * scale) / 2, offsetY: (HEIGHT - (maxY - minY) * scale) / 2 };
}

const viewSelector = (s: ReactFlowState) => `${s.transform[0]},${s.transform[1]},${s.transform[2]},${s.width},${s.height}`;

export function GraphMinimap({ nodes, label }: { nodes: readonly GraphNode[]; label: string }) {
  const { t } = useTranslation('editor');
  const [hidden, setHidden] = useStoredFlag(MINIMAP_HIDDEN_KEY);
  if (hidden) {
    return (
      <Panel position="bottom-right">
        <Tooltip title={t('canvas.minimapShow')}>
          <IconButton
            size="small"
            className="wf-minimap-toggle"
            aria-label={t('canvas.minimapShow')}
            onClick={() => setHidden(false)}
            data-testid="minimap-show"
          >
            <MapOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Panel>
    );
  }
  return <MinimapView nodes={nodes} label={label} hideLabel={t('canvas.minimapHide')} onHide={() => setHidden(true)} />;
}

function MinimapView({ nodes, label, hideLabel, onHide }: { nodes: readonly GraphNode[]; label: string; hideLabel: string; onHide: () => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const flow = useReactFlow();
  const frame = useMemo(() => minimapFrame(nodes), [nodes]);
  const dark = useDarkMode();
  const [tx, ty, zoom, width, height] = useStore(viewSelector).split(',').map(Number) as [number, number, number, number, number];

  useEffect(() => {
    const element = canvas.current;
    const context = element?.getContext('2d');
    if (!element || !context) return;
    const ratio = window.devicePixelRatio || 1;
    element.width = WIDTH * ratio;
    element.height = HEIGHT * ratio;
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    context.clearRect(0, 0, WIDTH, HEIGHT);
    const w = Math.max(1, NODE_BOX.width * frame.scale);
    const h = Math.max(1, DRAWN_HEIGHT * frame.scale);
    for (const node of nodes) {
      context.fillStyle = kindColor(node.kind, dark);
      context.fillRect(frame.offsetX + (node.position.x - frame.minX) * frame.scale, frame.offsetY + (node.position.y - frame.minY) * frame.scale, w, h);
    }
  }, [nodes, frame, dark]);

  const toFlow = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    return {
      x: (event.clientX - box.left - frame.offsetX) / frame.scale + frame.minX,
      y: (event.clientY - box.top - frame.offsetY) / frame.scale + frame.minY,
    };
  };
  const centreAt = (event: PointerEvent<HTMLDivElement>) => {
    const { x, y } = toFlow(event);
    void flow.setCenter(x, y, { zoom });
  };

  const view = {
    left: frame.offsetX + (-tx / zoom - frame.minX) * frame.scale,
    top: frame.offsetY + (-ty / zoom - frame.minY) * frame.scale,
    width: (width / zoom) * frame.scale,
    height: (height / zoom) * frame.scale,
  };
  return (
    <Panel position="bottom-right" className="wf-minimap-panel">
      <Tooltip title={hideLabel}>
        <IconButton size="small" className="wf-minimap-toggle wf-minimap-toggle--hide" aria-label={hideLabel} onClick={onHide} data-testid="minimap-hide">
          <CloseIcon sx={{ fontSize: 14 }} />
        </IconButton>
      </Tooltip>
      <div
        className="wf-minimap"
        data-testid="minimap"
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          centreAt(event);
        }}
        onPointerMove={(event) => {
          if (event.currentTarget.hasPointerCapture(event.pointerId)) centreAt(event);
        }}
      >
        <canvas ref={canvas} role="img" aria-label={label} />
        {width > 0 && <div className="wf-minimap__view" style={view} />}
      </div>
    </Panel>
  );
}
