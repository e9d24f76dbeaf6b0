/** The palette: one button per kind (the start node comes with the workflow). Adds the node in view and opens its panel. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useReactFlow } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import type { NodeKind, NodePosition } from '../../../generated/model';
import { NODE_KINDS, nodeRegistry } from '../model/node-registry';
import { useEditorStoreApi } from '../store/editor-context';
import { graphOf } from '../store/editor-store';
import { addNode } from '../model/graph-ops';
import { createNode } from '../model/node-registry';
import { KIND_COLORS } from './node-kinds';

export function Palette() {
  const { t } = useTranslation(['editor']);
  const store = useEditorStoreApi();
  const flow = useReactFlow();

  const add = (kind: NodeKind) => {
    const state = store.getState();
    const graph = graphOf(state);
    const anchor = graph.nodes.find((n) => n.id === state.selectedNodeIds[state.selectedNodeIds.length - 1]);
    let position: NodePosition;
    if (anchor) position = { x: anchor.position.x + 280, y: anchor.position.y };
    else {
      const pane = document.querySelector('.react-flow')?.getBoundingClientRect();
      position = pane ? flow.screenToFlowPosition({ x: pane.left + pane.width / 2, y: pane.top + pane.height / 2 }) : { x: 0, y: 0 };
    }
    // Nudge down while another node sits there.
    while (graph.nodes.some((n) => Math.abs(n.position.x - position.x) < 40 && Math.abs(n.position.y - position.y) < 40)) position = { x: position.x, y: position.y + 120 };
    const node = createNode(kind, { position: { x: Math.round(position.x), y: Math.round(position.y) }, takenIds: new Set(graph.nodes.map((n) => n.id)) });
    store.edit((g) => addNode(g, node));
    store.select([node.id]);
    store.openPanel(node.id);
  };

  return (
    <Stack component="nav" aria-label={t('palette.label')} spacing={1} sx={{ p: 1.5, width: 200, borderRight: 1, borderColor: 'divider', overflowY: 'auto' }}>
      <Typography variant="subtitle2" component="h2">
        {t('palette.title')}
      </Typography>
      {NODE_KINDS.filter((kind) => nodeRegistry[kind].inPalette).map((kind) => (
        <Button
          key={kind}
          size="small"
          variant="outlined"
          onClick={() => add(kind)}
          sx={{ justifyContent: 'flex-start', borderLeft: 4, borderLeftColor: KIND_COLORS[kind] }}
          aria-label={t('palette.add', { kind: t(nodeRegistry[kind].labelKey) })}
        >
          {t(nodeRegistry[kind].labelKey)}
        </Button>
      ))}
    </Stack>
  );
}
