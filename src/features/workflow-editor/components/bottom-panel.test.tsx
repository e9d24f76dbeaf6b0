import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore } from '../store/editor-store';
import { BOTTOM_PANEL_COLLAPSED_KEY, BOTTOM_PANEL_HEIGHT_KEY, BottomPanel, MAX_SHARE } from './bottom-panel';

const store = () => createEditorStore({ workflowId: 'wf', graph: { nodes: [], edges: [] }, revision: 1 });

const content = () => document.getElementById('editor-bottom-panel')!;

describe('bottom panel', () => {
  it('starts collapsed, opens on its toggle and when a run asks for it; remembered', async () => {
    const user = userEvent.setup();
    const editor = store();
    renderWithProviders(
      <EditorStoreProvider store={editor}>
        <BottomPanel>
          <p>runs</p>
        </BottomPanel>
      </EditorStoreProvider>,
    );
    const toggle = screen.getByRole('button', { name: 'Test runs and logs' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('runs')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(screen.getByText('runs')).toBeVisible();
    expect(localStorage.getItem(BOTTOM_PANEL_COLLAPSED_KEY)).toBe('false');
    await user.click(toggle);
    expect(localStorage.getItem(BOTTOM_PANEL_COLLAPSED_KEY)).toBe('true');
    act(() => editor.revealRuns());
    expect(await screen.findByText('runs')).toBeVisible();
  });

  it('is resized from its top edge (arrow keys here; the pointer in the journeys) within limits, and keeps its height', () => {
    localStorage.setItem(BOTTOM_PANEL_COLLAPSED_KEY, 'false');
    localStorage.setItem(BOTTOM_PANEL_HEIGHT_KEY, '260');
    renderWithProviders(
      <EditorStoreProvider store={store()}>
        <BottomPanel>
          <p>runs</p>
        </BottomPanel>
      </EditorStoreProvider>,
    );
    const edge = screen.getByRole('separator', { name: 'Resize test runs and logs' });
    expect(content()).toHaveStyle({ height: '260px' });
    fireEvent.keyDown(edge, { key: 'ArrowUp' });
    expect(content()).toHaveStyle({ height: '284px' });
    expect(edge).toHaveAttribute('aria-valuenow', '284');
    expect(localStorage.getItem(BOTTOM_PANEL_HEIGHT_KEY)).toBe('284');
    for (let i = 0; i < 20; i += 1) fireEvent.keyDown(edge, { key: 'PageDown' });
    expect(content()).toHaveStyle({ height: '140px' });
  });

  it('takes at most 40 % of the window, even when a larger height was kept (the canvas and the run controls stay in view)', () => {
    localStorage.setItem(BOTTOM_PANEL_COLLAPSED_KEY, 'false');
    localStorage.setItem(BOTTOM_PANEL_HEIGHT_KEY, '600');
    renderWithProviders(
      <EditorStoreProvider store={store()}>
        <BottomPanel>
          <p>runs</p>
        </BottomPanel>
      </EditorStoreProvider>,
    );
    const most = Math.round(window.innerHeight * MAX_SHARE);
    expect(content()).toHaveStyle({ height: `${most}px` });
    const edge = screen.getByRole('separator', { name: 'Resize test runs and logs' });
    expect(edge).toHaveAttribute('aria-valuemax', String(most));
    for (let i = 0; i < 5; i += 1) fireEvent.keyDown(edge, { key: 'PageUp' });
    expect(content()).toHaveStyle({ height: `${most}px` });
  });
});
