/** The palette: one button per kind (the start node comes with the workflow). Adds the node in free space near the middle of the view and opens its panel. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { NodeKind } from '../../../generated/model';
import { NODE_KINDS, nodeRegistry } from '../model/node-registry';
import { useEditorStoreApi } from '../store/editor-context';
import { graphOf } from '../store/editor-store';
import { addNode } from '../model/graph-ops';
import { createNode } from '../model/node-registry';
import { KIND_COLORS } from './node-kinds';
import { nodeGeometry } from './node-geometry';
import { usePlacement } from './use-placement';

export function Palette() {
  const { t } = useTranslation(['editor']);
  const store = useEditorStoreApi();
  const placement = usePlacement();

  const add = (kind: NodeKind) => {
    const graph = graphOf(store.getState());
    const draft = createNode(kind, { position: { x: 0, y: 0 }, takenIds: new Set(graph.nodes.map((n) => n.id)) });
    // In free space near the middle of the view, brought into view if it had to go further out.
    const node = { ...draft, position: placement.spotFor(nodeGeometry(draft), graph.nodes) };
    store.edit((g) => addNode(g, node));
    store.markUntouched([node.id]);
    store.select([node.id]);
    store.openPanel(node.id);
    placement.reveal([node]);
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
