/**
 * Keyboard shortcuts of the editor. IME-safe: nothing fires while an input method is composing
 * (`isComposing`, or key code 229 that some browsers send for the composing keystroke). Typing in
 * a field keeps the field's own undo, copy and paste.
 */
import { useEffect } from 'react';
import type { ParseKeys, TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast/toast-store';
import { copyNodes, parseClipboard, pasteNodes, serializeClipboard } from '../model/clipboard';
import type { EditorStore } from '../store/editor-store';
import { graphOf } from '../store/editor-store';
import { removeElements } from '../model/graph-ops';
import type { GraphNode } from '../../../generated/model';
import { boundsOf, nodeBox } from './placement';
import type { Placement } from './use-placement';

export const CLIPBOARD_STORAGE_KEY = 'ais-editor-clipboard';

export interface Shortcut {
  keys: string;
  labelKey: ParseKeys<'editor'>;
}

/** What the help dialog lists (the keys are symbols, the same in every language). */
export const SHORTCUTS: Shortcut[] = [
  { keys: 'Ctrl/⌘ + Z', labelKey: 'shortcuts.undo' },
  { keys: 'Ctrl/⌘ + Shift + Z, Ctrl + Y', labelKey: 'shortcuts.redo' },
  { keys: 'Ctrl/⌘ + C', labelKey: 'shortcuts.copy' },
  { keys: 'Ctrl/⌘ + V', labelKey: 'shortcuts.paste' },
  { keys: 'Ctrl/⌘ + S', labelKey: 'shortcuts.save' },
  { keys: 'Delete, Backspace', labelKey: 'shortcuts.delete' },
  { keys: 'Tab, Shift + Tab', labelKey: 'shortcuts.focus' },
  { keys: 'Enter', labelKey: 'shortcuts.open' },
  { keys: '↑ ↓ ← →', labelKey: 'shortcuts.move' },
  { keys: 'Shift + click, Shift + drag', labelKey: 'shortcuts.multiSelect' },
  { keys: 'Escape', labelKey: 'shortcuts.close' },
  { keys: '?', labelKey: 'shortcuts.help' },
];

const isEditable = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.getAttribute('role') === 'combobox');

export interface ShortcutActions {
  save: () => void;
  help: () => void;
  /** Where pasted nodes go (free space near the middle of the view); without it, beside the originals. */
  placement?: Placement;
  /**
   * What Enter on a focused node does instead of opening its panel (the Debug tab: its trace). Set
   * when the graph is looked at, not edited: then the editing keys (undo, paste, delete…) do nothing.
   */
  activate?: (nodeId: string) => void;
}

export function copySelection(store: EditorStore, t: TFunction<['editor']>): void {
  const state = store.getState();
  const result = copyNodes(graphOf(state), state.selectedNodeIds, state.workflowId);
  if (!result.ok) {
    toast({ title: t(result.titleKey), description: t(result.descriptionKey), variant: 'destructive' });
    return;
  }
  const text = serializeClipboard(result.payload);
  try {
    localStorage.setItem(CLIPBOARD_STORAGE_KEY, text);
  } catch {
    // The system clipboard below still gets it.
  }
  void navigator.clipboard?.writeText(text).catch(() => undefined);
  toast({ title: t('clipboard.copied', { count: result.payload.nodes.length }), variant: 'success' });
}

export function pasteClipboard(store: EditorStore, t: TFunction<['editor']>, text?: string | null, placement?: Placement): void {
  if (store.getState().readOnly) return;
  const payload = parseClipboard(text ?? localStorage.getItem(CLIPBOARD_STORAGE_KEY) ?? '');
  if (!payload) {
    toast({ title: t('clipboard.pasteFailed'), variant: 'destructive' });
    return;
  }
  let pasted: GraphNode[] = [];
  store.edit((graph) => {
    // Kept together as copied, in free space near the middle of the view.
    const bounds = placement && boundsOf(payload.nodes.map(nodeBox));
    const result = pasteNodes(graph, payload, bounds ? { at: placement.spotFor(bounds, graph.nodes) } : {});
    const ids = new Set(result.pastedIds);
    pasted = result.graph.nodes.filter((node) => ids.has(node.id));
    return result.graph;
  });
  store.select(pasted.map((node) => node.id));
  placement?.reveal(pasted);
}

export function useShortcuts(store: EditorStore, actions: ShortcutActions): void {
  const { t } = useTranslation(['editor']);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.isComposing || event.keyCode === 229) return;
      const mod = event.ctrlKey || event.metaKey;
      const key = event.key.toLowerCase();
      if (mod && key === 's') {
        event.preventDefault();
        actions.save();
        return;
      }
      if (isEditable(event.target)) return;
      if (actions.activate) {
        const id = event.key === 'Enter' && event.target instanceof HTMLElement ? event.target.closest('.react-flow__node')?.getAttribute('data-id') : null;
        if (id) {
          event.preventDefault();
          actions.activate(id);
        } else if (event.key === '?') {
          event.preventDefault();
          actions.help();
        }
        return;
      }
      if (mod && key === 'z' && !event.shiftKey) {
        event.preventDefault();
        store.undo();
      } else if (mod && ((key === 'z' && event.shiftKey) || key === 'y')) {
        event.preventDefault();
        store.redo();
      } else if (mod && key === 'c') {
        event.preventDefault();
        copySelection(store, t);
      } else if (mod && key === 'v') {
        event.preventDefault();
        pasteClipboard(store, t, null, actions.placement);
      } else if (event.key === '?') {
        event.preventDefault();
        actions.help();
      } else if ((event.key === 'Delete' || event.key === 'Backspace') && !mod) {
        // The selection, and the focused node (keyboard users focus without selecting).
        const state = store.getState();
        const focused = event.target instanceof HTMLElement ? event.target.closest('.react-flow__node')?.getAttribute('data-id') : null;
        const nodeIds = new Set(state.selectedNodeIds);
        if (focused) nodeIds.add(focused);
        if (nodeIds.size === 0 && state.selectedEdgeIds.length === 0) return;
        event.preventDefault();
        store.edit((graph) => removeElements(graph, nodeIds, state.selectedEdgeIds));
      } else if (event.key === 'Escape') {
        store.openPanel(null);
      } else if (event.key === 'Enter' && event.target instanceof HTMLElement) {
        const id = event.target.closest('.react-flow__node')?.getAttribute('data-id');
        if (id) {
          event.preventDefault();
          store.openPanel(id);
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [store, actions, t]);
}
