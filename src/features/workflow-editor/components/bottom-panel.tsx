/**
 * The editor's bottom panel: test runs and logs. It collapses to its header and is resized by
 * dragging (or the arrow keys on) its top edge, up to 40 % of the window; both are remembered. Its content is the runs list
 * and the selected run's trace (lazy: the debug code loads when the panel first opens).
 */
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useCallback, useEffect, useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useStoredFlag } from '../../../lib/use-stored-flag';
import { useStoredValue, type StoredValueCodec } from '../../../lib/use-stored-value';
import { useEditorStoreApi } from '../store/editor-context';

export const BOTTOM_PANEL_COLLAPSED_KEY = 'ais-editor-bottom-panel-collapsed';
export const BOTTOM_PANEL_HEIGHT_KEY = 'ais-editor-bottom-panel-height';
const MIN_HEIGHT = 140;
const DEFAULT_HEIGHT = 240;
/** The most of the window the panel may take (#29: at half the screen it pushed the canvas and Next/Stop out of view). */
export const MAX_SHARE = 0.4;
const KEY_STEP = 24;
const HEIGHT: StoredValueCodec<number> = {
  parse: (text) => {
    const value = Number(text);
    return Number.isFinite(value) && value >= MIN_HEIGHT ? value : undefined;
  },
  format: (value) => String(Math.round(value)),
};

/** The highest the panel may be: 40 % of the window, and the canvas keeps at least 200 px under the toolbar. */
const maxHeight = () => {
  const windowHeight = typeof window === 'undefined' ? 800 : window.innerHeight;
  return Math.max(MIN_HEIGHT, Math.min(Math.round(windowHeight * MAX_SHARE), windowHeight - 64 - 48 - 200));
};
const clamp = (value: number) => Math.min(maxHeight(), Math.max(MIN_HEIGHT, value));

export interface BottomPanelProps {
  /** Shown on the header's right (e.g. the selected run's status). */
  headerExtra?: ReactNode;
  children: ReactNode;
}

export function BottomPanel({ headerExtra, children }: BottomPanelProps) {
  const { t } = useTranslation('editor');
  const [collapsed, setCollapsed] = useStoredFlag(BOTTOM_PANEL_COLLAPSED_KEY, true);
  const [height, setHeight] = useStoredValue(BOTTOM_PANEL_HEIGHT_KEY, DEFAULT_HEIGHT, HEIGHT);
  const drag = useRef<{ startY: number; startHeight: number } | null>(null);
  const shown = clamp(height);

  // The store's `revealRuns` (a run started, a node's trace asked for) opens the panel while it is mounted.
  const store = useEditorStoreApi();
  useEffect(() => store.handleRevealRuns(() => setCollapsed(false)), [store, setCollapsed]);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLDivElement>) => {
      event.currentTarget.setPointerCapture?.(event.pointerId);
      drag.current = { startY: event.clientY, startHeight: shown };
    },
    [shown],
  );
  const onPointerMove = useCallback(
    (event: PointerEvent<HTMLDivElement>) => {
      if (drag.current) setHeight(clamp(drag.current.startHeight + drag.current.startY - event.clientY));
    },
    [setHeight],
  );
  const onPointerUp = useCallback(() => {
    drag.current = null;
  }, []);
  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLDivElement>) => {
      const step = { ArrowUp: KEY_STEP, ArrowDown: -KEY_STEP, PageUp: KEY_STEP * 4, PageDown: -KEY_STEP * 4 }[event.key];
      if (step === undefined) return;
      event.preventDefault();
      setHeight(clamp(shown + step));
    },
    [setHeight, shown],
  );

  return (
    <Box
      component="section"
      aria-label={t('bottom.label')}
      data-testid="bottom-panel"
      data-collapsed={collapsed}
      sx={{ borderTop: 1, borderColor: 'divider', display: 'flex', flexDirection: 'column', flexShrink: 0 }}
    >
      {!collapsed && (
        <Box
          role="separator"
          tabIndex={0}
          aria-orientation="horizontal"
          aria-label={t('bottom.resize')}
          aria-valuemin={MIN_HEIGHT}
          aria-valuemax={maxHeight()}
          aria-valuenow={Math.round(shown)}
          aria-controls="editor-bottom-panel"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onKeyDown={onKeyDown}
          sx={{ height: 6, mt: '-3px', cursor: 'row-resize', '&:hover, &:focus-visible': { bgcolor: 'primary.main', outline: 'none' } }}
        />
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 0.5, minHeight: 36 }}>
        <Button
          size="small"
          onClick={() => setCollapsed(!collapsed)}
          aria-expanded={!collapsed}
          aria-controls="editor-bottom-panel"
          startIcon={collapsed ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          data-testid="bottom-panel-toggle"
        >
          {t('bottom.title')}
        </Button>
        <Box sx={{ flex: 1 }} />
        {headerExtra}
      </Box>
      <Box id="editor-bottom-panel" hidden={collapsed} sx={{ height: shown, minHeight: 0, display: collapsed ? 'none' : 'flex' }}>
        {!collapsed && children}
      </Box>
    </Box>
  );
}
