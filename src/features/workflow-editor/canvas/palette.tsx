/** The palette: one button per kind (the start node comes with the workflow). Adds the node in free space near the middle of the view and opens its panel. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { CollapsiblePane } from '../../../components/collapsible-pane';
import { useStoredFlag } from '../../../lib/use-stored-flag';
import type { NodeKind } from '../../../generated/model';
import { useEditorStoreApi } from '../store/editor-context';
import { graphOf } from '../store/editor-store';
import { addNode } from '../model/graph-ops';
import { useKindTables } from '../kinds/kind-tables-context';
import { themedKindColor } from './node-kinds';
import { nodeGeometry } from './node-geometry';
import { usePlacement } from './use-placement';

/** Wide enough for the longest Japanese label (管理者公開カスタムノード) on one line. */
const PALETTE_WIDTH = 216;
/** Whether the user collapsed the palette, for every workflow. */
export const PALETTE_COLLAPSED_KEY = 'ais-editor-palette-collapsed';

/**
 * Labels left-aligned; a label that must wrap breaks between words or phrases, never inside one
 * (Japanese has no spaces: Chromium finds the phrases with auto-phrase, elsewhere the label breaks
 * only where it would overflow).
 */
const LABEL_SX = {
  justifyContent: 'flex-start',
  textAlign: 'left',
  wordBreak: 'keep-all',
  overflowWrap: 'anywhere',
  '@supports (word-break: auto-phrase)': { wordBreak: 'auto-phrase' },
} as const;

export function Palette() {
  const { t } = useTranslation(['editor']);
  const [collapsed, setCollapsed] = useStoredFlag(PALETTE_COLLAPSED_KEY);
  const store = useEditorStoreApi();
  const placement = usePlacement();
  // The app's kind table (a test may provide one with a fixture kind).
  const { models } = useKindTables();

  const add = (kind: NodeKind) => {
    const graph = graphOf(store.getState());
    const draft = models.createNode(kind, { position: { x: 0, y: 0 }, takenIds: new Set(graph.nodes.map((n) => n.id)) });
    // In free space near the middle of the view, brought into view if it had to go further out.
    const node = { ...draft, position: placement.spotFor(nodeGeometry(draft), graph.nodes) };
    store.edit((g) => addNode(g, node));
    store.markUntouched([node.id]);
    store.select([node.id]);
    store.openPanel(node.id);
    placement.reveal([node]);
  };

  return (
    <CollapsiblePane
      side="left"
      width={PALETTE_WIDTH}
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
      collapseLabel={t('palette.collapse')}
      expandLabel={t('palette.expand')}
      contentId="editor-palette"
      title={
        <Typography variant="subtitle2" component="h2" sx={{ pl: 0.5 }}>
          {t('palette.title')}
        </Typography>
      }
      sx={{ borderRight: 1, borderColor: 'divider' }}
      data-testid="palette"
    >
      <Stack component="nav" aria-label={t('palette.label')} spacing={1} sx={{ p: 1.5, pt: 0.5 }}>
        {models.paletteKinds.map((kind) => {
          const model = models.kindModel(kind)!;
          return (
            <Button
              key={kind}
              size="small"
              variant="outlined"
              onClick={() => add(kind)}
              sx={(theme) => ({
                ...LABEL_SX,
                borderLeft: 4,
                borderLeftColor: model.color,
                // The dark kind colours sink into the dark page: lightened there.
                ...theme.applyStyles('dark', { borderLeftColor: themedKindColor(model.color, true) }),
              })}
              aria-label={t('palette.add', { kind: t(model.labelKey) })}
            >
              {t(model.labelKey)}
            </Button>
          );
        })}
      </Stack>
    </CollapsiblePane>
  );
}
