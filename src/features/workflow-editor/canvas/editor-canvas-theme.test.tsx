import { screen } from '@testing-library/react';
import { ReactFlowProvider } from '@xyflow/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import type { GraphShape } from '../model/graph-types';
import { EditorStoreProvider } from '../store/editor-context';
import { createEditorStore } from '../store/editor-store';
import { EditorCanvas } from './editor-canvas';

/** Where the studio keeps the colour mode (the spec's key; the theme provider reads it). */
const THEME_STORAGE_KEY = 'vite-ui-theme';

const graph: GraphShape = {
  nodes: [{ id: 'start', kind: 'NODE_KIND_START', position: { x: 0, y: 0 }, data: { inputVariables: [] } }],
  edges: [],
};

function renderCanvas(language = 'en-us') {
  const store = createEditorStore({ workflowId: 'wf', graph, revision: 1, readOnly: false });
  return renderWithProviders(
    <EditorStoreProvider store={store}>
      <ReactFlowProvider>
        <EditorCanvas issueCounts={new Map()} />
      </ReactFlowProvider>
    </EditorStoreProvider>,
    { language },
  );
}

/** React Flow's root: its colour mode class also selects the MUI colour scheme's variables inside the canvas. */
const flowRoot = (container: HTMLElement) => container.querySelector('.react-flow');

describe('canvas colour mode', () => {
  beforeEach(() => localStorage.clear());

  it('is drawn light in the light theme', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'light');
    const { container } = renderCanvas();
    expect(flowRoot(container)).toHaveClass('wf-canvas', 'light');
    expect(flowRoot(container)).not.toHaveClass('dark');
  });

  it('is drawn dark in the dark theme (not in the light scheme React Flow defaults to)', () => {
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    const { container } = renderCanvas();
    expect(flowRoot(container)).toHaveClass('wf-canvas', 'dark');
    expect(flowRoot(container)).not.toHaveClass('light');
  });

  it('names the zoom buttons in the studio language', () => {
    renderCanvas('ja-jp');
    expect(screen.getByRole('button', { name: '拡大' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '縮小' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ワークフロー全体を表示' })).toBeInTheDocument();
  });
});
