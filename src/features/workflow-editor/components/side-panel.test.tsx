import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { GraphShape } from '../model/graph-types';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore } from '../store/editor-store';
import { SIDE_PANEL_COLLAPSED_KEY, SidePanel } from './side-panel';

const graph: GraphShape = {
  nodes: [
    { id: 'start', kind: 'NODE_KIND_START', position: { x: 0, y: 0 }, data: { inputVariables: [] } },
    { id: 'end', kind: 'NODE_KIND_END', position: { x: 300, y: 0 }, data: { outputVariables: [] } },
  ],
  edges: [{ id: 'e1', source: 'start', target: 'end' }],
};

function renderSidePanel(language = 'en-us') {
  const store = createEditorStore({ workflowId: 'wf', graph, revision: 1, readOnly: false });
  const view = renderWithProviders(
    <EditorStoreProvider store={store}>
      <SidePanel>
        <input aria-label="Title" />
      </SidePanel>
    </EditorStoreProvider>,
    { language },
  );
  return { store, ...view };
}

describe('editor side panel', () => {
  beforeEach(() => localStorage.clear());

  it('collapses to its toggle keeping what was typed, opens again, and is remembered', async () => {
    const user = userEvent.setup();
    const { unmount } = renderSidePanel();
    expect(screen.getByRole('complementary', { name: 'Side panel' })).toBe(screen.getByTestId('side-panel'));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Collapse the side panel' }));
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
    expect(localStorage.getItem(SIDE_PANEL_COLLAPSED_KEY)).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Expand the side panel' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Draft');
    await user.click(screen.getByRole('button', { name: 'Collapse the side panel' }));

    unmount();
    renderSidePanel();
    expect(screen.queryByRole('textbox', { name: 'Title' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Expand the side panel' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens when a node is opened', () => {
    localStorage.setItem(SIDE_PANEL_COLLAPSED_KEY, 'true');
    const { store } = renderSidePanel('ja-jp');
    expect(screen.getByRole('button', { name: 'サイドパネルを展開' })).toBeInTheDocument();
    act(() => store.openPanel('end'));
    expect(screen.getByRole('button', { name: 'サイドパネルを折りたたむ' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('textbox', { name: 'Title' })).toBeVisible();
    expect(localStorage.getItem(SIDE_PANEL_COLLAPSED_KEY)).toBe('false');
  });
});
