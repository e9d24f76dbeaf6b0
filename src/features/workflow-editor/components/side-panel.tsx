/**
 * The editor's right-hand panel (a node's panel or the workflow overview). It collapses to its toggle
 * so the canvas can take the width (remembered for every workflow); opening a node shows it again.
 */
import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CollapsiblePane } from '../../../components/collapsible-pane';
import { useStoredFlag } from '../../../lib/use-stored-flag';
import { useEditorStore } from '../store/editor-context';

export const SIDE_PANEL_COLLAPSED_KEY = 'ais-editor-side-panel-collapsed';
const SIDE_PANEL_WIDTH = 380;

export function SidePanel({ children }: { children: ReactNode }) {
  const { t } = useTranslation('editor');
  const [collapsed, setCollapsed] = useStoredFlag(SIDE_PANEL_COLLAPSED_KEY);
  const openNodeId = useEditorStore((s) => s.openNodeId);
  // A node opened (on the canvas, from the palette, from an issue) shows its panel.
  useEffect(() => {
    if (openNodeId) setCollapsed(false);
  }, [openNodeId, setCollapsed]);
  return (
    <CollapsiblePane
      component="aside"
      side="right"
      width={SIDE_PANEL_WIDTH}
      collapsed={collapsed}
      onCollapsedChange={setCollapsed}
      collapseLabel={t('sidePanel.collapse')}
      expandLabel={t('sidePanel.expand')}
      contentId="editor-side-panel"
      sx={{ borderLeft: 1, borderColor: 'divider' }}
      aria-label={t('sidePanel.label')}
      data-testid="side-panel"
    >
      {children}
    </CollapsiblePane>
  );
}
