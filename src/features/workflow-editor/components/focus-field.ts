/**
 * Opens a node's panel and puts the caret in one of its fields (an issue list's entry takes the user
 * to what needs fixing). The panel renders after the store changes, so the field is looked for over
 * the next few frames; a field the panel does not show (hidden by another choice) leaves the panel open.
 */
import type { EditorStore } from '../store/editor-store';

const FRAMES = 10;

/** The focusable element of a panel field: its input, or the combobox of a select (whose input is hidden). */
export function fieldElement(panel: ParentNode, field: string): HTMLElement | null {
  const input = panel.querySelector<HTMLElement>(`[data-field="${CSS.escape(field)}"]`);
  if (!input) return null;
  if (input.getAttribute('aria-hidden') === 'true' || input.tabIndex < 0) {
    return input.parentElement?.querySelector<HTMLElement>('[role="combobox"]') ?? null;
  }
  return input;
}

export function focusField(store: EditorStore, nodeId: string, field: string | undefined): void {
  store.select([nodeId]);
  store.openPanel(nodeId);
  if (!field) return;
  let frames = 0;
  const attempt = () => {
    const panel = document.querySelector(`[data-testid="node-panel"][data-node-id="${CSS.escape(nodeId)}"]`);
    const element = panel && fieldElement(panel, field);
    if (element) element.focus();
    else if ((frames += 1) < FRAMES) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}
