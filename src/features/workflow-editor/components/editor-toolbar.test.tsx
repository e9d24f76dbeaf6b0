/**
 * The editor's toolbar keeps the workflow's name readable and never clips the save button (#29, item 10):
 * the name gives way with an ellipsis (the full name on hover) but not below NAME_MIN_WIDTH; the actions
 * are one group that moves to a second row where the row cannot hold them beside that.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore } from '../store/editor-store';
import { EditorToolbar, NAME_MIN_WIDTH } from './editor-toolbar';

const LONG_NAME = '問い合わせ自動分類と返品受付の一次振り分け（本番前の検証用コピー）';

function renderToolbar(language = 'en-us') {
  const store = createEditorStore({ workflowId: 'wf', graph: { nodes: [], edges: [] }, revision: 1, readOnly: false });
  renderWithProviders(
    <EditorStoreProvider store={store}>
      <EditorToolbar
        projectId="prj"
        workflowId="wf"
        workflowName={LONG_NAME}
        permission={{ workflowId: 'wf', heldByMe: true }}
        tab="workflow"
        onTabChange={() => undefined}
        onHelp={() => undefined}
        onRun={() => undefined}
        saveButton={<button type="button">Save Failed</button>}
      />
    </EditorStoreProvider>,
    { language },
  );
}

describe('editor toolbar', () => {
  it('keeps a long name readable: one line with an ellipsis, the full name on hover, never narrower than the minimum', () => {
    renderToolbar();
    const name = screen.getByRole('heading', { level: 1 });
    expect(name).toHaveTextContent(LONG_NAME);
    expect(name).toHaveAttribute('title', LONG_NAME);
    expect(name).toHaveStyle({ whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
    expect(NAME_MIN_WIDTH).toBeGreaterThanOrEqual(120);
    expect(screen.getByTestId('editor-name')).toHaveStyle({ minWidth: `${NAME_MIN_WIDTH}px`, flexBasis: `${NAME_MIN_WIDTH}px` });
  });

  it('keeps the actions and the save button together, never shrunk: the row wraps them to a second line instead', () => {
    renderToolbar('ja-jp');
    expect(screen.getByTestId('editor-toolbar')).toHaveStyle({ flexWrap: 'wrap' });
    const actions = screen.getByTestId('editor-actions');
    expect(actions).toHaveStyle({ flexShrink: '0' });
    expect(within(actions).getByRole('button', { name: 'Save Failed' })).toBeInTheDocument();
    expect(within(actions).getByTestId('run-button')).toBeInTheDocument();
  });
});
